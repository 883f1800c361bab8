import { Link } from 'react-router-dom';
import { notFoundMeta } from '@content/page-table';
import { useAuthorName } from '../lib/site-content';
import { PageMeta } from './page-meta';

export function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta meta={notFoundMeta(useAuthorName())} />
      <h1 className="font-display text-4xl text-parchment-100 sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 text-parchment-300">The page you're looking for doesn't exist.</p>
      <Link
        to="/"
        className="mt-8 rounded-md border border-ember-600 px-5 py-2.5 text-sm font-medium text-ember-300 hover:bg-ember-600 hover:text-white"
      >
        Back to Home
      </Link>
    </section>
  );
}
