import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicContentOf } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import type { ReviewCopyLookup } from '../../functions/core/arc/review-copy';
import type { PreferencesState } from '../../functions/core/mailing-list/preferences';
import type { FoundLink } from '../../functions/core/downloads/links';
import type { LibraryEntry, OpenLibrary } from '../../functions/core/sales/library';
import { listShortStories } from '../../functions/core/stories/list-short-stories';
import type { OrderItem } from '../../functions/entities/order';
import type { ArcRoundItem } from '../../functions/entities/arc-round';
import type { InviteItem } from '../../functions/entities/arc-invite';
import type { EbookItem } from '../../functions/entities/arc-ebook';
import type { DownloadLinkItem } from '../../functions/entities/download-link';
import { formPagesOf, lazyPages } from '../../functions/http/token-pages';
import type { Reply } from '../../functions/lib/reply';
import { readerView } from '../support/reader-view';

/**
 * Every page behind an emailed link (confirm, unsubscribe, preferences, change of address, order,
 * library, story, download, review copy) and the words page a form post gets, in each state its
 * handler computes: its status, headers and what the reader gets from it (`readerView`: every
 * word, link, form and field), as `test/fixtures/token-pages.json` holds them. The fixture is the
 * pages of 49f5d25, before React rendered them, so the React pages say exactly what those said. A
 * change to what a page says is made on purpose by writing the fixture again:
 * `UPDATE_TOKEN_PAGES=1 npx vitest run --project unit test/unit/token-pages.test.ts`.
 */
const FIXTURE = 'test/fixtures/token-pages.json';

const token = 'tok3n';
const email = 'reader@example.com';
const to = 'new.address@example.org';
const at = '2026-03-14T15:00:00.000Z';

const order = (over: Partial<OrderItem> = {}) =>
  ({ title: "The Driver's Promise", email, createdAt: at, downloads: 1, state: 'paid', ...over }) as OrderItem;
const entry = (lookup: LibraryEntry['lookup'], over: Partial<OrderItem> = {}): LibraryEntry => ({
  ref: `${token}.ref`,
  order: order(over),
  lookup,
});
const round = {
  id: 'round-1',
  bookTitle: 'Voss Trials',
  deadline: '2026-04-30',
  instructions: 'Say what you felt, & be honest <really>.',
  platforms: ['goodreads', 'amazon'],
} as unknown as ArcRoundItem;
const invite = (over: Partial<InviteItem> = {}) =>
  ({ name: "Ann O'Neil", downloads: 1, reviews: [], ...over }) as unknown as InviteItem;
/** A review copy as the lookup finds it: the cover is the published book's it wears (none without one). */
const valid = (over: Partial<InviteItem> = {}, coverBookId: string | undefined = 'voss-trials'): ReviewCopyLookup => ({
  state: 'valid',
  round,
  invite: invite(over),
  book: { coverBookId } as EbookItem,
  ...(coverBookId ? { cover: `/covers/${coverBookId}.svg` } : {}),
});
const link = (kind: DownloadLinkItem['kind'], state: FoundLink['state'] = 'valid'): FoundLink => ({
  state,
  title: 'True Veil Blues',
  link: { kind, validUntil: at } as DownloadLinkItem,
});
const library = (over: Partial<OpenLibrary> = {}): OpenLibrary => ({
  state: 'open',
  entries: [],
  ebooks: [],
  reviewCopies: [],
  stories: listShortStories(publicContentOf(seedContent).stories),
  ...over,
});
const ready: Extract<PreferencesState, { state: 'ready' }> = {
  state: 'ready',
  email,
  name: 'Ann & <Bo>',
  groups: [GROUP_VORACIOUS_READERS],
};
/** A story of the catalogue with a short text of its own, so the fixture holds the page, not the story. */
const story = {
  story: listShortStories(publicContentOf(seedContent).stories)[0]!,
  text: { paragraphs: ['The lamps lit themselves.', 'She said: "Tomorrow" & <meant> it.'], sample: false },
};
const move = { from: email, to };

// The pages as the handlers answer with them, naming her as the seed publishes her.
const seedAuthor = async () => seedContent.author;
const mailingList = await lazyPages(() => import('../../frontend/src/ssr/mailing-list-pages'), seedAuthor)();
const sales = await lazyPages(() => import('../../frontend/src/ssr/sales-pages'), seedAuthor)();
const downloads = await lazyPages(() => import('../../frontend/src/ssr/download-pages'), seedAuthor)();
const { storyPage } = await lazyPages(() => import('../../frontend/src/ssr/story-pages'), seedAuthor)();
const { reviewCopyPage } = await lazyPages(() => import('../../frontend/src/ssr/review-copy-pages'), seedAuthor)();
const formPages = formPagesOf(seedAuthor);

type Case = [string, () => Reply | Promise<Reply>];
const cases: Case[] = [
  // Confirmation and unsubscribe links.
  ['confirm: unknown', () => mailingList.confirmationPage(token, { state: 'unknown' }, false)],
  ['confirm: expired', () => mailingList.confirmationPage(token, { state: 'expired' }, false)],
  ['confirm: ready', () => mailingList.confirmationPage(token, { state: 'ready', email }, false)],
  [
    'confirm: pressed',
    () => mailingList.confirmationPage(token, { state: 'done', email, libraryPath: '/lib/x' }, true),
  ],
  ['confirm: pressed, no library', () => mailingList.confirmationPage(token, { state: 'done', email }, true)],
  ['confirm: already', () => mailingList.confirmationPage(token, { state: 'done', email }, false)],
  ['unsubscribe: unknown', () => mailingList.unsubscribePage(token, { state: 'unknown' })],
  ['unsubscribe: ready', () => mailingList.unsubscribePage(token, { state: 'ready', email })],
  ['unsubscribe: ready, old', () => mailingList.unsubscribePage(token, { state: 'ready', email, old: true })],
  ['unsubscribe: done', () => mailingList.unsubscribePage(token, { state: 'done', email })],
  ['unsubscribe: done, old', () => mailingList.unsubscribePage(token, { state: 'done', email, old: true })],
  // Preferences.
  ['preferences: unknown', () => mailingList.preferencesPage(token, { state: 'unknown' }, false)],
  ['preferences: old', () => mailingList.preferencesPage(token, { state: 'old' }, false)],
  ['preferences: pending', () => mailingList.preferencesPage(token, { state: 'pending', email }, false)],
  ['preferences: suppressed', () => mailingList.preferencesPage(token, { state: 'suppressed', email }, false)],
  ['preferences: unsubscribed', () => mailingList.preferencesPage(token, { state: 'unsubscribed', email }, false)],
  ['preferences: leaving', () => mailingList.preferencesPage(token, { state: 'leaving', email }, true)],
  ['preferences: ready', () => mailingList.preferencesPage(token, ready, false)],
  [
    'preferences: saved, both lists, no name',
    () =>
      mailingList.preferencesPage(
        token,
        { ...ready, name: null, groups: [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM] },
        true,
      ),
  ],
  [
    'preferences: new address refused',
    () =>
      mailingList.emailChangeRequestPage(token, {
        state: 'invalid',
        message: 'That is the address you have now. Type the new one.',
        preferences: ready,
      }),
  ],
  ['preferences: new address sent', () => mailingList.emailChangeRequestPage(token, { state: 'sent', to })],
  ['preferences: new address, link unknown', () => mailingList.emailChangeRequestPage(token, { state: 'unknown' })],
  ['subscribe again: asked', () => mailingList.subscribeAgainPage(token, { state: 'asked', email })],
  ['subscribe again: unknown', () => mailingList.subscribeAgainPage(token, { state: 'unknown' })],
  // A change of address.
  ['change: unknown', () => mailingList.emailChangePage(token, { state: 'unknown' })],
  ['change: expired', () => mailingList.emailChangePage(token, { state: 'expired' })],
  ['change: taken', () => mailingList.emailChangePage(token, { state: 'taken', to })],
  ['change: ready', () => mailingList.emailChangePage(token, { state: 'ready', ...move })],
  ['change: asked', () => mailingList.emailChangePage(token, { state: 'asked', ...move })],
  ['change: held', () => mailingList.emailChangePage(token, { state: 'held', ...move })],
  ['change: approve', () => mailingList.emailChangePage(token, { state: 'approve', ...move })],
  ['change: done', () => mailingList.emailChangePage(token, { state: 'done', to })],
  // An order's page.
  ['order: waiting', () => sales.orderPage('ref1', { state: 'waiting', byLink: false })],
  ['order: ready', () => sales.orderPage('ref1', { state: 'ready', order: order(), byLink: false })],
  ['order: ready, by link', () => sales.orderPage('ref1', { state: 'ready', order: order(), byLink: true })],
  ['order: used up', () => sales.orderPage('ref1', { state: 'used-up', order: order({ downloads: 5 }), byLink: true })],
  [
    'order: withdrawn, disputed',
    () => sales.orderPage('ref1', { state: 'withdrawn', order: order({ state: 'disputed' }), byLink: true }),
  ],
  [
    'order: withdrawn, refunded',
    () => sales.orderPage('ref1', { state: 'withdrawn', order: order({ state: 'refunded' }), byLink: true }),
  ],
  ['order: processing', () => sales.orderPage('ref1', { state: 'processing' })],
  ['order: failed', () => sales.orderPage('ref1', { state: 'failed' })],
  ['order: closed', () => sales.orderPage('ref1', { state: 'closed' })],
  ['order: unpaid', () => sales.orderPage('ref1', { state: 'unpaid' })],
  ['order: unknown', () => sales.orderPage('ref1', { state: 'unknown' })],
  // The library.
  ['library: form', () => sales.libraryFormPage()],
  ['library: sent', () => sales.librarySentPage()],
  ['library: unknown', () => sales.libraryPage({ state: 'unknown' }, token)],
  ['library: expired', () => sales.libraryPage({ state: 'expired' }, token)],
  ['library: moved', () => sales.libraryPage({ state: 'moved' }, token)],
  ['library: stories only', () => sales.libraryPage(library(), token)],
  [
    'library: everything, never signed up',
    () =>
      sales.libraryPage(
        library({
          stories: null,
          ebooks: [{ filename: 'true-veil-blues.epub', title: 'True Veil Blues' }],
          entries: [
            entry({ state: 'ready', order: order(), byLink: true }),
            entry({ state: 'used-up', order: order(), byLink: true }, { downloads: 5 }),
            entry({ state: 'withdrawn', order: order(), byLink: true }, { state: 'refunded' }),
            entry({ state: 'waiting', byLink: true }),
          ],
          reviewCopies: [{ invite: invite(), round }],
        }),
        token,
      ),
  ],
  ['library: story unknown', () => sales.storyNotOpen('unknown', token)],
  ['library: no such story', () => sales.storyNotOpen('no-story', token)],
  ['library: ebook not in it', () => sales.notInLibrary(token)],
  ['library: review copy not in it', () => sales.reviewCopyNotInLibrary(token)],
  ['library: review copy ended', () => sales.reviewCopyEnded('Voss Trials', token)],
  ['library: review copy used up', () => sales.reviewCopyUsedUp('Voss Trials', token)],
  ['story', () => storyPage(token, story)],
  ['story: a sample', () => storyPage(token, { ...story, text: { ...story.text, sample: true } })],
  // A download link.
  ['download: ready', () => downloads.downloadLinkPage(token, link('subscriber'))],
  ['download: unknown', () => downloads.refusedPage({ state: 'unknown' })],
  ['download: used up, own link', () => downloads.refusedPage(link('subscriber', 'used-up') as never)],
  ['download: used up, shared link', () => downloads.refusedPage(link('shared', 'used-up') as never)],
  ['download: expired, own link', () => downloads.refusedPage(link('subscriber', 'expired') as never)],
  ['download: expired, shared link', () => downloads.refusedPage(link('shared', 'expired') as never)],
  ['download: unavailable', () => downloads.unavailablePage(link('subscriber'))],
  // A review copy.
  ['review copy: unknown', () => reviewCopyPage(token, { state: 'unknown' })],
  ['review copy: expired', () => reviewCopyPage(token, { state: 'expired', round })],
  ['review copy: withdrawn', () => reviewCopyPage(token, { state: 'withdrawn', round })],
  ['review copy: ready', () => reviewCopyPage(token, valid())],
  [
    'review copy: used up, no cover, no name, no instructions',
    () =>
      reviewCopyPage(
        token,
        {
          ...(valid({ downloads: 3, name: undefined }, undefined) as object),
          round: { ...round, instructions: '' },
        } as ReviewCopyLookup,
        { usedUp: true },
      ),
  ],
  [
    'review copy: thanks',
    () =>
      reviewCopyPage(
        token,
        valid({ reviews: [{ platform: 'goodreads', url: 'https://goodreads.example/r?a=1&b=2' }] } as never),
        { thanks: true },
      ),
  ],
  ['review copy: full', () => reviewCopyPage(token, valid(), { full: true })],
  [
    'review copy: refused address',
    () => reviewCopyPage(token, valid(), { problem: 'That is not a web address.', given: 'not "a" url' }, 400),
  ],
  // A form post's answer in words.
  ['words page', () => formPages.wordsPage(400, 'Please try again', 'Give an address like "a@b.c" & try again.')],
];

interface Seen {
  status: number;
  headers: Record<string, string>;
  view: string;
}
const seen = async (make: Case[1]): Promise<Seen> => {
  const reply = await make();
  return { status: reply.statusCode, headers: reply.headers, view: readerView(String(reply.body)) };
};

if (process.env.UPDATE_TOKEN_PAGES === '1') {
  const all: Record<string, Seen> = {};
  for (const [name, make] of cases) all[name] = await seen(make);
  writeFileSync(FIXTURE, `${JSON.stringify(all, null, 2)}\n`);
}
const expected = existsSync(FIXTURE) ? (JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, Seen>) : {};

describe('the token pages', () => {
  it('are the pages the fixture holds', () => {
    expect(cases.map(([name]) => name).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(cases)('%s: keeps its status, headers, words, links and forms', async (name, make) => {
    expect(await seen(make)).toEqual(expected[name]);
  });
});
