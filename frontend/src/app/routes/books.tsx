import { books } from '@content/books';
import { pageMeta, uiText } from '@content/site';
import { PageMeta } from '../../components/page-meta';
import { BookGrid } from '@frontend/features/books';

export function BooksPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageMeta meta={pageMeta['/books']} />
      <header className="mb-10 max-w-2xl">
        <h1 className="font-display text-4xl text-parchment-100 sm:text-5xl">{uiText.books.heading}</h1>
        <p className="mt-3 text-parchment-300">{uiText.books.intro}</p>
      </header>
      <BookGrid books={books} />
    </section>
  );
}
