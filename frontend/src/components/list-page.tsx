import type { ReactNode } from 'react';
import type { PublicRoute } from '@content/page-table';
import { usePageMeta } from '../lib/site-content';
import { PageMeta } from './page-meta';

/** Heading sizes: the catalogue (/books) opens larger than the blog. */
const HEADER_SIZES = {
  regular: { header: 'mb-8 max-w-2xl', heading: 'font-display text-3xl text-parchment-100 sm:text-4xl' },
  large: { header: 'mb-10 max-w-2xl', heading: 'font-display text-4xl text-parchment-100 sm:text-5xl' },
} as const;

interface ListPageProps {
  text: { heading: string; intro: string };
  size?: keyof typeof HEADER_SIZES;
  children: ReactNode;
}

/** A wide page that is a list: its head tags, an h1 with a line of intro, then the list (/books, /blog). */
export function ListPage({ path, ...page }: ListPageProps & { path: PublicRoute }) {
  return <ListPageBody {...page} meta={<PageMeta meta={usePageMeta()[path]} />} />;
}

/** A list page whose head tags are written elsewhere (a function page, such as /newsletters): `meta` none. */
export function ListPageBody({ text, size = 'regular', meta, children }: ListPageProps & { meta?: ReactNode }) {
  const classes = HEADER_SIZES[size];
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      {meta}
      <header className={classes.header}>
        <h1 className={classes.heading}>{text.heading}</h1>
        <p className="mt-3 text-parchment-300">{text.intro}</p>
      </header>
      {children}
    </section>
  );
}
