import { AUTHOR_NAME, CONTACT_EMAIL } from '@content/author';
import { EPUB_READING_HELP } from '@content/site';
import { pathOf } from '../../contract/define-route';
import { ARC_LINK_MAX_DOWNLOADS } from '../../contract/arc';
import { CONSENT } from '../../contract/mailing-list';
import { routes } from '../../contract/routes';
import {
  LIBRARY_LINK_DAYS,
  ORDER_MAX_DOWNLOADS,
  RETURN_PAGE_MINUTES,
  THANK_YOU_REFRESH_SECONDS,
} from '../../contract/sales';
import { formatExpiry } from '../../core/downloads/expiry';
import { formatDeadline } from '../../contract/deadline';
import type { Library, LibraryEbook, LibraryEntry, LibraryReviewCopy, OpenLibrary } from '../../core/sales/library';
import type { OrderLookup } from '../../core/sales/orders';
import { maskEmail } from '../../lib/email-address';
import { html, htmlPage, NO_REFERRER } from '../../lib/html-page';
import { Reply } from '../route-handler';
import { freeStoriesSection } from './story-pages';

/**
 * The order's pages: the thank-you page Stripe returns the buyer to and the link in the
 * receipt. Each works without JavaScript; the only action is the Download button (a form post, so
 * mail scanners that open links count nothing), and the waiting page reloads itself.
 */

const contact = html`<a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a>`;

/**
 * The mailing list, offered, never assumed: the sign-up asks the reader to confirm by email (double
 * opt-in). The address is left for the reader to type: the page opens by an id that also sits in
 * browser history, so it never prints the buyer's address.
 */
const signupForm = html`<form method="post" action="${pathOf(routes.mailingListSignup)}"><p><label for="signup-email">Email address</label><br><input id="signup-email" name="email" type="email" autocomplete="email" required></p>
<p><small>${CONSENT.text}</small></p><button type="submit">Sign me up</button></form>`;
const listOffer = html`<h2>Hear about the next book?</h2>
<p>Buying did not put you on any mailing list. If you would like to hear when the next book is out, sign up here; we will email you a link to confirm first.</p>
${signupForm}`;
/** The library of an address that never signed up: the free stories are the list's gift, offered with its sign-up. */
const freeStoriesOffer = html`<h2>Free stories</h2>
<p>The short stories are a gift to readers on ${AUTHOR_NAME}’s list. Sign up here and confirm from the email we send you: they then wait in this library, to read here or download for your e-reader.</p>
${signupForm}`;

const withdrawnBecause = (order: LibraryEntry['order']) =>
  order.state === 'disputed' ? 'the payment is disputed with the card issuer' : 'the payment was refunded';

const myBooks = html`<p>Every book you buy here is in <a href="${pathOf(routes.libraryForm)}">My books</a>, by your email address.</p>`;

export function orderPage(ref: string, lookup: OrderLookup): Reply {
  const self = pathOf(routes.orderPage, { ref });
  switch (lookup.state) {
    case 'waiting': {
      const page = htmlPage(
        200,
        'Preparing your book',
        html`<h1>Thank you! Your book is on its way</h1><p role="status">Your payment went through. We are preparing your own copy, which usually takes a few seconds. This page updates itself; if it does not, <a href="${self}">reload it</a>.</p><p>We are also emailing you a receipt with a lasting link to the book.</p>`,
      );
      // Refresh: the waiting page reloads itself without JavaScript, as a meta refresh would.
      return new Reply(page.statusCode, page.body, { ...page.headers, refresh: String(THANK_YOU_REFRESH_SECONDS) });
    }
    case 'ready': {
      const { order } = lookup;
      const left = ORDER_MAX_DOWNLOADS - order.downloads;
      return htmlPage(
        200,
        `Download ${order.title}`,
        html`<h1>${lookup.byLink ? order.title : 'Thank you for your purchase'}</h1><p>Your own copy of <strong>${order.title}</strong> is ready. Its first page carries your name. ${EPUB_READING_HELP}</p>
<form method="post" action="${self}"><button type="submit">Download ${order.title}</button></form>
<p>${left} of ${ORDER_MAX_DOWNLOADS} downloads left. ${lookup.byLink ? 'This link is yours to keep.' : `This page works for ${RETURN_PAGE_MINUTES} minutes; the receipt we sent to ${maskEmail(order.email)} has a link to your book that is yours to keep.`}</p>
${myBooks}
${lookup.byLink ? '' : listOffer}`,
      );
    }
    case 'used-up':
      return htmlPage(
        410,
        'Downloads used up',
        html`<h1>All downloads of this book have been used</h1><p>Your copy of <strong>${lookup.order.title}</strong> allows ${ORDER_MAX_DOWNLOADS} downloads, and all of them have been used. If you need it again, write to ${contact} and we will help.</p>`,
      );
    case 'withdrawn':
      return htmlPage(
        410,
        'Download withdrawn',
        html`<h1>This download is no longer available</h1><p>The download of <strong>${lookup.order.title}</strong> was withdrawn because ${withdrawnBecause(lookup.order)}. If you think this is a mistake, write to ${contact}.</p>`,
      );
    case 'processing':
      return htmlPage(
        200,
        'Payment on its way',
        html`<h1>Thank you! Your payment is on its way</h1><p role="status">You paid in a way that takes a few days to clear, such as a bank debit. As soon as it clears we email you a receipt with the link to your own copy; if it does not go through, we email you too, and nothing is charged.</p>${myBooks}`,
      );
    case 'failed':
      return htmlPage(
        409,
        'Payment did not go through',
        html`<h1>The payment did not go through</h1><p>Your bank did not complete it, so nothing was charged and no book was sent. You can <a href="/books">go back to the books</a> and press Buy Direct again.</p>`,
      );
    case 'closed':
      return htmlPage(
        410,
        'Open your book from your email',
        html`<h1>Open your book from your email</h1><p>This page opens your order only for ${RETURN_PAGE_MINUTES} minutes after payment, because its address stays in the browser’s history. Your book is still yours: open the link in the receipt we emailed you (it is yours to keep), or ask <a href="${pathOf(routes.libraryForm)}">My books</a> to email you a link to every book you bought here.</p>`,
      );
    case 'unpaid':
      return htmlPage(
        409,
        'Payment not finished',
        html`<h1>The payment was not finished</h1><p>Nothing was charged. You can <a href="/books">go back to the books</a> and press Buy Direct again.</p>`,
      );
    case 'unknown':
      return htmlPage(
        404,
        'Order not recognised',
        html`<h1>We don’t recognise this order link</h1><p>It may have been copied incompletely. Please open the link from your receipt email again. If it still does not work, write to ${contact} and we will help.</p>`,
      );
  }
}

// ---- "My books": the reader's library ---------------------------------------------------------

/** The one form that emails a fresh link: one field, one press, a plain post that works without JavaScript. */
const libraryForm = html`<form method="post" action="${pathOf(routes.libraryRequest)}"><p><label for="library-email">Email address</label><br><input id="library-email" name="email" type="email" autocomplete="email" required></p>
<button type="submit">Email me a link</button></form>`;

const libraryFormIntro = html`<p>Type the email address you signed up or bought with, and we will email it a link to your library: the free stories, your free ebook, every book you bought here and your review copies. The link works for ${LIBRARY_LINK_DAYS} days.</p>`;

/** GET /api/sales/library: the form. */
export const libraryFormPage = () =>
  htmlPage(200, 'My books', html`<h1>My books</h1>${libraryFormIntro}${libraryForm}`);

/** The form posted: the same words whatever the address, so the page never tells who signed up or bought. */
export const librarySentPage = () =>
  htmlPage(
    200,
    'Check your inbox',
    html`<h1>Check your inbox</h1><p>If that address has a library here (it signed up, or bought a book), a link to it is on its way there. It works for ${LIBRARY_LINK_DAYS} days. Nothing arrived? Check the spam folder, or try the other address you may have used, in a few minutes.</p>`,
  );

function libraryEntry({ ref, order, lookup }: LibraryEntry) {
  const heading = html`<h3>${order.title}</h3>`;
  const bought = html`Bought on ${formatExpiry(new Date(order.createdAt))}.`;
  switch (lookup.state) {
    case 'ready':
      return html`${heading}<p>${bought} ${ORDER_MAX_DOWNLOADS - order.downloads} of ${ORDER_MAX_DOWNLOADS} downloads left.</p>
<form method="post" action="${pathOf(routes.orderDownload, { ref })}"><button type="submit">Download ${order.title}</button></form>`;
    case 'used-up':
      return html`${heading}<p>${bought} All ${ORDER_MAX_DOWNLOADS} downloads of this copy have been used; write to ${contact} if you need it again.</p>`;
    case 'withdrawn':
      return html`${heading}<p>${bought} Its download was withdrawn because ${withdrawnBecause(order)}.</p>`;
    default:
      return html`${heading}<p>${bought} Your copy is still being prepared: reload this page in a moment.</p>`;
  }
}

const freeEbookEntry = (token: string) => (ebook: LibraryEbook) =>
  html`<h3>${ebook.title}</h3><p>Your free ebook, as an EPUB.</p>
<form method="post" action="${pathOf(routes.libraryEbookDownload, { token, filename: ebook.filename })}"><button type="submit">Download ${ebook.title}</button></form>`;

const reviewCopyEntry =
  (token: string) =>
  ({ round }: LibraryReviewCopy) =>
    html`<h3>${round.bookTitle}</h3><p>Your advance review copy, with your name on its first page. Reviews are due by ${formatDeadline(round.deadline)}; the review form is on the page your invitation email links to.</p>
<form method="post" action="${pathOf(routes.libraryReviewCopyDownload, { token, campaignId: round.id })}"><button type="submit">Download ${round.bookTitle}</button></form>`;

function openLibraryPage(library: OpenLibrary, token: string): Reply {
  const ebooks = library.ebooks.length
    ? html`<h2>Your free ebook</h2>${library.ebooks.map(freeEbookEntry(token))}`
    : '';
  const bought = library.entries.length ? html`<h2>Books you bought</h2>${library.entries.map(libraryEntry)}` : '';
  const review = library.reviewCopies.length
    ? html`<h2>Review copies</h2>${library.reviewCopies.map(reviewCopyEntry(token))}`
    : '';
  return htmlPage(
    200,
    'Your library',
    html`<h1>Your library</h1><p>Everything you have from ${AUTHOR_NAME}, in one place. ${EPUB_READING_HELP}</p>${library.stories ? freeStoriesSection(token) : freeStoriesOffer}${ebooks}${bought}${review}
<p><small>This link opens your library for ${LIBRARY_LINK_DAYS} days from when it was sent; after that, the page it opens emails you a fresh one.</small></p>`,
  );
}

/** GET /api/sales/library/{token}: the reader's library; past its days, the form that emails a fresh link. */
export function libraryPage(library: Library, token: string): Reply {
  switch (library.state) {
    case 'unknown':
      return htmlPage(
        404,
        'Link not recognised',
        html`<h1>We don’t recognise this link</h1><p>It may have been copied incompletely. Type your email address and we will send you a fresh link to your library.</p>${libraryForm}`,
      );
    case 'expired':
      return htmlPage(
        410,
        'Link expired',
        html`<h1>This link has expired</h1><p>Links to your library work for ${LIBRARY_LINK_DAYS} days. Your stories and books are still yours: type your email address and we will send you a fresh link.</p>${libraryForm}`,
      );
    case 'moved':
      return htmlPage(
        410,
        'Your library moved',
        html`<h1>Your library moved with your address</h1><p>You changed your email address, and your stories and books went with it. Type your new address and we will send you a link to your library there.</p>${libraryForm}`,
      );
    case 'open':
      return openLibraryPage(library, token);
  }
}

const backToLibrary = (token: string) =>
  html`Your other stories and books are in <a href="${pathOf(routes.libraryPage, { token })}">your library</a>.`;

/** Something the library does not hold, asked for by a link that opens it: a 404 that leads back to the library. */
const notFoundInLibrary = (title: string, heading: string, token: string) =>
  htmlPage(404, title, html`<h1>${heading}</h1><p>It may have been renamed or taken down. ${backToLibrary(token)}</p>`);

/** A story asked for by a link that does not open: the library page's own words, or a story the catalogue lacks. */
export function storyNotOpen(state: 'unknown' | 'expired' | 'no-story', token: string): Reply {
  if (state !== 'no-story') return libraryPage({ state }, token);
  return notFoundInLibrary('Story not found', 'We can’t find that story', token);
}

/** A free ebook this library does not hold. */
export const notInLibrary = (token: string) =>
  notFoundInLibrary('Ebook not found', 'That ebook is not in your library', token);

/** A review copy this library does not hold (never given, or withdrawn). */
export const reviewCopyNotInLibrary = (token: string) =>
  notFoundInLibrary('Review copy not found', 'That review copy is not in your library', token);

/** A review copy whose round is over: its links, and so its download, have ended. */
export const reviewCopyEnded = (title: string, token: string) =>
  htmlPage(
    410,
    'Review copy ended',
    html`<h1>The review period for ${title} has ended</h1><p>Its review copy can no longer be downloaded. If you need it, write to ${contact}. ${backToLibrary(token)}</p>`,
  );

/** A review copy downloaded as many times as an invitation allows. */
export const reviewCopyUsedUp = (title: string, token: string) =>
  htmlPage(
    410,
    'Downloads used up',
    html`<h1>Downloads used up</h1><p>All ${ARC_LINK_MAX_DOWNLOADS} downloads of your review copy of ${title} have been used. If you need it again, write to ${contact}. ${backToLibrary(token)}</p>`,
  );

/** A library Download press that may give the file: the redirect to its short-lived URL. */
export const fileRedirect = (url: string) =>
  new Reply(303, '', { location: url, 'cache-control': 'no-store', ...NO_REFERRER });
