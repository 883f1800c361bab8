import type { Book } from '@content/schemas';
import { BookCard } from './book-card';

/** Covers in the first row load at once (they are the page's largest paint); the rest lazily. */
const EAGER_COVERS = 3;
/**
 * The cards after the first row are laid out, and their covers fetched, only when they come near
 * the screen (render-when-near, docs/product-decisions.md): each SVG cover is a document of its own
 * for the browser to parse, which on a phone was most of the work of this page's first second.
 * The placeholder height is a phone's card; a card remembers its real height once drawn.
 */
const LATER_CARD = 'render-when-near [contain-intrinsic-size:auto_16rem]';

export function BookGrid({
  books,
  hasFile,
  onSale,
}: {
  books: Book[];
  hasFile?: (sitePath: string) => boolean;
  /** Her books on sale direct: their cards have Buy Direct. */
  onSale?: ReadonlySet<string>;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {books.map((book, index) => (
        <li key={book.id} className={index < EAGER_COVERS ? undefined : LATER_CARD}>
          <BookCard book={book} eager={index < EAGER_COVERS} hasFile={hasFile} onSale={onSale?.has(book.id) ?? false} />
        </li>
      ))}
    </ul>
  );
}
