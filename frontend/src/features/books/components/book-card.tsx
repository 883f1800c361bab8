import type { Book } from '@content/schemas';
import { bookPagePath } from '@content/page-table';
import { uiText } from '@content/ui-text';
import { buttonStyles } from '@frontend/components/buttons';
import { ResponsiveImage } from '@frontend/components/drawing-image';
import { ExternalLink } from '@frontend/components/external-link';
import { bookCoverSources, PICTURE_FIT } from '@frontend/lib/book-cover';
import { useSiteContent } from '@frontend/lib/site-content';
import { readSampleHref, seriesLabel, storeButtonLabel } from '../book-links';
import { BuyDirectButton } from './buy-direct-button';

/** The cover's width in the card: 7rem on a phone, half the grid from `sm`, a third of max-w-6xl from `lg`. */
const COVER_SIZES = '(min-width: 1024px) 20rem, (min-width: 640px) calc(50vw - 4rem), 7rem';

/**
 * One book: cover, title, series, caption, and Read Sample / Buy Direct / bookstore buttons. The
 * cover and title link to the book's page; the card keeps `id={book.id}`, so `/books#<id>` still
 * lands on it.
 */
export function BookCard({
  book,
  eager = false,
  hasFile,
  onSale = false,
}: {
  book: Book;
  eager?: boolean;
  /** On sale direct (the publisher's decision): the card has a Buy Direct button. */
  onSale?: boolean;
  /** Which files the site holds (a generated cover's renditions); all, unless the renderer says. */
  hasFile?: (sitePath: string) => boolean;
}) {
  const series = seriesLabel(book);
  const headingId = `${book.id}-title`;
  const page = bookPagePath(book.id);
  const bookstore = useSiteContent().links.amazon.label;
  return (
    <article
      id={book.id}
      aria-labelledby={headingId}
      className="grid h-full scroll-mt-6 grid-cols-[7rem_1fr] gap-4 rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:grid-cols-1 sm:gap-5 sm:p-5"
    >
      {/* The title's link goes there too: the keyboard stops once a card, at the title. */}
      <a href={page} tabIndex={-1} className="block">
        <ResponsiveImage
          sources={bookCoverSources(book, hasFile)}
          sizes={COVER_SIZES}
          alt={`${uiText.books.coverAlt} ${book.title}`}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-[2/3] h-auto w-full rounded-md bg-ink-800 shadow-lg shadow-black/50${book.coverImage ? ` ${PICTURE_FIT}` : ''}`}
        />
      </a>
      <div className="flex min-w-0 flex-col">
        {series ? <p className="text-xs tracking-[0.15em] text-ember-300 uppercase">{series}</p> : null}
        <h2 id={headingId} className="mt-1 font-display text-xl text-parchment-100 sm:text-2xl">
          <a href={page} className="transition-colors hover:text-ember-300">
            {book.title}
          </a>
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-parchment-300">{book.caption}</p>
        <div className="mt-auto flex flex-col gap-2 pt-4">
          <ExternalLink href={readSampleHref(book)} className={buttonStyles.secondary}>
            {uiText.books.readSample}
          </ExternalLink>
          {onSale && book.directPrice !== null ? <BuyDirectButton bookId={book.id} price={book.directPrice} /> : null}
          <ExternalLink href={book.purchaseLink} className={buttonStyles.secondary}>
            {storeButtonLabel(book, bookstore)}
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
