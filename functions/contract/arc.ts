import * as z from 'zod';
import type { Book } from '@content/schemas';
import { ARC_ROLE_LABELS, ARC_ROLES, DEFAULT_ARC_ROLE, type ArcRole } from './constants';
import { emailAddress } from './downloads';
import { bookId } from './sales';

/**
 * The Dream Team, the author's advance readers: applications, the author's uploaded books, ARC
 * rounds with a private link per reader, and the leak lookup. Server and admin import this file.
 */

/** The roles of the Dream Team page's three cards, as a reader asks for one. */
export { ARC_ROLE_LABELS, ARC_ROLES, DEFAULT_ARC_ROLE, type ArcRole };
export const arcRole = z.enum(ARC_ROLES, { error: `The role is one of: ${ARC_ROLES.join(', ')}.` });

/** An application's state: waiting for the author, or her decision. */
export const APPLICATION_STATES = ['pending', 'approved', 'declined', 'waitlisted'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const APPLICATION_DECISIONS = ['approved', 'declined', 'waitlisted'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];
export const NOTE_MAX_LENGTH = 1000;

/** Where a reader posts a review. */
export const ARC_PLATFORMS = ['goodreads', 'amazon', 'bookbub', 'blog'] as const;
export type ArcPlatform = (typeof ARC_PLATFORMS)[number];
export const ARC_PLATFORM_LABELS: Record<ArcPlatform, string> = {
  goodreads: 'Goodreads',
  amazon: 'Amazon',
  bookbub: 'BookBub',
  blog: 'A blog',
};
const arcPlatform = z.enum(ARC_PLATFORMS, { error: `A platform is one of: ${ARC_PLATFORMS.join(', ')}.` });

/**
 * An uploaded EPUB's largest size. The presigned upload's policy holds S3 to it in the cloud, and
 * the server checks the stored object again before it reads a byte.
 */
export const EBOOK_MAX_BYTES = 30 * 1024 * 1024;
/** How long the browser has to send the file once the upload is granted. */
export const UPLOAD_GRANT_SECONDS = 10 * 60;
/** Readers one ARC round may invite: each invitation is one email, sent during the request. */
export const ARC_SEATS_MAX = 100;
/** Downloads one reader's ARC link allows (as a personal download link). */
export const ARC_LINK_MAX_DOWNLOADS = 5;
/** The link keeps working this many days after the deadline, so a late reader can still report. */
export const ARC_LINK_DAYS_AFTER_DEADLINE = 30;

export const INSTRUCTIONS_MAX_LENGTH = 5000;
export const REVIEWS_PER_READER_MAX = 10;
/** A pasted passage for the leak lookup. */
export const PASSAGE_MAX_LENGTH = 200_000;

const shortId = (what: string, example: string) =>
  z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, `That ${what} link is not valid.`)
    .meta({ examples: [example] });
export const bookIdParams = z.strictObject({ bookId: shortId('book', 'true-veil') });
export const arcRoundParams = z.strictObject({ campaignId: shortId('campaign', '0123456789ab') });
export const uploadId = z
  .string({ error: 'Give the upload’s id.' })
  .regex(/^[a-f0-9]{32}$/, 'That upload id is not valid: start the upload again.');

/**
 * The picture of one of her books' covers, which an uploaded book may wear: her uploaded cover's
 * smallest rendition, else the generated one.
 */
export const coverOf = (book: Pick<Book, 'cover' | 'coverImage'>): string =>
  book.coverImage ? [...book.coverImage.variants].sort((a, b) => a.width - b.width)[0]!.src : book.cover;
const title = z
  .string({ error: 'The title must be text.' })
  .trim()
  .min(1, 'Give the book a title.')
  .max(200, 'A title has at most 200 characters.');

// ---- applications -------------------------------------------------------------------------

export const application = z.object({
  /** The reader's id (readerIdOf). */
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: arcRole,
  state: z.enum(APPLICATION_STATES),
  appliedAt: z.string(),
  /** False while the reader has not confirmed their address: the author cannot decide yet. */
  confirmed: z.boolean(),
  note: z.string().optional(),
  history: z.array(z.object({ at: z.string(), state: z.enum(APPLICATION_STATES), note: z.string().optional() })),
});
export type Application = z.infer<typeof application>;
export const applicationList = z.object({
  applications: z.array(application),
  /** Readers on the Dream Team now (`listMembers`): the count a Dream Team newsletter and the reader desk's list give too. */
  members: z.number().int(),
});

export const decisionBody = z.strictObject({
  decision: z.enum(APPLICATION_DECISIONS, { error: `The decision is one of: ${APPLICATION_DECISIONS.join(', ')}.` }),
  note: z
    .string({ error: 'The note must be text.' })
    .trim()
    .max(NOTE_MAX_LENGTH, `A note has at most ${NOTE_MAX_LENGTH} characters.`)
    .optional(),
});
export const decisionReply = z.object({ application, message: z.string() });

// ---- books --------------------------------------------------------------------------------

export const UPLOAD_PURPOSES = ['book', 'leak'] as const;
export const uploadBody = z.strictObject({
  filename: z
    .string({ error: 'Give the file’s name.' })
    .max(300)
    .regex(/\.epub$/i, 'Only EPUB files (.epub) can be uploaded.'),
  bytes: z
    .number({ error: 'Give the file’s size in bytes.' })
    .int()
    .min(1, 'The file is empty.')
    .max(EBOOK_MAX_BYTES, `The file is too large: an EPUB may be at most ${EBOOK_MAX_BYTES / 1024 / 1024} MB.`),
  purpose: z.enum(UPLOAD_PURPOSES, { error: `The purpose is one of: ${UPLOAD_PURPOSES.join(', ')}.` }),
});
/** A presigned POST: the browser sends `fields` then the file as `file` to `url`. */
export const uploadGrant = z.object({
  uploadId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number(),
});

export const ebookVersion = z.object({
  version: z.number().int(),
  uploadedAt: z.string(),
  bytes: z.number().int(),
  warnings: z.array(z.string()),
});
export const ebook = z.object({
  id: z.string(),
  title: z.string(),
  coverBookId: z.string().optional(),
  /** The catalogue's download filename this book stands for (the reader magnet), if any. */
  filename: z.string().optional(),
  /** Reader magnet downloads of this book are watermarked per reader too. */
  watermarkDownloads: z.boolean(),
  /** The catalogue book sold direct as this book's EPUB (Buy Direct); absent while it is not sold. */
  sellsBookId: z.string().optional(),
  createdAt: z.string(),
  versions: z.array(ebookVersion),
});
export type Ebook = z.infer<typeof ebook>;
/** One of her books as Books offers it: to wear its cover, or to sell an EPUB as. */
export const catalogueBook = z.object({
  id: z.string(),
  title: z.string(),
  cover: z.string(),
  /** Sold direct on her site (Site → the book), at `directPrice`. */
  directPurchaseAvailable: z.boolean(),
  directPrice: z.number().nullable(),
});
export type CatalogueBook = z.infer<typeof catalogueBook>;
/** Her uploaded books, and her site's books as saved (a book she has just added too), in her order. */
export const ebookList = z.object({ books: z.array(ebook), catalogue: z.array(catalogueBook) });

export const createEbookBody = z.strictObject({
  uploadId,
  title,
  coverBookId: bookId.optional(),
});
/** A new version of a book: its file only. */
export const newVersionBody = z.strictObject({ uploadId });
export const updateEbookBody = z.strictObject({
  title: title.optional(),
  coverBookId: bookId.nullable().optional(),
  watermarkDownloads: z.boolean({ error: 'watermarkDownloads must be true or false.' }).optional(),
  /**
   * Sell this book's EPUB as one of her books (Buy Direct shows once that book is sold direct at a
   * price and her site is published); null stops selling it.
   */
  sellsBookId: bookId.nullable().optional(),
});

// ---- ARC rounds ------------------------------------------------------------------------

const deadline = z.iso.date({ error: 'The deadline must be a date like 2026-12-31.' });
export const createArcRoundBody = z.strictObject({
  bookId: bookIdParams.shape.bookId,
  seats: z
    .number({ error: 'Seats must be a number.' })
    .int('Seats must be a whole number.')
    .min(1, 'Offer at least one seat.')
    .max(ARC_SEATS_MAX, `A campaign has at most ${ARC_SEATS_MAX} seats.`),
  deadline,
  instructions: z
    .string({ error: 'The instructions must be text.' })
    .trim()
    .max(INSTRUCTIONS_MAX_LENGTH, `Keep the instructions to ${INSTRUCTIONS_MAX_LENGTH} characters.`),
  platforms: z
    .array(arcPlatform)
    .min(1, 'Choose at least one platform.')
    .max(ARC_PLATFORMS.length)
    .transform((list) => [...new Set(list)]),
  reminderDaysBefore: z
    .number({ error: 'Reminder days must be a number.' })
    .int()
    .min(0, 'Reminder days cannot be negative.')
    .max(60, 'Remind at most 60 days before the deadline.'),
});
export type CreateArcRound = z.input<typeof createArcRoundBody>;

/** `withdrawn`: the reader was taken off the team while the link still worked. */
export const INVITE_STATES = ['invited', 'opened', 'downloaded', 'reviewed', 'overdue', 'withdrawn'] as const;
export type InviteState = (typeof INVITE_STATES)[number];
export const review = z.object({ url: z.string(), platform: arcPlatform, at: z.string() });
export const arcInvite = z.object({
  readerId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: arcRole.optional(),
  state: z.enum(INVITE_STATES),
  invitedAt: z.string(),
  openedAt: z.string().optional(),
  downloads: z.number().int(),
  downloadedAt: z.string().optional(),
  remindedAt: z.string().optional(),
  reviews: z.array(review),
});
export type ArcInvite = z.infer<typeof arcInvite>;

export const arcRound = z.object({
  id: z.string(),
  bookId: z.string(),
  bookTitle: z.string(),
  seats: z.number().int(),
  deadline: z.string(),
  /** The time zone the deadline is a day of: the author's when she made the round. */
  timeZone: z.string(),
  instructions: z.string(),
  platforms: z.array(arcPlatform),
  reminderDaysBefore: z.number().int(),
  createdAt: z.string(),
  invited: z.number().int(),
  reviewed: z.number().int(),
});
export type ArcRound = z.infer<typeof arcRound>;
export const arcRoundList = z.object({ campaigns: z.array(arcRound) });
export const arcRoundDetail = z.object({ campaign: arcRound, invites: z.array(arcInvite) });
export type ArcRoundDetail = z.infer<typeof arcRoundDetail>;

/** Who to invite: every approved member, those of a role, or picked addresses. Already invited readers are skipped. */
export const inviteBody = z.strictObject({
  to: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('all') }),
      z.strictObject({ kind: z.literal('role'), role: arcRole }),
      z.strictObject({
        kind: z.literal('picked'),
        emails: z.array(emailAddress).min(1, 'Pick at least one reader.').max(ARC_SEATS_MAX),
      }),
    ],
    { error: 'Say whom to invite: all, a role, or picked readers.' },
  ),
});
export const inviteReply = z.object({
  invited: z.number().int(),
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
  seatsLeft: z.number().int(),
  message: z.string(),
});
export const remindReply = z.object({ reminded: z.number().int(), message: z.string() });
export const arcExport = z.object({ filename: z.string(), csv: z.string() });
export const ARC_CSV_COLUMNS = [
  'email',
  'name',
  'role',
  'state',
  'invited',
  'opened',
  'downloaded',
  'downloads',
  'reminded',
  'reviews',
] as const;

// ---- leak lookup --------------------------------------------------------------------------

export const leakLookupBody = z.union(
  [
    z.strictObject({ uploadId }),
    z.strictObject({
      passage: z
        .string({ error: 'Paste a passage as text.' })
        .min(20, 'Paste a longer passage (at least a sentence).')
        .max(PASSAGE_MAX_LENGTH, 'Paste at most 200,000 characters.'),
    }),
  ],
  { error: 'Give either an uploaded file (uploadId) or a pasted passage.' },
);
export const leakCopy = z.object({
  copyId: z.string(),
  /** The address the copy was made for; masked (first letter and domain) for a reader since erased. */
  email: z.string(),
  /** Where that reader is now, when they have changed address since. */
  nowAt: z.string().optional(),
  name: z.string().optional(),
  /** Absent for a reader since erased, who has no page. */
  readerId: z.string().optional(),
  /** When the reader was erased: their copy's file is gone, and only the masked address is kept. */
  erasedAt: z.string().optional(),
  bookTitle: z.string(),
  /** The ARC round it was made for; absent for a reader magnet download. */
  campaignId: z.string().optional(),
  /** For a copy sold by Buy Direct: its order (the Checkout Session), what was paid and whether it was withdrawn since. */
  order: z
    .object({
      sessionId: z.string(),
      title: z.string(),
      amount: z.string(),
      paidAt: z.string(),
      state: z.enum(['paid', 'refunded', 'disputed']),
    })
    .optional(),
  preparedAt: z.string(),
  downloadedAt: z.string().optional(),
});
export type LeakCopy = z.infer<typeof leakCopy>;
export const leakReply = z.object({
  found: z.boolean(),
  message: z.string(),
  copies: z.array(leakCopy),
  places: z.array(z.string()),
});
export type LeakReply = z.infer<typeof leakReply>;

/** A reader's ARC history on their page in the desk. */
export const arcHistoryEntry = z.object({
  campaignId: z.string(),
  bookTitle: z.string(),
  deadline: z.string(),
  state: z.enum(INVITE_STATES),
  invitedAt: z.string(),
  downloads: z.number().int(),
  reviews: z.array(review),
});
export type ArcHistoryEntry = z.infer<typeof arcHistoryEntry>;
