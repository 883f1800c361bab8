import { Link } from 'react-router-dom';
import { HOME_SECTION_IDS } from '@content/navigation';
import type { PublicRoute } from '@content/page-table';
import { siteImages } from '@content/site';
import { uiText } from '@content/ui-text';
import { buttonStyles, textLinkStyle } from '../../components/buttons';
import { Paragraphs } from '../../components/content-section';
import { AuthorPortrait, DrawingImage } from '../../components/drawing-image';
import { ExternalLink } from '../../components/external-link';
import { PageMeta } from '../../components/page-meta';
import { StoryCover } from '@frontend/features/short-stories';
import { useHomePage, useSiteContent, usePageMeta } from '@frontend/lib/site-content';

/** Where the home page's links lead (their words are hers: `page/home`). */
const TARGETS = {
  books: '/books',
  dreamTeam: '/voss-trials',
  stories: '/short-stories',
  about: '/about',
} as const satisfies Record<string, PublicRoute>;

/** The h2 every section below the hero opens with (its id labels the section). */
function HomeHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-display text-3xl text-parchment-100 sm:text-4xl">
      {children}
    </h2>
  );
}

function Hero() {
  const image = siteImages.hero;
  const { links } = useSiteContent();
  const { hero } = useHomePage();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      {/* Positioned behind the text, so the hero's height never waits for the image. On a phone the
          left of the scene shows: the moon (at 74% of its width) would sit behind the headline. */}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full object-cover object-[15%_center] sm:object-[70%_center]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-950 via-ink-950/85 to-ink-950/30"
      />
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-32">
        <div className="max-w-2xl">
          <p className="text-xs tracking-[0.3em] text-ember-300 uppercase">{hero.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-4 font-display text-4xl leading-tight text-balance text-parchment-100 sm:text-6xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-parchment-200">{hero.text}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={TARGETS.books} className={buttonStyles.primary}>
              {hero.browseBooks}
            </Link>
            <Link to={TARGETS.dreamTeam} className={buttonStyles.secondary}>
              {hero.getFreeArc}
            </Link>
          </div>
          <p className="mt-8">
            <ExternalLink href={links.houseHippoChallenge.href} className={textLinkStyle}>
              {hero.challengeLink}
            </ExternalLink>
          </p>
        </div>
      </div>
    </section>
  );
}

function MeetTheAuthor() {
  const { author } = useSiteContent();
  const { about } = useHomePage();
  return (
    <section
      aria-labelledby="meet-heading"
      className="render-when-near mx-auto grid max-w-6xl items-center gap-8 px-4 py-16 sm:grid-cols-[14rem_1fr] sm:py-20 lg:grid-cols-[18rem_1fr]"
    >
      <AuthorPortrait lazy />
      <div>
        <HomeHeading id="meet-heading">{about.heading}</HomeHeading>
        <Paragraphs texts={author.bio} className="mt-4 leading-relaxed text-parchment-300" />
        <Link to={TARGETS.about} className={`${buttonStyles.secondary} mt-6`}>
          {about.link}
        </Link>
      </div>
    </section>
  );
}

/** How many stories the home page shows: featured first; the whole list (and sign-up) lives on /short-stories. */
const HOME_STORIES = 3;

function ReaderMagnets() {
  const { stories } = useSiteContent();
  const { readerMagnets } = useHomePage();
  const homeStories = [...stories.filter((s) => s.featured), ...stories.filter((s) => !s.featured)].slice(
    0,
    HOME_STORIES,
  );
  return (
    <section
      id={HOME_SECTION_IDS.readerMagnets}
      aria-labelledby="reader-magnets-heading"
      className="render-when-near scroll-mt-6 border-y border-ink-800 bg-ink-900/50"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <HomeHeading id="reader-magnets-heading">{readerMagnets.heading}</HomeHeading>
        <p className="mt-3 max-w-2xl text-parchment-300">{readerMagnets.text}</p>
        {homeStories.length ? (
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {homeStories.map((story) => (
              <li
                key={story.id}
                className="grid grid-cols-[7rem_1fr] gap-4 rounded-lg border border-ink-800 bg-ink-950/60 p-4"
              >
                <StoryCover title={story.title} genre={story.genre} coverImage={story.coverImage} />
                <div className="min-w-0">
                  {story.featured ? (
                    <p className="text-xs tracking-[0.15em] text-ember-300 uppercase">{uiText.stories.featured}</p>
                  ) : null}
                  <h3 className="mt-1 font-display text-lg text-parchment-100">{story.title}</h3>
                  <p className="mt-1 text-xs text-parchment-400">{story.genre}</p>
                  <p className="mt-2 text-sm leading-relaxed text-parchment-300">{story.description}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={TARGETS.stories} className={`${buttonStyles.primary} mt-8`}>
          {readerMagnets.link}
        </Link>
      </div>
    </section>
  );
}

function SupportYourAuthor() {
  const desk = siteImages.writingDesk;
  const { links } = useSiteContent();
  const { support } = useHomePage();
  return (
    <section
      id={HOME_SECTION_IDS.support}
      aria-labelledby="support-heading"
      className="render-when-near scroll-mt-6 mx-auto grid max-w-6xl items-center gap-8 px-4 py-16 sm:py-20 md:grid-cols-2"
    >
      <DrawingImage
        drawing={desk}
        sizes="(min-width: 72rem) 34rem, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2rem)"
        alt={desk.alt}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] h-auto w-full rounded-lg shadow-2xl shadow-black/60 ring-1 ring-ink-700"
      />
      <div>
        <HomeHeading id="support-heading">{support.heading}</HomeHeading>
        <p className="mt-4 leading-relaxed text-parchment-300">{support.text}</p>
        <ExternalLink href={links.tipJar.href} className={`${buttonStyles.primary} mt-6`}>
          {support.button}
        </ExternalLink>
      </div>
    </section>
  );
}

export function HomePage() {
  const pageMeta = usePageMeta();
  return (
    <>
      <PageMeta meta={pageMeta['/']} />
      <Hero />
      <MeetTheAuthor />
      <ReaderMagnets />
      <SupportYourAuthor />
    </>
  );
}
