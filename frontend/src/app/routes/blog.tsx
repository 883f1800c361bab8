import { pageMeta, uiText } from '@content/site';
import { PageMeta } from '../../components/page-meta';
import { BlogList } from '@frontend/features/blog';

/** `/blog`: the published posts. */
export function BlogPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageMeta meta={pageMeta['/blog']} />
      <header className="mb-8 max-w-2xl">
        <h1 className="font-display text-3xl text-parchment-100 sm:text-4xl">{uiText.blog.heading}</h1>
        <p className="mt-3 text-parchment-300">{uiText.blog.intro}</p>
      </header>
      <BlogList />
    </section>
  );
}
