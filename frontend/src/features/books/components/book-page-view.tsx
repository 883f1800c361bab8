import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { ResponsiveImage } from '@frontend/components/drawing-image';
import { PICTURE_FIT } from '@frontend/lib/book-cover';
import { ExternalLink } from '@frontend/components/external-link';
import { PageMeta } from '@frontend/components/page-meta';
import type { BookPageProps } from '../book-page-props';
import { BuyDirectButton } from './buy-direct-button';

/** The cover: 12rem on a phone, its column from `md` (the page's largest paint, so it loads first). */
const COVER_SIZES = '(min-width: 1024px) 20rem, (min-width: 768px) 16rem, 12rem';
const COVER_CLASSES = 'mx-auto aspect-[2/3] h-auto w-48 rounded-md bg-ink-800 shadow-2xl shadow-black/60 md:w-full';

/**
 * A book's page (`/books/<id>`): cover, title, blurb, Read Sample, Buy Direct when the book is on sale
 * direct, a button per format and retailer, and the series in reading order. Drawn from its props
 * alone (book-page-props.ts), never from the catalogue, so the build and a publishing function
 * render it alike; links are plain anchors, as the page is never hydrated.
 */
export function BookPageView({
  meta,
  book,
  buyDirect,
  cover,
  seriesLabel,
  subtitle,
  series,
  sample,
  stores,
  author,
  published,
  text,
}: BookPageProps) {
  return (
    <article aria-labelledby="book-title" className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageMeta meta={meta} />
      <nav aria-label={text.breadcrumb} className="text-sm text-parchment-300">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {[
            { label: text.home, href: '/' },
            { label: text.heading, href: '/books' },
          ].map((step) => (
            <li key={step.href} className="after:ml-2 after:text-parchment-400 after:content-['/'_/_'']">
              <a href={step.href} className="hover:text-ember-300">
                {step.label}
              </a>
            </li>
          ))}
          <li aria-current="page" className="text-parchment-200">
            {book.title}
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr] md:gap-10 lg:grid-cols-[20rem_1fr]">
        {/* The page's largest paint: fetched first, its box reserved by its width and height. */}
        <ResponsiveImage
          sources={cover}
          alt={cover.alt}
          sizes={COVER_SIZES}
          fetchPriority="high"
          className={cover.picture ? `${COVER_CLASSES} ${PICTURE_FIT}` : COVER_CLASSES}
        />
        <div className="min-w-0">
          {seriesLabel ? <p className="text-xs tracking-[0.15em] text-ember-300 uppercase">{seriesLabel}</p> : null}
          <h1 id="book-title" className="mt-1 font-display text-4xl text-parchment-100 sm:text-5xl">
            {book.title}
          </h1>
          {subtitle ? <p className="mt-2 text-lg text-parchment-300">{subtitle}</p> : null}
          <p className="mt-3 text-sm text-parchment-300">
            {text.by}{' '}
            <a href={author.href} className={textLinkStyle}>
              {author.label}
            </a>{' '}
            · {book.genre} · {text.published} {published}
            {book.isbn ? ` · ${text.isbn} ${book.isbn}` : null}
          </p>
          <p className="mt-6 font-display text-xl text-parchment-100 italic">{book.caption}</p>
          <p className="mt-4 leading-relaxed text-parchment-200">{book.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {buyDirect ? <BuyDirectButton bookId={book.id} price={buyDirect.price} /> : null}
            {stores.map((store, index) => (
              <ExternalLink
                key={store.href}
                href={store.href}
                // Without Buy Direct, the bookstore's button is the page's first action.
                className={index === 0 && !buyDirect ? buttonStyles.primary : buttonStyles.secondary}
              >
                {store.label}
              </ExternalLink>
            ))}
            <ExternalLink href={sample.href} className={buttonStyles.secondary}>
              {sample.label}
            </ExternalLink>
          </div>
          {series ? (
            <section aria-labelledby="series-heading" className="mt-10 border-t border-ink-800 pt-6">
              <h2 id="series-heading" className="font-display text-2xl text-parchment-100">
                {series.name}
              </h2>
              <p className="mt-1 text-sm text-parchment-300">{text.inOrder}</p>
              <ol className="mt-4 space-y-2">
                {series.books.map((entry) => (
                  <li key={entry.href}>
                    {entry.current ? (
                      <span aria-current="page" className="font-medium text-ember-300">
                        {entry.label} ({text.thisBook})
                      </span>
                    ) : (
                      <a href={entry.href} className={textLinkStyle}>
                        {entry.label}
                      </a>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
