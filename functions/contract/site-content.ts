import * as z from 'zod';
import {
  aboutPageSchema,
  authorSchema,
  bookSchema,
  bookSeriesSchema,
  dreamTeamWordsSchema,
  externalLinksSchema,
  homeWordsSchema,
  houseHippoVideoIdsSchema,
  houseHippoWordsSchema,
  legalWordsSchema,
  storySchema,
  type SiteContent,
} from '@content/schemas';
import { siteEmailsPieceSchema } from './site-emails';

/**
 * Her site as data, edited in /admin (Site): the pieces the table keeps of it, each with its
 * version, its history and its restore, and what publishing answers. Server and admin import this.
 *
 * A piece is `<kind>/<id>`: `site/author`, `site/links`, `site/emails` (her welcomes' words),
 * `book/<id>`, `series/<id>`, `story/<id>` (a free story with its text), and a page's words:
 * `page/home` (with the Books page's intro), `page/about`, `page/dream-team`,
 * `page/house-hippo-words`, `page/terms`, `page/privacy`, with `page/house-hippo` the House Hippo
 * page's videos' ids.
 */
export const PIECE_KINDS = ['site', 'book', 'series', 'page', 'story'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** What a piece's body must be, by its kind and id: the schemas the seed is typed with. */
export const pieceSchemas = {
  site: { author: authorSchema, links: externalLinksSchema, emails: siteEmailsPieceSchema },
  page: {
    home: homeWordsSchema,
    about: aboutPageSchema,
    'dream-team': dreamTeamWordsSchema,
    'house-hippo-words': houseHippoWordsSchema,
    'house-hippo': houseHippoVideoIdsSchema,
    terms: legalWordsSchema,
    privacy: legalWordsSchema,
  },
  book: bookSchema,
  series: bookSeriesSchema,
  story: storySchema,
} as const;

/** A piece's words for the author ("The About page", "Patient 92"). */
export const PIECE_KIND_NAMES: Record<PieceKind, string> = {
  site: 'Site details',
  book: 'Book',
  series: 'Series',
  page: 'Page',
  story: 'Story',
};

const pieceId = z
  .string({ error: 'Give the item’s id.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'An id is lowercase letters, digits and single hyphens (a-z, 0-9, -).')
  .max(100, 'An id has at most 100 characters.');

export const pieceParams = z.strictObject({
  kind: z.enum(PIECE_KINDS, { error: 'There is no such kind of item: site, book, series, page or story.' }),
  id: pieceId,
});
export const pieceVersionParams = pieceParams.extend({
  version: z.coerce
    .number({ error: 'Give a version number.' })
    .int()
    .positive('Give a version number.')
    .meta({ examples: [1] }),
});

/** The version the editor started from: 0 for a new piece. A save from an older one is refused (409). */
const expectedVersion = z
  .number({ error: 'Say which version you edited (0 for a new item).' })
  .int()
  .min(0, 'Say which version you edited (0 for a new item).');

/** The piece's whole body, checked against its kind's schema by the save (or the preview) itself. */
export const pieceBody = z.unknown().nonoptional('Send the item’s content.');

/** A save: the piece's whole new body and the version it replaces. */
export const savePieceBody = z.strictObject({ body: pieceBody, expectedVersion });
/** Taking a book, a series or a story off the site (`removed: true`) or putting it back, from the version she saw. */
export const removalBody = z.strictObject({
  removed: z.boolean({ error: 'Say whether to take it off the site (true) or put it back (false).' }),
  expectedVersion,
});
export const restorePieceBody = z.strictObject({
  version: z.number({ error: 'Say which version to restore.' }).int().positive(),
  expectedVersion,
});

export const pieceVersionSummary = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  /** Who saved it (the admin's email), as the history lists it. */
  savedBy: z.string(),
  /** Set on a version that took the piece off the site (true) or put it back (false). */
  removed: z.boolean().optional(),
});
export type PieceVersionSummary = z.infer<typeof pieceVersionSummary>;

export const piece = pieceVersionSummary.extend({
  kind: z.enum(PIECE_KINDS),
  id: z.string(),
  /** The title she knows it by (the book's title, "About page"). */
  title: z.string(),
  body: z.unknown(),
  /** The version live on the site, or null when it was never published. */
  publishedVersion: z.number().int().nullable(),
  /** Taken off the site: kept, with its history, and left out of what Publish makes live. */
  removed: z.boolean(),
});
export type Piece = z.infer<typeof piece>;

export const pieceSummary = piece.omit({ body: true });
export type PieceSummary = z.infer<typeof pieceSummary>;

export const checklistEntry = z.object({ kind: z.enum(PIECE_KINDS), id: z.string(), label: z.string() });
export type ChecklistEntry = z.infer<typeof checklistEntry>;

export const siteOverview = z.object({
  /** Every piece: the site's details and pages, then the books in /books's order, then the series. */
  pieces: z.array(pieceSummary),
  /** The seed's stand-ins still unset, for the dashboard's launch checklist; empty when all are hers. */
  checklist: z.array(checklistEntry),
  /** When the site was last published, or null before the first time. */
  publishedAt: z.string().nullable(),
});
export type SiteOverview = z.infer<typeof siteOverview>;

export const pieceHistory = z.object({ versions: z.array(pieceVersionSummary) });
export const pieceVersion = pieceVersionSummary.extend({ body: z.unknown() });
export const savedPiece = pieceVersionSummary;

export const publishReply = z.object({
  publishedAt: z.string(),
  /** The site paths whose pages changed (written and taken out of CloudFront's cache). */
  changedPaths: z.array(z.string()),
});
export type PublishReply = z.infer<typeof publishReply>;

export const previewReply = z.object({
  /** The page the piece shows on (`/books/<id>`, `/about`). */
  path: z.string(),
  /** The whole page as publishing would write it, for a sandboxed frame. */
  html: z.string(),
});

/** The largest piece body a save takes but a story's (the Privacy Policy's words are about 7 KB, a book 2 KB). */
export const PIECE_BODY_MAX_BYTES = 64 * 1024;
/**
 * The largest save or preview request: a story with its whole text (capped by its schema,
 * `STORY_TEXT_MAX_BYTES`, with room for JSON's escapes); other pieces are held to PIECE_BODY_MAX_BYTES.
 */
export const PIECE_REQUEST_MAX_BYTES = 512 * 1024;

export type { SiteContent };
