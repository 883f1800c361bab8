import * as z from 'zod';
import { defineRoute, noBody, noParams } from '../define-route';
import {
  checkoutBody,
  checkoutReply,
  libraryParams,
  libraryStoryParams,
  libraryEbookParams,
  libraryReviewCopyParams,
  libraryRequestBody,
  offersReply,
  orderParams,
  WEBHOOK_MAX_BODY_BYTES,
  webhookBody,
  webhookReply,
} from '../sales';

/** A standalone HTML page (frontend/src/ssr/standalone-page.tsx). */
const pageReply = z.string();
/** A file to keep: the bytes, as the route's summary names them. */
const fileReply = z.string();
/** Per client address: a reader buys a book in a few presses; a script starting sessions by the hundred is stopped. */
const CHECKOUT_RATE_LIMIT = { requests: 20, perSeconds: 60 } as const;
/** The thank-you page reloads itself every few seconds while it waits; far above that, far below a hammering script. */
const ORDER_RATE_LIMIT = { requests: 60, perSeconds: 60 } as const;
/** "My books" asked for by address: a reader asks once or twice; each email also draws on the client's confirmation-email budget. */
const LIBRARY_REQUEST_RATE_LIMIT = { requests: 10, perSeconds: 60 } as const;
/** A page of the reader's library, opened by its link's token: reading it counts nothing. */
const libraryReading = {
  body: noBody,
  reply: pageReply,
  grants: ['table:read'],
  answersHead: true,
  rateLimit: ORDER_RATE_LIMIT,
} as const;
/**
 * A Download button: a bodyless form post that counts the download and redirects to the file
 * (ebook:write: a book whose downloads are watermarked gets each reader a copy of their own).
 */
const downloadButton = {
  body: noBody,
  reply: pageReply,
  grants: ['table:write', 'ebook:read', 'ebook:write'],
  accepts: 'form',
  maxBodyBytes: 1024,
  rateLimit: ORDER_RATE_LIMIT,
} as const;

export const salesRoutes = {
  salesOffers: defineRoute({
    method: 'GET',
    path: '/api/sales/offers',
    access: 'public',
    params: noParams,
    body: noBody,
    reply: offersReply,
    grants: ['table:read'],
    summary:
      'The books that can be bought direct now (sold direct in her published site and linked to an uploaded EPUB in Books), with the price their pages show.',
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/api/sales/checkout',
    access: 'public',
    params: noParams,
    body: checkoutBody,
    reply: checkoutReply,
    grants: ['table:read', 'stripe:keys'],
    maxBodyBytes: 1024,
    rateLimit: CHECKOUT_RATE_LIMIT,
    summary:
      'Starts a Stripe Checkout Session for one book at the price its page shows (the request names the book, nothing else): { url } of Stripe’s page. 409 in words for a book not on sale direct (not sold direct in her published site, or no EPUB linked to it in Books), 404 for a book her site does not have; nothing is written.',
  }),
  buyDirect: defineRoute({
    method: 'POST',
    path: '/api/sales/buy',
    access: 'public',
    params: noParams,
    body: checkoutBody,
    reply: pageReply,
    grants: ['table:read', 'stripe:keys'],
    // The Buy Direct button before (and without) JavaScript: a plain form post.
    accepts: 'form',
    maxBodyBytes: 1024,
    rateLimit: CHECKOUT_RATE_LIMIT,
    summary:
      'The Buy Direct button as a form: the same checkout as `checkout`, redirected (303) to Stripe’s page; a page in words when the book is not on sale direct.',
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/sales/stripe-webhook',
    access: 'public',
    params: noParams,
    body: webhookBody,
    reply: webhookReply,
    grants: ['table:write', 'ebook:read', 'ebook:write', 'mail:send', 'stripe:keys'],
    maxBodyBytes: WEBHOOK_MAX_BODY_BYTES,
    summary:
      'Stripe’s events (STRIPE_EVENTS), verified by their signature (400 and nothing written otherwise): a paid checkout (completed, or a later payment succeeded) makes one order, the buyer’s watermarked copy and one receipt email; a later payment failed emails the buyer once; a refund or dispute withdraws the order’s download.',
  }),
  orderPage: defineRoute({
    method: 'GET',
    path: '/api/sales/orders/{ref}',
    access: 'public',
    params: orderParams,
    body: noBody,
    reply: pageReply,
    grants: ['table:read', 'stripe:keys'],
    answersHead: true,
    rateLimit: ORDER_RATE_LIMIT,
    summary:
      'The thank-you page (Checkout’s success_url, by session id, for RETURN_PAGE_MINUTES after payment; then a page pointing to the emailed links), the emailed link (by token) and a "My books" entry: the Download button once the order exists, a page that reloads itself until then. Prints no address but the masked one. Opening it counts nothing.',
  }),
  orderDownload: defineRoute({
    method: 'POST',
    path: '/api/sales/orders/{ref}',
    access: 'public',
    params: orderParams,
    ...downloadButton,
    summary:
      'The order’s Download button: counts (ORDER_MAX_DOWNLOADS per order) and redirects (303) to the buyer’s own watermarked copy, presigned for a few minutes. Refused once the order is refunded or disputed.',
  }),
  libraryForm: defineRoute({
    method: 'GET',
    path: '/api/sales/library',
    access: 'public',
    params: noParams,
    body: noBody,
    reply: pageReply,
    grants: [],
    answersHead: true,
    summary:
      '"My books" (linked from the thank-you page and the receipt): a form asking for the reader’s address, to email it a link to their library.',
  }),
  libraryRequest: defineRoute({
    method: 'POST',
    path: '/api/sales/library',
    access: 'public',
    params: noParams,
    body: libraryRequestBody,
    reply: pageReply,
    grants: ['table:write', 'mail:send'],
    accepts: 'form',
    maxBodyBytes: 1024,
    rateLimit: LIBRARY_REQUEST_RATE_LIMIT,
    summary:
      '"My books" posted: if the address has a library (orders, a confirmed subscription or a review copy), emails it a link to it (LIBRARY_LINK_DAYS; within the caps of confirmation emails, per address and per client). The same page whatever the address.',
  }),
  libraryPage: defineRoute({
    method: 'GET',
    path: '/api/sales/library/{token}',
    access: 'public',
    params: libraryParams,
    ...libraryReading,
    summary:
      "The emailed link to a reader's library (LIBRARY_LINK_DAYS): the free stories, the free ebook, every book the address bought (each with its order's Download button, `orderDownload` by a reference of the entry's own, never a session id, so its bounds and withdrawals hold) and its review copies, as the address has them when the page is opened. Opening it counts nothing. Past its days, the page offers a fresh link by email.",
  }),
  libraryEbookDownload: defineRoute({
    method: 'POST',
    path: '/api/sales/library/{token}/ebooks/{filename}',
    access: 'public',
    params: libraryEbookParams,
    ...downloadButton,
    summary:
      "The library's Download button of the free ebook: counts the reader's download and redirects (303) to the file, presigned for a few minutes (the reader's own watermarked copy when the book's downloads are watermarked). Only for an ebook in the link's library.",
  }),
  libraryReviewCopyDownload: defineRoute({
    method: 'POST',
    path: '/api/sales/library/{token}/review-copies/{campaignId}',
    access: 'public',
    params: libraryReviewCopyParams,
    ...downloadButton,
    summary:
      "The library's Download button of a review copy: the invitation's own download (counted, at most ARC_LINK_MAX_DOWNLOADS, the reader's watermarked copy), redirected (303) to, presigned for minutes, while the invitation's links work. Only for a review copy in the link's library.",
  }),
  storyPage: defineRoute({
    method: 'GET',
    path: '/api/sales/library/{token}/stories/{storyId}',
    access: 'public',
    params: libraryStoryParams,
    ...libraryReading,
    summary:
      "A free story's reading page, opened from the reader's library by its link's token: the whole text, plain HTML and CSS, noindex, with its EPUB download. An unknown or expired token answers as the library page does.",
  }),
  storyEpub: defineRoute({
    method: 'GET',
    path: '/api/sales/library/{token}/stories/{storyId}/epub',
    access: 'public',
    params: libraryStoryParams,
    body: noBody,
    reply: fileReply,
    grants: ['table:read'],
    rateLimit: ORDER_RATE_LIMIT,
    summary:
      "A free story as an EPUB 3 file (application/epub+zip, for e-readers and Send to Kindle), by the library link's token. Only returns the file: a mail scanner that opens it changes nothing.",
  }),
};
