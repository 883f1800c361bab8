import * as z from 'zod';
import { salesOrder } from './sales-desk';
import { arcHistoryEntry } from './arc';
import { emailAddress } from './downloads';
import {
  CONFIRMATION_EMAILS_PER_CLIENT,
  GROUP_DREAM_TEAM,
  GROUP_VORACIOUS_READERS,
  NAME_MAX_LENGTH,
  SIGNUP_SOURCES,
} from './mailing-list';

/**
 * The subscriber desk: the author's view of her readers, their tags, readers
 * added by hand or imported, CSV export, and erasure. Server and admin frontend import this file.
 */

export const READER_LISTS = [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM] as const;

/** Where a reader came from: a sign-up form, the author (by hand or by import), or their preference page. */
export const SOURCE_ADDED_BY_AUTHOR = 'added_by_author';
export const SOURCE_IMPORTED = 'imported';
/** A reader who left and subscribed again from their preference page (a new opt-in, confirmed by email). */
export const SOURCE_PREFERENCE_PAGE = 'preference_page';
export const READER_SOURCES = [
  ...SIGNUP_SOURCES,
  SOURCE_ADDED_BY_AUTHOR,
  SOURCE_IMPORTED,
  SOURCE_PREFERENCE_PAGE,
] as const;
export type ReaderSource = (typeof READER_SOURCES)[number];

/** A reader's state on the desk; `suppressed` (a bounce or a spam complaint) outweighs the rest. */
export const READER_STATES = ['confirmed', 'pending', 'unsubscribed', 'suppressed'] as const;
export type ReaderState = (typeof READER_STATES)[number];
/** A record's state: a reader's, or a buyer's who never signed up (their orders are their record). */
export const RECORD_STATES = [...READER_STATES, 'buyer'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export const TAG_MAX_LENGTH = 40;
export const TAGS_PER_READER_MAX = 20;
export const READERS_PAGE_SIZE = 50;
export const READERS_PAGE_MAX = 200;
/** An import names at most this many readers, in a body of at most IMPORT_MAX_BODY_BYTES. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * Readers an import may ask to confirm at once: each gets a confirmation email during the
 * request, and the author is one client under the per-client cap on confirmation emails. A larger
 * list nobody opted in to is what mail providers treat as spam; an attested import has no bound.
 */
export const IMPORT_INVITE_MAX = CONFIRMATION_EMAILS_PER_CLIENT.requests;
/** Problems an import lists by line; the rest are counted. */
export const IMPORT_PROBLEMS_LISTED = 100;
/** How lists and tags are joined inside one CSV cell. */
export const CSV_LIST_SEPARATOR = '; ';

/** A tag: lower case, letters, digits, spaces, `-` and `_`; trimmed. */
export const readerTag = z
  .string({ error: 'A tag must be text.' })
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty.')
  .max(TAG_MAX_LENGTH, `A tag has at most ${TAG_MAX_LENGTH} characters.`)
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u,
    'A tag holds letters, digits, spaces, - and _, and starts with a letter or digit.',
  );

const tagList = z
  .array(readerTag, { error: 'Tags must be a list of words.' })
  .max(TAGS_PER_READER_MAX, `A reader has at most ${TAGS_PER_READER_MAX} tags.`)
  .transform((tags) => [...new Set(tags)].sort());

const readerList = z.enum(READER_LISTS, { error: `A list is one of: ${READER_LISTS.join(', ')}.` });
const day = (what: string) => z.iso.date({ error: `${what} must be a date like 2026-11-24.` });

export const readerSearchBody = z.strictObject({
  /** Part of an email address or a name, any case. */
  query: z
    .string({ error: 'The search must be text.' })
    .trim()
    .max(100, 'Search with at most 100 characters.')
    .optional(),
  state: z.enum(READER_STATES, { error: `The state is one of: ${READER_STATES.join(', ')}.` }).optional(),
  source: z.enum(READER_SOURCES, { error: `The source is one of: ${READER_SOURCES.join(', ')}.` }).optional(),
  list: readerList.optional(),
  tag: readerTag.optional(),
  /** Signed up on or after / on or before (UTC days). */
  from: day('"From"').optional(),
  to: day('"To"').optional(),
  /** From the previous page's reply. */
  cursor: z.string({ error: 'The cursor must be text.' }).max(2000).optional(),
  limit: z
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1)
    .max(READERS_PAGE_MAX, `A page holds at most ${READERS_PAGE_MAX} readers.`)
    .optional(),
});
export type ReaderSearch = z.input<typeof readerSearchBody>;
export type ReaderFilter = Omit<z.output<typeof readerSearchBody>, 'cursor' | 'limit'>;

/** A reader's id in paths: their address in base64url (an address may hold characters paths do not). */
export const readerIdOf = (email: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(email)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
export const emailOfReaderId = (id: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(id.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

export const readerIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,400}$/, 'That reader link is not valid.')
    .refine((id) => {
      try {
        return emailAddress.safeParse(emailOfReaderId(id)).success;
      } catch {
        return false;
      }
    }, 'That reader link is not valid.')
    .meta({ examples: ['cmVhZGVyQGV4YW1wbGUuY29t'] }),
});

export const readerRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  state: z.enum(READER_STATES),
  lists: z.array(z.string()),
  tags: z.array(z.string()),
  sources: z.array(z.string()),
  createdAt: z.string(),
  confirmedAt: z.string().optional(),
});
export type ReaderRow = z.infer<typeof readerRow>;

/**
 * The export's columns, in order, each with its cell from the desk's row: a field the desk shows
 * is one more line here. An import reads `email`, `name`, `lists` and `tags` and ignores the rest.
 */
export const READER_CSV_CELLS = {
  email: (row) => row.email,
  name: (row) => row.name ?? '',
  status: (row) => row.state,
  lists: (row) => row.lists.join(CSV_LIST_SEPARATOR),
  tags: (row) => row.tags.join(CSV_LIST_SEPARATOR),
  sources: (row) => row.sources.join(CSV_LIST_SEPARATOR),
  signed_up: (row) => row.createdAt,
  confirmed: (row) => row.confirmedAt ?? '',
} satisfies Record<string, (row: ReaderRow) => string>;
export const READER_CSV_COLUMNS = Object.keys(READER_CSV_CELLS) as (keyof typeof READER_CSV_CELLS)[];

export const readerPage = z.object({
  readers: z.array(readerRow),
  /** Absent on the last page. */
  nextCursor: z.string().optional(),
});
export type ReaderPage = z.infer<typeof readerPage>;

export const readerDetail = readerRow.extend({
  state: z.enum(RECORD_STATES),
  unsubscribedAt: z.string().optional(),
  suppressedAt: z.string().optional(),
  suppressionReason: z.string().optional(),
  /** Every consent on record, oldest first: what they agreed to, where and when. */
  consents: z.array(
    z.object({
      at: z.string(),
      source: z.string(),
      consentText: z.string(),
      consentVersion: z.string(),
      doubleOptIn: z.boolean(),
    }),
  ),
  /** Every newsletter sent to them, newest first, with what SES said happened to it. */
  mails: z.array(
    z.object({
      subject: z.string(),
      sentAt: z.string(),
      campaignId: z.string().optional(),
      /** The furthest SES reported; opened and clicked only for a newsletter that counted them. */
      outcome: z.enum(['sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained']),
    }),
  ),
  downloads: z.array(
    z.object({
      filename: z.string(),
      downloads: z.number().int(),
      firstDownloadAt: z.string(),
      lastDownloadAt: z.string(),
    }),
  ),
  /** Their ARC rounds, newest first: who reviews and who does not. */
  arc: z.array(arcHistoryEntry),
  /** The books they bought direct, newest first. */
  orders: z.array(salesOrder),
});
export type ReaderDetail = z.infer<typeof readerDetail>;

export const readerTagsBody = z.strictObject({ tags: tagList });
export const readerTagCounts = z.array(z.object({ tag: z.string(), readers: z.number().int() }));

/** The author's statement of how these readers agreed to her emails (kept as their consent record). */
const consentBasis = z
  .string({ error: 'Say how these readers agreed to hear from you.' })
  .trim()
  .min(10, 'Say in a sentence how these readers agreed to hear from you (at least 10 characters).')
  .max(500, 'Keep the consent statement to 500 characters or fewer.');
const optedIn = z.boolean({ error: 'optedIn must be true or false.' });

export const addReaderBody = z.strictObject({
  email: emailAddress,
  name: z
    .string({ error: 'The name must be text.' })
    .trim()
    .max(NAME_MAX_LENGTH, `A name has at most ${NAME_MAX_LENGTH} characters.`)
    .optional(),
  lists: z.array(readerList).min(1, 'Choose at least one list.').max(READER_LISTS.length),
  tags: tagList.optional(),
  consentBasis,
  /** True: the author attests the reader already opted in, so they are confirmed at once; false: they get a confirmation email. */
  optedIn,
});
export type AddReader = z.input<typeof addReaderBody>;
export type ValidAddReader = z.output<typeof addReaderBody>;
export const addReaderReply = z.object({ reader: readerRow, confirmationSent: z.boolean(), message: z.string() });

export const importReadersBody = z.strictObject({
  csv: z.string({ error: 'Give the CSV file’s text.' }).min(1, 'The CSV file is empty.'),
  consentBasis,
  optedIn,
});
export type ImportReaders = z.input<typeof importReadersBody>;
export type ValidImportReaders = z.output<typeof importReadersBody>;
export const importReport = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  /** Existing readers who gained tags (an import never changes an existing reader's lists or state). */
  updated: z.number().int(),
  unchanged: z.number().int(),
  confirmationsSent: z.number().int(),
  problems: z.array(z.object({ line: z.number().int(), email: z.string().optional(), reason: z.string() })),
  /** Problems beyond those listed. */
  moreProblems: z.number().int(),
});
export type ImportReport = z.infer<typeof importReport>;

export const readerExport = z.object({ filename: z.string(), csv: z.string(), readers: z.number().int() });
export const readerExportBody = readerSearchBody.omit({ cursor: true, limit: true });
export const readerErased = z.object({ message: z.string() });
