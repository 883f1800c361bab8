import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_TEXT_MAX_BYTES, type ShortStory, type Story } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import { PIECE_REQUEST_MAX_BYTES } from '../../functions/contract/site-content';
import { newLibraryLink } from '../../functions/core/sales/library-links';
import { publishedContent } from '../../functions/core/site-content/published-content';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { seenPage } from '../support/reader-view';
import { liveSite, publishHerSite, resetSiteContent, siteContentSnapshot } from '../support/site-content';
import { signUpAndConfirm, uniqueEmail } from './mailing-list-helpers';

/**
 * Her free stories as pieces of her site, through the real handlers and the publisher: a story she
 * saves and publishes is what the listing, the reader's reading page and EPUB serve, while no file
 * of the site bucket holds its text; one she takes off leaves the listing and stays readable in the
 * libraries that held it; a text past the cap is refused in words. The tests run in order.
 */

const seedStory = seedContent.stories[0]!;
const PARAGRAPHS = [
  'Ruth found the ledger under the floor of the lock-keeper’s hut, wrapped in oilcloth and tied with lamp wick.',
  'Every page held the same line in her father’s hand, one for each night of forty years: paid in light.',
];
const hers: Story = {
  ...seedStory,
  title: 'The Lamplighter’s Ledger',
  text: { sample: false, paragraphs: PARAGRAPHS },
};
const params = { kind: 'story', id: seedStory.id };

let minutes = 0;
/**
 * `read` on a clock one more minute on each time: the functions keep her published site a minute,
 * so what it reads is what the last publish made live, without waiting for real time.
 */
async function aMinuteLater<T>(read: () => Promise<T>): Promise<T> {
  minutes += 1;
  const restore = overrideDeps({ now: () => new Date(Date.now() + minutes * 61_000) });
  try {
    return await read();
  } finally {
    restore();
  }
}

const listed = async () => (await aMinuteLater(() => invoke('listShortStories'))).json<ShortStory[]>();

/** The library link of a reader who signed up and confirmed (now, or a minute on). */
const readerLink = async (later = false) => {
  const email = uniqueEmail('site-stories');
  await (later ? aMinuteLater(() => signUpAndConfirm(email)) : signUpAndConfirm(email));
  return (await newLibraryLink(deps(), email)).token;
};

describe('her free stories, edited and published', () => {
  beforeAll(resetSiteContent);
  // The worker's other files read the seed's stories: publish them again, and read them once on.
  afterAll(async () => {
    await resetSiteContent();
    await publishHerSite();
    expect((await listed()).map((story) => story.title)).toContain(seedStory.title);
  });

  it('serves the story she saved and published: the listing, the library, the reading page and the EPUB; no public file holds its text', async () => {
    const saved = await invoke('saveSitePiece', { params, body: { body: hers, expectedVersion: 1 } });
    expect(saved.status, saved.text).toBe(200);
    const { changedPaths } = await publishHerSite();
    expect(changedPaths).toEqual(expect.arrayContaining(['/', '/short-stories', '/site-content.json']));

    expect((await listed()).find((story) => story.id === seedStory.id)).toEqual({
      id: seedStory.id,
      title: hers.title,
      genre: hers.genre,
      description: hers.description,
      teaser: hers.teaser,
      coverImage: hers.coverImage,
      featured: hers.featured,
      editoriallyReviewed: hers.editoriallyReviewed,
      reedyPromptsUrl: hers.reedyPromptsUrl,
    });

    const token = await readerLink();
    const library = await aMinuteLater(() => invoke('libraryPage', { params: { token } }));
    expect(seenPage(library.text).links).toContainEqual({
      text: hers.title,
      href: `/api/sales/library/${token}/stories/${seedStory.id}`,
    });
    const page = await aMinuteLater(() => invoke('storyPage', { params: { token, storyId: seedStory.id } }));
    expect(page.status, page.text).toBe(200);
    const seen = seenPage(page.text);
    expect(seen.headings[0]).toBe(hers.title);
    for (const paragraph of PARAGRAPHS) expect(seen.paragraphs).toContain(paragraph);
    // Her own text: the sample's note is gone.
    expect(seen.paragraphs).not.toContain('Sample text: the author’s story replaces it.');
    const epub = await aMinuteLater(() => invoke('storyEpub', { params: { token, storyId: seedStory.id } }));
    expect(epub.status).toBe(200);
    const chapter = strFromU8(unzipSync(epub.bytes)['OEBPS/story.xhtml']!);
    expect(chapter).toContain(`<p>${PARAGRAPHS[1]}</p>`);

    // The public side: the stories' page lists the new title; no object of the bucket, nor the
    // published content the functions read, holds a paragraph of any story.
    const stories = await rawRequest('GET', '/short-stories');
    expect(stories.text).toContain('The Lamplighter’s Ledger');
    const texts = [...PARAGRAPHS, ...seedContent.stories.slice(1).map((story) => story.text.paragraphs[0]!)];
    const bucket = await liveSite();
    expect(bucket.has('site-content.json')).toBe(true);
    for (const [key, body] of bucket)
      for (const paragraph of texts)
        expect(body.includes(paragraph.slice(0, 60)), `${key} holds a story’s text`).toBe(false);
    const published = JSON.stringify(await publishedContent(deps()));
    for (const paragraph of texts) expect(published).not.toContain(paragraph.slice(0, 60));
  });

  it('takes a story off: it leaves the listing and the pages, stays in the library of a reader who had it, and is not given to a later one', async () => {
    const before = await readerLink();
    const removed = await invoke('setSitePieceRemoved', { params, body: { removed: true, expectedVersion: 2 } });
    expect(removed.status, removed.text).toBe(200);
    await publishHerSite();

    expect((await listed()).map((story) => story.id)).not.toContain(seedStory.id);
    expect((await rawRequest('GET', '/short-stories')).text).not.toContain(hers.title);

    const kept = await aMinuteLater(() => invoke('storyPage', { params: { token: before, storyId: seedStory.id } }));
    expect(kept.status, kept.text).toBe(200);
    expect(seenPage(kept.text).paragraphs).toContain(PARAGRAPHS[0]);
    const library = await aMinuteLater(() => invoke('libraryPage', { params: { token: before } }));
    expect(seenPage(library.text).links.map((link) => link.text)).toContain(hers.title);

    const after = await readerLink(true);
    const theirs = await aMinuteLater(() => invoke('libraryPage', { params: { token: after } }));
    expect(seenPage(theirs.text).links.map((link) => link.text)).not.toContain(hers.title);
    const refused = await aMinuteLater(() => invoke('storyPage', { params: { token: after, storyId: seedStory.id } }));
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain(PARAGRAPHS[0]);
  });

  it('refuses a text past the cap in words, and an oversized request, writing nothing', async () => {
    const before = await siteContentSnapshot();
    const paragraph = 'The canal kept its side of the bargain, night after night, lamp after lamp. '.repeat(50).trim();
    const long = {
      ...hers,
      text: {
        sample: false,
        paragraphs: Array(Math.ceil(STORY_TEXT_MAX_BYTES / paragraph.length) + 5).fill(paragraph),
      },
    };
    const refused = await invoke('saveSitePiece', { params, body: { body: long, expectedVersion: 3 } });
    expect(refused.status, refused.text).toBe(400);
    const { issues } = refused.json<{ issues: { path: string; message: string }[] }>();
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('body.text.paragraphs');
    expect(issues[0]!.message).toMatch(
      /^A story’s text can be at most about 50,000 words \(330 KB\); this one is \d+ KB\./,
    );

    const huge = await invoke('saveSitePiece', {
      params,
      body: { body: 'x'.repeat(PIECE_REQUEST_MAX_BYTES), expectedVersion: 3 },
    });
    expect(huge.status).toBe(413);
    expect(huge.json<{ message: string }>().message).toBeTruthy();
    expect(await siteContentSnapshot()).toBe(before);
  });
});
