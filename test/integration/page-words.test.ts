import { describe, expect, it } from 'vitest';
import type { DreamTeamWords, HomeWords, HouseHippoWords, LegalWords } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import { deps } from '../../functions/lib/deps';
import { rawRequest } from '../support/http';
import { ADMIN_CLAIMS, invoke } from '../support/invoke';
import { fromTheSeedAndBack, publishHerSite, siteContentSnapshot } from '../support/site-content';

/**
 * The words of her home, Dream Team, Terms, Privacy and House Hippo pages through the real admin
 * handlers and the publisher: saved and published, they are what readers get from the edge, their
 * merge fields filled in from her details and the stack's address; a text naming a field the site
 * cannot fill in is refused in words and writes nothing. The tests run in order.
 */

const asAuthor = { ...ADMIN_CLAIMS, email: 'rowan@example.com' };
const { pages, author } = seedContent;

const save = (id: string, body: unknown, expectedVersion = 1) =>
  invoke('saveSitePiece', { params: { kind: 'page', id }, body: { body, expectedVersion }, claims: asAuthor });

/** A public page's visible words, as a reader's browser gets them from the edge (tags and spacing aside). */
const pageText = async (path: string) => {
  const reply = await rawRequest('GET', path);
  expect(reply.status, path).toBe(200);
  return reply.text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};

describe('the words of her pages', () => {
  // The worker's other files read the site as the seed has it.
  fromTheSeedAndBack();

  it('refuses a text naming a field the site cannot fill in, beside that text, naming the ones she can use, and writes nothing', async () => {
    const before = await siteContentSnapshot();
    const dreamTeam: DreamTeamWords = structuredClone(pages['dream-team']);
    dreamTeam.intro[0] = 'The Dream Team is {author}’s inner circle.';
    const reply = await save('dream-team', dreamTeam);
    expect(reply.status, reply.text).toBe(400);
    const { message, issues } = reply.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(message).not.toMatch(/body\.|undefined|ZodError/);
    expect(issues).toEqual([
      {
        path: 'body.intro.0',
        message: '{author} is not something the site can fill in: use {name}, {email}, {place} or {site}.',
      },
    ]);
    // A wrong date is refused too, in words.
    const wrongDate = await save('terms', { ...pages.terms, lastUpdated: 'July 26, 2025' });
    expect(wrongDate.status, wrongDate.text).toBe(400);
    expect(wrongDate.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual([
      'body.lastUpdated',
    ]);
    // The home page's own fields are refused elsewhere; a field not even the home page has, there.
    const home: HomeWords = structuredClone(pages.home);
    home.booksIntro = '{count} books, {town} and its ghosts.';
    const homeReply = await save('home', home);
    expect(homeReply.status, homeReply.text).toBe(400);
    expect(homeReply.json<{ issues: { path: string; message: string }[] }>().issues).toEqual([
      {
        path: 'body.booksIntro',
        message:
          '{count} is not something the site can fill in: use {name}, {email}, {place}, {site}, {town} or {books}.',
      },
    ]);
    expect(await siteContentSnapshot()).toBe(before);
  });

  it('previews an unsaved Terms of Service on its own page', async () => {
    const reply = await invoke('previewSitePiece', {
      params: { kind: 'page', id: 'terms' },
      body: { body: { ...pages.terms, intro: ['Terms {name} is still drafting.'] } },
    });
    expect(reply.status, reply.text).toBe(200);
    const preview = reply.json<{ path: string; html: string }>();
    expect(preview.path).toBe('/terms-of-service');
    expect(preview.html).toContain(`Terms ${author.name} is still drafting.`);
  });

  it('publishes her edited words with her details filled in: the home page and Books intro, a Terms section, a Dream Team card, the House Hippo banner', async () => {
    const terms: LegalWords = structuredClone(pages.terms);
    terms.lastUpdated = '2026-12-01';
    terms.sections[7]!.paragraphs = ['Disputes go to the courts near {place}; write first to {email} at {site}.'];
    expect((await save('terms', terms)).status).toBe(200);
    const dreamTeam: DreamTeamWords = structuredClone(pages['dream-team']);
    dreamTeam.cards[2]!.title = 'Early Reviewers of {name}';
    expect((await save('dream-team', dreamTeam)).status).toBe(200);
    const houseHippo: HouseHippoWords = structuredClone(pages['house-hippo-words']);
    houseHippo.banner.heading = 'The House Hippo Returns';
    expect((await save('house-hippo-words', houseHippo)).status).toBe(200);
    const home: HomeWords = structuredClone(pages.home);
    home.hero.heading = 'Ghost stories from {town}';
    home.support.button = 'Buy {name} a Coffee';
    home.booksIntro = '{books} by {name}, each with a light left on.';
    expect((await save('home', home)).status).toBe(200);

    const { changedPaths } = await publishHerSite();
    expect(changedPaths).toEqual(
      expect.arrayContaining(['/', '/books', '/terms-of-service', '/voss-trials', '/house-hippo-challenge']),
    );
    expect(changedPaths).not.toContain('/privacy-policy');

    const host = new URL(deps().siteUrl).host;
    const termsPage = await pageText('/terms-of-service');
    expect(termsPage).toContain(
      `Disputes go to the courts near ${author.location.city}, ${author.location.region}, ${author.location.country}; write first to ${author.email} at ${host}.`,
    );
    expect(termsPage).toMatch(/Last Updated ?: December 1, 2026/);
    expect(termsPage).not.toMatch(/\{(name|email|place|site)\}/);
    expect(await pageText('/voss-trials')).toContain(`Early Reviewers of ${author.name}`);
    const houseHippoPage = await pageText('/house-hippo-challenge');
    expect(houseHippoPage).toContain('The House Hippo Returns');
    // What the spec fixes stays, whatever she writes.
    expect(houseHippoPage).toContain('#HouseHippo');
    const homePage = await pageText('/');
    expect(homePage).toContain(`Ghost stories from ${author.location.city}, ${author.location.region}`);
    expect(homePage).toContain(`Buy ${author.name} a Coffee`);
    // Her books as published: the seed's thirteen, counted in words.
    expect(seedContent.books).toHaveLength(13);
    expect(await pageText('/books')).toContain(`Thirteen books by ${author.name}, each with a light left on.`);
  });
});
