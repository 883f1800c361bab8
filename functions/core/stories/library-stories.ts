import { createHash } from 'node:crypto';
import type { StoryText } from '@content/schemas';
import { storyTexts } from '@content/story-texts';
import { shortStories } from '@content/stories';
import type { ShortStory } from '../../contract/stories';
import { escapeHtml } from '../../emails/html';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import { readSubscribers } from '../../entities/subscriber';
import { buildEpub } from '../ebooks/build-epub';
import { openLibraryLink } from '../sales/library-links';
import { listShortStories } from './list-short-stories';

/**
 * The free stories as the reader's library gives them: behind the library link, never on the
 * public pages. A story with its text: the reading page and the EPUB both read it from here.
 */
export interface LibraryStory {
  story: ShortStory;
  text: StoryText;
}

/** Every story that has a text, in the order the public list shows them. */
export const libraryStories = (): LibraryStory[] =>
  listShortStories().flatMap((story) => {
    const text = storyTexts[story.id];
    return text ? [{ story, text }] : [];
  });

const storyOf = (storyId: string): LibraryStory | undefined => {
  const story = shortStories.find(({ id }) => id === storyId);
  const text = story && storyTexts[story.id];
  return story && text ? { story, text } : undefined;
};

export type StoryLookup =
  { state: 'unknown' } | { state: 'expired' } | { state: 'no-story' } | ({ state: 'open' } & LibraryStory);

/**
 * The stories are the reward for signing up (docs/SPEC.md: readers "read free short stories after
 * signing up"): a library holds them once its address has confirmed, and keeps them after an
 * unsubscribe. A buyer who never signed up is offered them instead.
 */
export async function holdsFreeStories(deps: Deps, email: string): Promise<boolean> {
  const [reader] = await readSubscribers(deps, [normaliseEmail(email)], ['status', 'confirmedAt']);
  return reader?.status === 'confirmed' || !!reader?.confirmedAt;
}

/**
 * A story opened by the library link's token: the link's own state when it does not open (unknown
 * or expired, answered as the library page answers them), `no-story` for an id the catalogue lacks
 * or a library that does not hold the stories.
 */
export async function openLibraryStory(deps: Deps, token: string, storyId: string): Promise<StoryLookup> {
  const link = await openLibraryLink(deps, token);
  if (link.state !== 'open') return link;
  const found = storyOf(storyId);
  return found && (await holdsFreeStories(deps, link.link.email)) ? { state: 'open', ...found } : { state: 'no-story' };
}

/** A name that stays the story's across downloads, so an e-reader sees one book, not a new one each time. */
const identifierOf = (storyId: string) => {
  const hex = createHash('sha256').update(`story:${storyId}`).digest('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** The story as an EPUB 3: one chapter of its paragraphs, titled, by `author` (her published name), in English. */
export function storyEpub({ story, text }: LibraryStory, author: string, modified: Date): Uint8Array {
  const note = text.sample ? `<p><em>${escapeHtml(SAMPLE_NOTE)}</em></p>\n` : '';
  return buildEpub({
    title: story.title,
    author,
    language: 'en',
    identifier: identifierOf(story.id),
    modified,
    chapters: [
      {
        id: 'story',
        title: story.title,
        body: note + text.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
      },
    ],
  });
}

/** The words that mark a sample text, on the page and in the EPUB. */
export const SAMPLE_NOTE = 'Sample text: the author’s story replaces it.';

/** The EPUB's file name: the story's id, which is already a slug. */
export const epubFileName = (story: ShortStory) => `${story.id}.epub`;
