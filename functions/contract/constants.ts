/** Business constants of docs/SPEC.md §9, in one place for the server, the stack and the frontend. */
export const EBOOK_FILENAME = 'true-veil-blues.epub';
/** An EPUB's media type: its `mimetype` entry, and the Content-Type it is stored and served with. */
export const EPUB_MEDIA_TYPE = 'application/epub+zip';
export const PER_SUBSCRIBER_LINK_HOURS = 24;
export const SHARED_LINK_HOURS = 72;
export const TEASER_LENGTH = 150;
export const META_DESCRIPTION_LENGTH = 160;
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const READING_CHARS_PER_MINUTE = 1000;
export const STRUCTURED_DATA_CURRENCY = 'USD';
export const SIGNUP_SOURCE_DREAM_TEAM = 'dream_team';
/** The author's time zone (Welland, Ontario): the dates emails and pages write are hers, and her setting's default (contract/time-zone.ts). */
export const DELIVERY_TIME_ZONE = 'America/Toronto';
/** The roles a Dream Team applicant asks for (the page's three cards), with their labels; zod-free for the page's bundle. */
export const ARC_ROLE_LABELS = { 'beta-reader': 'Beta reader', editor: 'Editor', reviewer: 'Reviewer' } as const;
export type ArcRole = keyof typeof ARC_ROLE_LABELS;
export const ARC_ROLES = Object.keys(ARC_ROLE_LABELS) as [ArcRole, ...ArcRole[]];
/** The role of a Dream Team sign-up that names none (an older form, or a script). */
export const DEFAULT_ARC_ROLE: ArcRole = 'reviewer';
export const USER_AGENT_MAX = 100;
export const PAGE_HISTORY_MAX = 50;
export const ADMIN_GROUP = 'admin';
/**
 * Bounds on reading any zip (a book the author uploads, a suspect file for the leak lookup, the
 * book a reader's copy is made from), so that a zip bomb stops at once. A file is at most 30 MB
 * (EBOOK_MAX_BYTES); an EPUB's text deflates 3–10× and its pictures and fonts hardly at all, so a
 * real book unpacks to at most about 10 × 30 MB, in hundreds of files (a few thousand at most),
 * none near 100 MB (a chapter is kilobytes, a picture a few MB). Deflate reaches about 1,000:1 on
 * repeated bytes, which text never comes near, but a small file (a blank page, a stylesheet) may,
 * so the ratio applies only to a file past 1 MB unpacked.
 */
export const ZIP_BOUNDS = {
  entries: 10_000,
  entryBytes: 100 * 1024 * 1024,
  totalBytes: 300 * 1024 * 1024,
  ratio: 100,
  ratioFromBytes: 1024 * 1024,
} as const;

/**
 * How long the pages a function renders for readers (the blog list, a post) may be kept: a browser
 * asks again on every visit, as for every HTML page, and CloudFront keeps one a minute, sparing a
 * render per reader; the author's changes take their pages out of it at once
 * (core/edge/reader-pages.ts), so she and her readers see them on their next load.
 */
export const FUNCTION_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
