import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { storyTexts } from '../../content/seed/story-texts';
import { shortStories } from '../../content/seed/stories';
import { LIBRARY_LINK_DAYS } from '../../functions/contract/sales';
import { epubcheckBytes } from '../../functions/core/ebooks/epubcheck';
import { newLibraryLink } from '../../functions/core/sales/library-links';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { seenPage } from '../support/reader-view';
import { signUpAndConfirm, uniqueEmail } from './mailing-list-helpers';

/**
 * The free stories in the reader's library, through the real handlers against the emulators: the
 * library lists them, each opens on a reading page (the whole text, noindex) whose EPUB passes
 * EPUBCheck, and a link that does not open answers as the library page does.
 */

const DAY = 24 * 60 * 60 * 1000;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const story = shortStories[0]!;
const text = storyTexts[story.id]!;
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
/** A library link of a reader who signed up and confirmed: the stories are theirs. */
const linkFor = async () => {
  const email = uniqueEmail('stories');
  await signUpAndConfirm(email);
  return (await newLibraryLink(deps(), email)).token;
};

describe('the free stories in the library', () => {
  it('the library lists every story with a link to its reading page, which holds the whole text, noindex, and leads to the EPUB and back', async () => {
    const token = await linkFor();
    const library = await invoke('libraryPage', { params: { token } });
    expect(library.status, library.text).toBe(200);
    expect(seenPage(library.text).headings).toContain('Free stories');
    for (const { id, title } of shortStories)
      expect(seenPage(library.text).links).toContainEqual({
        text: title,
        href: `/api/sales/library/${token}/stories/${id}`,
      });

    const page = await invoke('storyPage', { params: { token, storyId: story.id } });
    expect(page.status, page.text).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const seen = seenPage(page.text);
    expect(seen.meta.robots).toBe('noindex');
    expect(seen.headings[0]).toBe(story.title);
    expect(text.sample).toBe(true);
    expect(seen.paragraphs).toContain('Sample text: the author’s story replaces it.');
    for (const paragraph of text.paragraphs) expect(seen.paragraphs).toContain(paragraph);
    expect(page.text).not.toMatch(/<script/i);
    const epub = `/api/sales/library/${token}/stories/${story.id}/epub`;
    expect(seen.links).toContainEqual({ text: 'Download as EPUB', href: epub, className: 'button' });
    expect(page.text).toMatch(new RegExp(`<a [^>]*href="${epub}"[^>]* download`));
    expect(seen.links).toContainEqual({
      text: 'Back to your library',
      href: `/api/sales/library/${token}`,
      className: 'back',
    });
  });

  it('the story’s EPUB passes EPUBCheck with no error and holds the whole text', async () => {
    const token = await linkFor();
    const file = await invoke('storyEpub', { params: { token, storyId: story.id } });
    expect(file.status, file.text).toBe(200);
    expect(file.headers['content-type']).toBe('application/epub+zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${story.id}.epub"`);
    const check = await epubcheckBytes(file.bytes);
    expect(check.findings).toEqual([]);
    const entries = unzipSync(file.bytes);
    const chapter = strFromU8(entries['OEBPS/story.xhtml']!);
    for (const paragraph of text.paragraphs) expect(chapter).toContain(`<p>${escaped(paragraph)}</p>`);
    const opf = strFromU8(entries['OEBPS/content.opf']!);
    expect(opf).toContain(`<dc:title>${escaped(story.title)}</dc:title>`);
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toMatch(/<dc:creator>.+<\/dc:creator>/);
  });

  it('an unknown or expired link gets the library page’s words and its form, never a story; an unknown story is a 404', async () => {
    const unknown = await invoke('storyPage', { params: { token: 'x'.repeat(43), storyId: story.id } });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('We don’t recognise this link');
    expect(unknown.text).not.toContain(text.paragraphs[0]!.slice(0, 60));
    const unknownFile = await invoke('storyEpub', { params: { token: 'x'.repeat(43), storyId: story.id } });
    expect(unknownFile.status).toBe(404);

    const token = await linkFor();
    const missing = await invoke('storyPage', { params: { token, storyId: 'no-such-story' } });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(`href="/api/sales/library/${token}"`);

    restore = overrideDeps({ now: () => new Date(Date.now() + LIBRARY_LINK_DAYS * DAY + 60_000) });
    const expired = await invoke('storyPage', { params: { token, storyId: story.id } });
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('This link has expired');
    expect(expired.text).toContain('action="/api/sales/library"');
    expect((await invoke('storyEpub', { params: { token, storyId: story.id } })).status).toBe(410);
  });

  it('a library whose address never signed up (a buyer) offers the stories with the sign-up, and opens none of them', async () => {
    const token = (await newLibraryLink(deps(), uniqueEmail('buyer'))).token;
    const library = await invoke('libraryPage', { params: { token } });
    expect(library.status, library.text).toBe(200);
    expect(library.text).toContain('The short stories are a gift to readers on');
    expect(library.text).toContain('action="/api/newsletter/signup"');
    expect(library.text).not.toContain(`/stories/${story.id}"`);
    const page = await invoke('storyPage', { params: { token, storyId: story.id } });
    expect(page.status).toBe(404);
    expect(page.text).not.toContain(text.paragraphs[0]!.slice(0, 60));
    expect((await invoke('storyEpub', { params: { token, storyId: story.id } })).status).toBe(404);
  });
});
