import { siteContentSchema, type SiteContent } from '@content/schemas';
import type { PieceKind } from '../../contract/site-content';
import type { Deps } from '../../lib/deps';
import { booksOnSale } from '../sales/offers';
import { readSiteContent } from '../site-content/site-content';
import type { RenderSite } from './publish-site';
import { PAGE_PATHS } from '../site-content/pieces';
import { siteKeyOf } from './site-keys';

/**
 * The page a piece shows on: a book's own page, the page whose words it is, the stories' list for a
 * story (its text is on no public page), the home page for the site's details.
 */
export function pagePathOf(kind: PieceKind, id: string): string {
  if (kind === 'book') return `/books/${id}`;
  if (kind === 'story') return '/short-stories';
  if (kind === 'series') return '/books';
  if (kind === 'page') return Object.hasOwn(PAGE_PATHS, id) ? PAGE_PATHS[id as keyof typeof PAGE_PATHS] : `/${id}`;
  return '/';
}

/** Her site with one piece as she is editing it (a new book, series or story goes last). */
function withPiece(content: SiteContent, kind: PieceKind, id: string, body: unknown): unknown {
  const replaced = <T extends { id: string }>(list: readonly T[]) =>
    list.some((item) => item.id === id) ? list.map((item) => (item.id === id ? body : item)) : [...list, body];
  if (kind === 'book') return { ...content, books: replaced(content.books) };
  if (kind === 'series') return { ...content, series: replaced(content.series) };
  if (kind === 'story') return { ...content, stories: replaced(content.stories) };
  if (kind === 'page') return { ...content, pages: { ...content.pages, [id]: body } };
  return { ...content, [id]: body };
}

/**
 * The page an unsaved piece shows on, rendered as publishing would write it, with the rest of
 * the site as saved. Nothing is written.
 */
export async function previewPiece(
  deps: Pick<Deps, 'db' | 'table'>,
  render: RenderSite,
  { kind, id, body }: { kind: PieceKind; id: string; body: unknown },
): Promise<{ path: string; html: string }> {
  const { content } = await readSiteContent(deps);
  const path = pagePathOf(kind, id);
  const previewed = siteContentSchema.parse(withPiece(content, kind, id, body));
  const files = await render(previewed, await booksOnSale(deps, previewed), [path]);
  const page = files.get(siteKeyOf(path));
  if (!page) throw new Error(`The renderer made no page at ${path}`);
  return { path, html: page.body };
}
