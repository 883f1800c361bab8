import type { Book } from '@content/schemas';
import { BookCard } from './book-card';

/** Covers in the first row load at once (they are the page's largest paint); the rest lazily. */
const EAGER_COVERS = 3;

export function BookGrid({ books }: { books: Book[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard book={book} eager={index < EAGER_COVERS} />
        </li>
      ))}
    </ul>
  );
}
