import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTHOR_NAME, author, visibleSocialLinks } from '../../content/seed/author';
import { bookSeries, books } from '../../content/seed/books';
import { aboutPage } from '../../content/seed/about';
import { externalLinks } from '../../content/seed/links';
import { seedContent } from '../../content/seed/seed';
import { pageCount } from '../../content/book-pages';
import { houseHippoVideos } from '../../content/pages/house-hippo';
import { seedPages } from '../support/seed-pages';
import {
  aboutPageSchema,
  authorSchema,
  bookSchema,
  bookSeriesSchema,
  type Book,
  dreamTeamPageSchema,
  externalLinkSchema,
  houseHippoPageSchema,
  legalPageSchema,
  navEntrySchema,
  pageMetaSchema,
  videoSchema,
} from '../../content/schemas';
import { footer, navEntries } from '../../content/navigation';
import { PUBLIC_ROUTES, blogPostMeta, bookUrl, pageMetaOf } from '../../content/page-table';
import { uiText } from '../../content/ui-text';

/** The page table on the test stack's site: the seed's, as its start publishes it. */
const pageMeta = pageMetaOf(AUTHOR_NAME);

/** The origin the pages are given here (a deployment's own in use). */
const SITE_URL = 'https://author.example';
const {
  dreamTeam: dreamTeamPage,
  terms: termsPage,
  privacy: privacyPage,
  houseHippo: houseHippoPage,
} = seedPages(SITE_URL);

/**
 * The navigation docs/SPEC.md §2 lists ("Home to /, Books to /books, …"), as entries: the spec is
 * the one other place the list is written, so the content is held to it rather than to a copy.
 */
function specNavigation() {
  const entries = /^- Navigation entries \(label to route\): (.+?)\. The entry/m.exec(
    readFileSync('docs/SPEC.md', 'utf8'),
  )?.[1];
  if (!entries) throw new Error('docs/SPEC.md §2 no longer lists the navigation entries');
  return entries.split(', ').map((entry) => {
    const [label, to] = entry.split(' to ');
    return { label, to };
  });
}

const EXPECTED_TITLES = [
  "The Driver's Promise",
  'Voss Trials',
  'The Veil Lives',
  'True Veil',
  'Echo of the Veil',
  "Veil's Last Song",
  'Patient 92',
  'Let the Dead Rest',
  'Rebirth',
  'Genesis',
  'Step Back',
  'Nexus of Lies',
  'Final Reckoning',
];

/** Every string anywhere inside a value, for whole-page text checks. */
function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

describe('books', () => {
  it('has 13 books with the exact titles in order', () => {
    expect(books).toHaveLength(13);
    expect(books.map((b) => b.title)).toEqual(EXPECTED_TITLES);
  });

  it('every book parses against the schema', () => {
    for (const book of books) {
      const result = bookSchema.safeParse(book);
      expect(result.success, `${book.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it('has unique ids and covers at /covers/<id>.svg', () => {
    expect(new Set(books.map((b) => b.id)).size).toBe(13);
    for (const b of books) expect(b.cover).toBe(`/covers/${b.id}.svg`);
  });

  it("has ids that are their page's path as is: no escaping, no case to fold", () => {
    for (const b of books) {
      expect(encodeURIComponent(b.id)).toBe(b.id);
      expect(b.id).toBe(b.id.toLowerCase());
      expect(bookUrl(SITE_URL, b.id)).toBe(`${SITE_URL}/books/${b.id}`);
    }
    expect(bookSchema.shape.id.safeParse('the driver’s promise').success).toBe(false);
  });

  it('takes an ISBN-13 with its right check digit, or null, and a retailer link per format', () => {
    const book = books[0]!;
    const parse = (changes: Partial<Book>) => bookSchema.safeParse({ ...book, ...changes }).success;
    expect(parse({ isbn: '9780306406157' })).toBe(true);
    expect(parse({ isbn: null })).toBe(true);
    expect(parse({ isbn: '9780306406158' })).toBe(false);
    expect(parse({ isbn: '978-0-306-40615-7' })).toBe(false);
    expect(parse({ isbn: '0306406152' })).toBe(false);
    expect(parse({ retailLinks: [{ format: 'paperback', retailer: 'Kobo', url: 'https://www.kobo.com/x' }] })).toBe(
      true,
    );
    expect(
      parse({ retailLinks: [{ format: 'scroll', retailer: 'Kobo', url: 'https://www.kobo.com/x' }] } as never),
    ).toBe(false);
    expect(parse({ retailLinks: [{ format: 'ebook', retailer: 'Kobo', url: 'http://www.kobo.com/x' }] })).toBe(false);
  });

  it('prices: three standalones at 4.99, three Veil Song books at 2.99, seven Clinic books not direct', () => {
    const standalones = books.slice(0, 3);
    const veil = books.slice(3, 6);
    const clinic = books.slice(6);
    for (const b of standalones) {
      expect(b.series).toBeNull();
      expect(b.directPurchaseAvailable).toBe(true);
      expect(b.directPrice).toBe(4.99);
    }
    for (const [i, b] of veil.entries()) {
      expect(b.series).toBe('The Veil Song Chronicles');
      expect(b.seriesOrder).toBe(i + 1);
      expect(b.directPurchaseAvailable).toBe(true);
      expect(b.directPrice).toBe(2.99);
    }
    expect(clinic).toHaveLength(7);
    for (const [i, b] of clinic.entries()) {
      expect(b.series).toBe('The Clinic Binge Series');
      expect(b.seriesOrder).toBe(i + 1);
      expect(b.directPurchaseAvailable).toBe(false);
      expect(b.directPrice).toBeNull();
      expect(b.epubFilename).toBeNull();
    }
    expect(books.filter((b) => b.directPrice === 4.99)).toHaveLength(3);
    expect(books.filter((b) => b.directPrice === 2.99)).toHaveLength(3);
    expect(books.filter((b) => !b.directPurchaseAvailable)).toHaveLength(7);
  });

  it('gives a sample link to some books only, and every book is published', () => {
    const withSample = books.filter((b) => b.sampleLink !== null).length;
    expect(withSample).toBeGreaterThan(0);
    expect(withSample).toBeLessThan(13);
    for (const b of books) expect(b.status).toBe('published');
  });

  it('computes pages as wordCount / 250 rounded up', () => {
    expect(pageCount({ wordCount: 250 })).toBe(1);
    expect(pageCount({ wordCount: 251 })).toBe(2);
  });

  it('declares the series for JSON-LD: Veil with 3, Clinic with 7', () => {
    for (const s of bookSeries) expect(bookSeriesSchema.safeParse(s).success).toBe(true);
    const veil = bookSeries.find((s) => s.name === 'The Veil Song Chronicles');
    const clinic = bookSeries.find((s) => s.name === 'The Clinic Binge Series');
    expect(veil?.numberOfBooks).toBe(3);
    expect(clinic?.numberOfBooks).toBe(7);
    const ids = new Set(books.map((b) => b.id));
    for (const s of bookSeries) {
      expect(s.bookIds).toHaveLength(s.numberOfBooks);
      for (const id of s.bookIds) expect(ids.has(id)).toBe(true);
      const inOrder = books.filter((b) => b.series === s.name).map((b) => b.id);
      expect(s.bookIds).toEqual(inOrder);
    }
  });
});

describe('author', () => {
  it('parses, and twitter/instagram are hidden placeholders', () => {
    expect(authorSchema.safeParse(author).success).toBe(true);
    expect(author.name).toBe(AUTHOR_NAME);
    expect(author.social.twitter.placeholder).toBe(true);
    expect(author.social.instagram.placeholder).toBe(true);
    expect(visibleSocialLinks.map((l) => l.label)).toEqual(['Goodreads', 'Amazon', 'Facebook']);
  });
});

describe('site', () => {
  it('has the exact navigation entries', () => {
    expect(navEntries).toEqual(specNavigation());
    for (const e of navEntries) expect(navEntrySchema.safeParse(e).success).toBe(true);
  });

  it('external links parse and have the spec labels', () => {
    for (const link of Object.values(externalLinks)) expect(externalLinkSchema.safeParse(link).success).toBe(true);
    expect(externalLinks.fundraising.label).toBe('Support My Work');
    expect(externalLinks.fundraising.shortLabel).toBe('Support');
    expect(externalLinks.tipJar.label).toBe('Buy Me a Coffee');
    for (const v of Object.values(houseHippoVideos(seedContent))) expect(videoSchema.safeParse(v).success).toBe(true);
  });

  it('footer has the legal links', () => {
    expect(footer.legalLinks).toEqual([
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
    ]);
  });

  it('has the spec UI texts', () => {
    expect(uiText.signup.emailRequiredTitle).toBe('Email Required');
    expect(uiText.signup.emailRequiredDescription).toBe('Please enter your email address.');
    expect(uiText.signup.failedTitle).toBe('Signup Failed');
    expect(uiText.signup.failedFallback).toBe('Signup failed');
    expect(uiText.signup.submit).toBe('Join Now');
    expect(uiText.signup.submitting).toBe('Signing Up...');
    expect(uiText.signup.successHeading).toBe("You're In!");
    expect(uiText.signup.signUpAnother).toBe('Sign Up Another Email');
    expect(uiText.newsletterPrompt.submitting).toBe('Joining...');
    expect(uiText.newsletterPrompt.successTitle).toBe('Welcome!');
    expect(uiText.signup.consent(AUTHOR_NAME)).toMatch(/unsubscribe at any time/i);
    expect(uiText.notFound.heading).toBe('404 Page Not Found');
  });

  it('has SEO metadata for every public route, descriptions ≤160 chars', () => {
    expect(Object.keys(pageMeta).sort()).toEqual([...PUBLIC_ROUTES].sort());
    for (const [path, meta] of Object.entries(pageMeta)) {
      expect(pageMetaSchema.safeParse(meta).success, path).toBe(true);
      expect(meta.path).toBe(path);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
    }
    expect(pageMeta['/signup'].canonical).toBe('/sign-up');
    expect(pageMeta['/sign-up'].canonical).toBe('/sign-up');
    expect(pageMeta['/voss-trials'].canonical).toBe('/voss-trials');
  });

  it('cuts the blog fallback description at 160 characters', () => {
    const meta = blogPostMeta({ title: 'T', slug: 't', excerpt: null, content: 'x'.repeat(500) }, AUTHOR_NAME);
    expect(meta.description).toHaveLength(160);
  });
});

describe('pages', () => {
  it('about parses and has the connect links', () => {
    expect(aboutPageSchema.safeParse(aboutPage).success).toBe(true);
    expect(aboutPage.connect.links.map((l) => l.label)).toEqual(['Author Website', 'Goodreads', 'Amazon', 'Facebook']);
  });

  it('terms: nine sections, dated July 26, 2025', () => {
    expect(legalPageSchema.safeParse(termsPage).success).toBe(true);
    expect(termsPage.sections).toHaveLength(9);
    expect(termsPage.effectiveDate).toBe('July 26, 2025');
    expect(termsPage.lastUpdated).toBe('July 26, 2025');
    expect(termsPage.effectiveDateIso).toBe('2025-07-26');
    const text = allText(termsPage.sections);
    expect(text).toMatch(/Ontario, Canada/);
    expect(termsPage.sections.map((s) => s.id)).toEqual([
      'use-of-the-site',
      'intellectual-property',
      'fictional-disclaimer',
      'newsletter-and-email',
      'no-professional-advice',
      'limitation-of-liability',
      'termination',
      'governing-law',
      'changes-to-the-terms',
    ]);
  });

  it('privacy: same dates, under 13, not sold or rented, MailerLite/AWS, contact in Welland', () => {
    expect(legalPageSchema.safeParse(privacyPage).success).toBe(true);
    expect(privacyPage.effectiveDate).toBe('July 26, 2025');
    expect(privacyPage.lastUpdated).toBe('July 26, 2025');
    const text = allText(privacyPage);
    expect(text).toMatch(/under 13/);
    expect(text).toMatch(/not sell/);
    expect(text).toMatch(/rent/);
    expect(text).toMatch(/MailerLite/);
    expect(text).toMatch(/Amazon Web Services \(AWS\)/);
    expect(text).toMatch(/Welland, Ontario/);
    expect(text).toContain(privacyPage.contact.email);
    for (const right of ['Access', 'Correction', 'Deletion', 'Objection', 'Portability', 'Withdraw consent']) {
      expect(text).toContain(right);
    }
  });

  it('house hippo: formats, hashtag, monthly prize, watch link', () => {
    expect(houseHippoPageSchema.safeParse(houseHippoPage).success).toBe(true);
    expect(houseHippoPage.backLink.href).toBe('/about');
    expect(allText(houseHippoPage.contest.formats)).toMatch(/45 seconds to 1 min 20 sec/);
    expect(allText(houseHippoPage.contest)).toMatch(/#HouseHippo/);
    expect(houseHippoPage.contest.prize).toMatch(/each month.*free book/);
  });

  it('dream team: cards, form texts, toasts, seo', () => {
    const parsed = dreamTeamPageSchema.safeParse(dreamTeamPage);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(dreamTeamPage.cards.map((c) => c.title)).toEqual(['Beta Readers', 'Editors', 'Reviewers']);
    expect(dreamTeamPage.form.submit).toBe('Join the Dream Team');
    expect(dreamTeamPage.form.submitting).toBe('Joining Dream Team...');
    expect(allText(dreamTeamPage.form.success)).toMatch(/fee structure/);
    expect(dreamTeamPage.seo.description.length).toBeLessThanOrEqual(160);
    expect(dreamTeamPage.seo.title).toBe(pageMeta['/voss-trials'].title);
  });
});
