import { Link } from 'react-router-dom';
import { pageMeta, uiText } from '../../../../content/site';
import { PageMeta } from '../../components/page-meta';

/** A placeholder home page: the full hero and sections come with the site chrome. */
export function HomePage() {
  const home = uiText.home;
  return (
    <section className="relative overflow-hidden">
      <PageMeta meta={pageMeta['/']} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,_var(--color-ember-900)_0%,_transparent_60%)] opacity-60"
      />
      <div className="relative mx-auto max-w-3xl px-4 py-20 text-center sm:py-28">
        <p className="text-xs tracking-[0.3em] text-ember-400 uppercase">{home.heroEyebrow}</p>
        <h1 className="mt-4 font-display text-4xl leading-tight text-balance text-parchment-100 sm:text-6xl">
          {home.heroHeading}
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-parchment-300">{home.heroText}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={home.readerMagnetsLink.href}
            className="w-full rounded-md bg-ember-600 px-6 py-3 font-medium text-white shadow-lg shadow-ember-950/50 hover:bg-ember-500 sm:w-auto"
          >
            {home.readerMagnetsLink.label}
          </Link>
          <Link
            to={home.browseBooks.href}
            className="w-full rounded-md border border-parchment-400/40 px-6 py-3 font-medium text-parchment-200 hover:border-ember-500 hover:text-ember-300 sm:w-auto"
          >
            {home.browseBooks.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
