import type * as z from 'zod';
import { pieceSchemas, type PieceKind } from '../../contract/site-content';
import { NotFoundError } from '../../lib/errors';

/**
 * What each piece is checked by and called: a book or series by its kind, a piece of the site's
 * details or a page by its id (only those the site has), each with the title she knows it by.
 */

/** The pieces whose id picks the schema, in the overview's order, each with its title. */
const FIXED_TITLES: { [K in 'site' | 'page']: Record<keyof (typeof pieceSchemas)[K], string> } = {
  site: { author: 'Author details', links: 'Links', emails: 'Emails' },
  page: {
    home: 'Home page',
    about: 'About page',
    'dream-team': 'Dream Team page',
    'house-hippo-words': 'House Hippo page',
    'house-hippo': 'House Hippo videos',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
};

/** The public page each page piece is drawn on (its preview's). */
export const PAGE_PATHS: Record<keyof typeof pieceSchemas.page, string> = {
  home: '/',
  about: '/about',
  'dream-team': '/voss-trials',
  'house-hippo-words': '/house-hippo-challenge',
  'house-hippo': '/house-hippo-challenge',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
};

/**
 * The kinds whose pieces have an order of their own (books: the /books order); a new one goes
 * last. These are also the pieces she may take off her site and put back.
 */
export const ORDERED_KINDS: readonly PieceKind[] = ['book', 'series', 'story'];

/** The ids of a kind with fixed pieces, in the overview's order. */
export const fixedIds = (kind: 'site' | 'page') => Object.keys(FIXED_TITLES[kind]);

const isFixed = (kind: PieceKind): kind is 'site' | 'page' => kind === 'site' || kind === 'page';

export function noSuchPiece(kind: PieceKind, id: string): NotFoundError {
  const words: Record<PieceKind, string> = {
    site: `The site has no details called “${id}”.`,
    page: `The site has no page called “${id}”.`,
    book: `There is no book with the id “${id}”.`,
    series: `There is no series with the id “${id}”.`,
    story: `There is no story with the id “${id}”.`,
  };
  return new NotFoundError(words[kind]);
}

/** The schema a piece's body must meet; 404 for a site detail or page the site does not have. */
export function schemaOf(kind: PieceKind, id: string): z.ZodType {
  if (!isFixed(kind)) return pieceSchemas[kind];
  const schemas: Record<string, z.ZodType> = pieceSchemas[kind];
  if (!Object.hasOwn(schemas, id)) throw noSuchPiece(kind, id);
  return schemas[id]!;
}

/** The title she knows a piece by: the book's or story's title, the series' name, "About page". */
export function titleOf(kind: PieceKind, id: string, body: unknown): string {
  if (isFixed(kind)) return (FIXED_TITLES[kind] as Record<string, string>)[id] ?? id;
  const named = body as { title?: unknown; name?: unknown };
  const title = kind === 'series' ? named.name : named.title;
  return typeof title === 'string' ? title : id;
}

/** How a sentence names the piece it is about: "This book was …", "These details have …". */
export function thisPiece(kind: PieceKind): { subject: string; was: string; has: string } {
  if (kind === 'site') return { subject: 'These details', was: 'were', has: 'have' };
  return { subject: `This ${kind}`, was: 'was', has: 'has' };
}
