import * as z from 'zod';
import { EBOOK_FILENAME, PER_SUBSCRIBER_LINK_HOURS, SHARED_LINK_HOURS } from './constants';
import { emailAddress } from './email-address';

/**
 * Ebook delivery: the ebooks a download link may lead to, and the shapes of the link and
 * download-email calls (docs/SPEC.md §3, §7). Server and frontend both import this file.
 */

/**
 * The only objects of the ebook bucket a link can reach: filename (the object key) -> the book of
 * hers it is an edition of (its title is her site's, as published: core/downloads/ebook-title.ts).
 * true-veil-blues.epub is the free edition of True Veil (The Veil Song Chronicles, book 1).
 */
export const DELIVERABLE_EBOOKS = {
  [EBOOK_FILENAME]: { bookId: 'true-veil' },
} as const satisfies Record<string, { bookId: string }>;

export type EbookFilename = keyof typeof DELIVERABLE_EBOOKS;
export const EBOOK_FILENAMES = Object.keys(DELIVERABLE_EBOOKS) as [EbookFilename, ...EbookFilename[]];

/** How long a shared link may be made to last, in hours (1 hour to 30 days). */
export const SHARED_LINK_MIN_HOURS = 1;
export const SHARED_LINK_MAX_HOURS = 720;
/**
 * Downloads one link allows (counted by the Download button), so a link cannot be farmed: a
 * reader's personal link like an ebook delivery service's, a shared link for a group.
 * Past the bound the link's page says it is used up and how to get a new one.
 */
export const PERSONAL_LINK_MAX_DOWNLOADS = 5;
export const SHARED_LINK_MAX_DOWNLOADS = 1000;
/** A bulk call names at most this many addresses, in a body of at most 1 MB. */
export const BULK_MAX_RECIPIENTS = 10_000;
export const BULK_MAX_BODY_BYTES = 1024 * 1024;
export { PER_SUBSCRIBER_LINK_HOURS, SHARED_LINK_HOURS };
// Declared where every area may use them; named here too, where the download routes and their callers look.
export { emailAddress };
export { bulkEmailJobProgress, bulkEmailProblem, type BulkEmailJobProgress } from './bulk-email';

export const ebookFilename = z.enum(EBOOK_FILENAMES, {
  error: `Please choose a known ebook: ${EBOOK_FILENAMES.join(', ')}.`,
});

/** Addresses of a bulk call: an invalid one gets its own error entry instead of failing the whole call. */
const subscriberList = z
  .array(z.string({ error: 'Each subscriber must be an email address (text).' }).max(1000), {
    error: 'Please give subscribers as a list of email addresses.',
  })
  .min(1, 'Please give at least one subscriber.')
  .max(BULK_MAX_RECIPIENTS, `Please send at most ${BULK_MAX_RECIPIENTS} subscribers at a time.`);

export const generateLinkBody = z.strictObject({ email: emailAddress, filename: ebookFilename });
export const bulkGenerateLinksBody = z.strictObject({ subscribers: subscriberList, filename: ebookFilename });
export const sharedLinkBody = z.strictObject({
  filename: ebookFilename,
  /** Absent means SHARED_LINK_HOURS. */
  hoursToExpire: z
    .number({ error: 'hoursToExpire must be a whole number of hours.' })
    .int('hoursToExpire must be a whole number of hours.')
    .min(SHARED_LINK_MIN_HOURS, `A shared link lasts at least ${SHARED_LINK_MIN_HOURS} hour.`)
    .max(SHARED_LINK_MAX_HOURS, `A shared link lasts at most ${SHARED_LINK_MAX_HOURS} hours (30 days).`)
    .optional(),
});
export const sendDownloadEmailBody = z.strictObject({ email: emailAddress, filename: ebookFilename });
export const sendBulkDownloadEmailsBody = z.strictObject({
  subscribers: subscriberList,
  filename: ebookFilename,
  /** Only readers who have not had this ebook (by the confirmation's send or an earlier bulk send). */
  onlyNotHad: z.boolean({ error: 'onlyNotHad is true or false.' }).optional(),
});

/**
 * The author's settings of the free ebook: whether a reader who confirms is sent it at once (the
 * default), once.
 */
export const freeEbookSettings = z.strictObject({
  sendOnConfirm: z.boolean({ error: 'sendOnConfirm is true or false.' }),
});
export type FreeEbookSettings = z.infer<typeof freeEbookSettings>;
export const FREE_EBOOK_DEFAULTS: FreeEbookSettings = { sendOnConfirm: true };

/** A per-subscriber link (docs/SPEC.md §3 "Download link result"). `expiresIn` is in seconds. */
export const downloadLink = z.object({
  email: z.string(),
  downloadUrl: z.string(),
  expiresIn: z.number().int(),
  /** When the link stops working (ISO 8601). */
  expiresAt: z.string(),
});
/** A subscriber of a bulk call who got no link, with the reason (shown in red by the page). */
export const downloadLinkError = z.object({ email: z.string(), error: z.string() });
export type DownloadLink = z.infer<typeof downloadLink>;
export type DownloadLinkError = z.infer<typeof downloadLinkError>;

export const bulkLinksReply = z.object({
  links: z.array(z.union([downloadLink, downloadLinkError])),
  /** Entries in `links`, one per distinct address given. */
  count: z.number().int(),
});
export const sharedLinkReply = z.object({ downloadUrl: z.string(), expiresAt: z.string() });
export const sendDownloadEmailReply = z.object({
  email: z.string(),
  messageId: z.string(),
  /** The link to the reader's library the email carries, and its expiry. */
  libraryUrl: z.string(),
  expiresAt: z.string(),
});

export const bulkEmailJobParams = z.strictObject({ jobId: z.string().min(1).max(100) });
export const bulkEmailJobStarted = z.object({
  jobId: z.string(),
  /** Distinct addresses in the job. */
  total: z.number().int(),
  /** On a retry: how many failed recipients are being tried again. */
  retrying: z.number().int().optional(),
});
