import { createHash } from 'node:crypto';
import type { StoryText } from '@content/schemas';
import type { ShortStory } from '../../contract/stories';
import { escapeHtml } from '../../emails/html';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import { getPublishedStoryText, listPublishedStories } from '../../entities/published-story';
import { readSubscribers } from '../../entities/subscriber';
import { buildEpub } from '../ebooks/build-epub';
import { openLibraryLink } from '../sales/library-links';
import { recentPublishedContent } from '../site-content/published-content';
import { listShortStories } from './list-short-stories';

/**
 * The free stories as the reader's library gives them: behind the library link, never on the
 * public pages. A story with its text as last published: the reading page and the EPUB both read
 * it from here.
 */
export interface LibraryStory {
  story: ShortStory;
  text: StoryText;
}

/**
 * The free stories in the library of `email`, or null when the address never signed up for them.
 * The stories are the reward for signing up (docs/SPEC.md: readers "read free short stories after
 * signing up"): a library holds them once its address has confirmed, and keeps them after an
 * unsubscribe. It holds every story on her site as published, in the public list's order, then
 * each one she took off after the reader confirmed: it was theirs (docs/product-decisions.md).
 * A buyer who never signed up is offered them instead.
 */
export async function freeStoriesOf(deps: Deps, email: string): Promise<ShortStory[] | null> {
  const [reader] = await readSubscribers(deps, [normaliseEmail(email)], ['status', 'confirmedAt']);
  if (reader?.status !== 'confirmed' && !reader?.confirmedAt) return null;
  const [content, published] = await Promise.all([recentPublishedContent(deps), listPublishedStories(deps)]);
  const onSite = listShortStories(content.stories);
  const listed = new Set(onSite.map((story) => story.id));
  // A confirmed reader whose confirmation has no date is given the benefit of the doubt.
  const hadIt = (offSiteSince: string) => !reader.confirmedAt || reader.confirmedAt < offSiteSince;
  const kept = published
    .filter((item) => item.offSiteSince && hadIt(item.offSiteSince) && !listed.has(item.story.id))
    .sort((a, b) => a.offSiteSince!.localeCompare(b.offSiteSince!))
    .map((item) => item.story);
  return [...onSite, ...kept];
}

export type StoryLookup =
  { state: 'unknown' } | { state: 'expired' } | { state: 'no-story' } | ({ state: 'open' } & LibraryStory);

/**
 * A story opened by the library link's token: the link's own state when it does not open (unknown
 * or expired, answered as the library page answers them), `no-story` for a story the library does
 * not hold (or a library that holds none).
 */
export async function openLibraryStory(deps: Deps, token: string, storyId: string): Promise<StoryLookup> {
  const link = await openLibraryLink(deps, token);
  if (link.state !== 'open') return link;
  const story = (await freeStoriesOf(deps, link.link.email))?.find(({ id }) => id === storyId);
  const text = story && (await getPublishedStoryText(deps, story.id));
  return story && text ? { state: 'open', story, text } : { state: 'no-story' };
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
