import { Link } from 'react-router-dom';
import { buttonStyles } from '../../components/buttons';
import { ContentSection, PageSection, Paragraphs } from '../../components/content-section';
import { AuthorPortrait } from '../../components/drawing-image';
import { PageMeta } from '../../components/page-meta';
import { ConnectLinks } from '@frontend/features/pages';
import { useSiteContent, usePageMeta } from '@frontend/lib/site-content';

/** About the author (docs/SPEC.md §2): bio, philosophy, genres and themes, writing approach, Connect. */
export function AboutPage() {
  const pageMeta = usePageMeta();
  const aboutPage = useSiteContent().pages.about;
  const { connect, challenge } = aboutPage;
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <PageMeta meta={pageMeta['/about']} />
      <header className="grid items-center gap-8 sm:grid-cols-[1fr_14rem] lg:grid-cols-[1fr_18rem]">
        <div>
          <h1 className="font-display text-4xl text-parchment-100 sm:text-5xl">{aboutPage.heading}</h1>
          <p className="mt-4 font-display text-xl text-ember-300 italic">{aboutPage.intro}</p>
        </div>
        <AuthorPortrait />
      </header>

      <div className="mt-12 max-w-3xl space-y-12">
        {aboutPage.sections.map((section) => (
          <ContentSection key={section.id} section={section} />
        ))}

        <PageSection id="connect" heading={connect.heading} renderWhenNear={false}>
          <Paragraphs texts={connect.paragraphs} className="mt-4 leading-relaxed text-parchment-300" />
          <ConnectLinks links={connect.links} />
        </PageSection>

        <aside
          aria-labelledby="challenge-heading"
          className="rounded-lg border border-ember-700/50 bg-ember-950/40 p-6"
        >
          <h2 id="challenge-heading" className="font-display text-2xl text-parchment-100">
            {challenge.heading}
          </h2>
          <p className="mt-3 text-parchment-300">{challenge.text}</p>
          <Link to={challenge.link.href} className={`${buttonStyles.primary} mt-5`}>
            {challenge.link.label}
          </Link>
        </aside>
      </div>
    </article>
  );
}
