import { CONTACT_EMAIL } from '@content/author';
import { EPUB_READING_HELP } from '@content/site';
import { pathOf } from '../../contract/define-route';
import { CONSENT } from '../../contract/mailing-list';
import { routes } from '../../contract/routes';
import {
  LIBRARY_LINK_HOURS,
  ORDER_MAX_DOWNLOADS,
  RETURN_PAGE_MINUTES,
  THANK_YOU_REFRESH_SECONDS,
} from '../../contract/sales';
import { formatExpiry } from '../../core/downloads/expiry';
import type { Library, LibraryEntry } from '../../core/sales/library';
import type { OrderLookup } from '../../core/sales/orders';
import { maskEmail } from '../../lib/email-address';
import { html, htmlPage } from '../../lib/html-page';
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
const listOffer = html`<h2>Hear about the next book?</h2>
<p>Buying did not put you on any mailing list. If you would like to hear when the next book is out, sign up here; we will email you a link to confirm first.</p>
<form method="post" action="${pathOf(routes.mailingListSignup)}"><p><label for="signup-email">Email address</label><br><input id="signup-email" name="email" type="email" autocomplete="email" required></p>
<p><small>${CONSENT.text}</small></p><button type="submit">Sign me up</button></form>`;

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

// ---- "My books" -------------------------------------------------------------------------------

const libraryForm = html`<p>Type the email address you bought with, and we will email it a link to every book bought with it, each with its Download button. The link works for ${LIBRARY_LINK_HOURS} hours.</p>
<form method="post" action="${pathOf(routes.libraryRequest)}"><p><label for="library-email">Email address</label><br><input id="library-email" name="email" type="email" autocomplete="email" required></p>
<button type="submit">Email me my books</button></form>`;

/** GET /api/sales/library: the form. */
export const libraryFormPage = () => htmlPage(200, 'My books', html`<h1>My books</h1>${libraryForm}`);

/** The form posted: the same words whatever the address, so the page never tells who bought. */
export const librarySentPage = () =>
  htmlPage(
    200,
    'Check your inbox',
    html`<h1>Check your inbox</h1><p>If books were bought here with that address, a link to them is on its way there. It works for ${LIBRARY_LINK_HOURS} hours. Nothing arrived? Check the spam folder, or the address you bought with, and ask again in a few minutes.</p>`,
  );

function libraryEntry({ ref, order, lookup }: LibraryEntry) {
  const heading = html`<h2>${order.title}</h2>`;
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

/** GET /api/sales/library/{token}: every book of the address; each button is its order's Download; then the free stories. */
export function libraryPage(library: Library, token: string): Reply {
  switch (library.state) {
    case 'unknown':
      return htmlPage(
        404,
        'Link not recognised',
        html`<h1>We don’t recognise this link</h1><p>It may have been copied incompletely. Ask for a new one below.</p>${libraryForm}`,
      );
    case 'expired':
      return htmlPage(
        410,
        'Link expired',
        html`<h1>This link has expired</h1><p>Links to your books work for ${LIBRARY_LINK_HOURS} hours. Ask for a new one below.</p>${libraryForm}`,
      );
    case 'open':
      return htmlPage(
        200,
        'My books',
        html`<h1>My books</h1><p>${EPUB_READING_HELP}</p>${library.entries.map(libraryEntry)}${freeStoriesSection(token)}`,
      );
  }
}

/** A story asked for by a link that does not open: the library page's own words, or a story the catalogue lacks. */
export function storyNotOpen(state: 'unknown' | 'expired' | 'no-story', token: string): Reply {
  if (state !== 'no-story') return libraryPage({ state }, token);
  return htmlPage(
    404,
    'Story not found',
    html`<h1>We can’t find that story</h1><p>It may have been renamed or taken down. Your other stories and books are in <a href="${pathOf(routes.libraryPage, { token })}">your library</a>.</p>`,
  );
}
