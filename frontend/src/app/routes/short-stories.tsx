import { uiText } from '@content/ui-text';
import { usePageMeta } from '@frontend/lib/site-content';
import { PageMeta } from '../../components/page-meta';
import { StoryList } from '@frontend/features/short-stories';

export function ShortStoriesPage() {
  const pageMeta = usePageMeta();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageMeta meta={pageMeta['/short-stories']} />
      <header className="mb-8">
        <p className="text-xs tracking-[0.3em] text-ember-400 uppercase">{uiText.stories.heading}</p>
        <h1 className="mt-2 font-display text-3xl text-parchment-100 sm:text-4xl">Free Short Stories</h1>
        <p className="mt-3 text-parchment-300">{uiText.stories.intro}</p>
      </header>
      <StoryList />
    </section>
  );
}
