import { Link } from 'react-router-dom';
import type { Drawing } from '@content/artwork';
import { houseHippoPage, houseHippoVideos } from '@content/pages/house-hippo';
import type { Video } from '@content/schemas';
import { siteImages } from '@content/site';
import { buttonStyles, textLinkStyle } from '../../components/buttons';
import { ContentSection, PageSection } from '../../components/content-section';
import { DrawingImage } from '../../components/drawing-image';
import { ExternalLink } from '../../components/external-link';
import { PageMeta } from '../../components/page-meta';
import { VideoFacade } from '../../components/video-facade';
import { Island } from '../../islands/island';
import { Contest } from '@frontend/features/house-hippo';
import { useMergeFacts, useSiteContent, usePageMeta } from '@frontend/lib/site-content';

/** The article's width (max-w-4xl less its padding), the width of the banner and the video posters. */
const PAGE_WIDTH = '(min-width: 56rem) 54rem, calc(100vw - 2rem)';

type VideoBlockProps = { id: string; text: { heading: string; caption: string }; video: Video; poster: Drawing };

function VideoBlock({ id, text, video, poster }: VideoBlockProps) {
  return (
    <PageSection id={id} heading={text.heading}>
      <p className="mt-3 mb-5 leading-relaxed text-parchment-300">{text.caption}</p>
      <Island name="video-facade" props={{ video, poster, posterSizes: PAGE_WIDTH }}>
        <VideoFacade video={video} poster={poster} posterSizes={PAGE_WIDTH} />
      </Island>
    </PageSection>
  );
}

/** The media-literacy challenge and contest (docs/SPEC.md §2). */
export function HouseHippoPage() {
  const pageMeta = usePageMeta();
  const banner = siteImages.houseHippoBanner;
  const content = useSiteContent();
  const page = houseHippoPage(content.pages['house-hippo-words'], useMergeFacts());
  const videos = houseHippoVideos(content);
  const challengeLink = content.links.houseHippoChallenge;
  // The two videos, each in its own linkable section: the 1999 original, then the challenge's.
  const blocks: VideoBlockProps[] = [
    {
      id: 'original-video',
      text: page.originalVideo,
      video: videos.original,
      poster: siteImages.houseHippoOriginalPoster,
    },
    {
      id: 'challenge-video',
      text: page.challengeVideo,
      video: videos.challenge,
      poster: siteImages.houseHippoChallengePoster,
    },
  ];
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <PageMeta meta={pageMeta['/house-hippo-challenge']} />
      <Link to={page.backLink.href} className={`${textLinkStyle} inline-flex items-center gap-1 text-sm`}>
        <span aria-hidden="true">←</span> {page.backLink.label}
      </Link>

      <header className="mt-6">
        <DrawingImage
          drawing={banner}
          sizes={PAGE_WIDTH}
          alt={banner.alt}
          fetchPriority="high"
          className="aspect-[8/3] h-auto w-full rounded-lg bg-ink-900 object-cover"
        />
        <p className="mt-8 text-xs tracking-[0.3em] text-ember-300 uppercase">{page.banner.eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl text-parchment-100 sm:text-5xl">{page.banner.heading}</h1>
        <p className="mt-4 text-lg leading-relaxed text-parchment-200">{page.banner.subheading}</p>
      </header>

      <div className="mt-12 space-y-14">
        {blocks.map((block) => (
          <VideoBlock key={block.id} {...block} />
        ))}
        {page.sections.map((section) => (
          <ContentSection key={section.id} section={section} />
        ))}
        <Contest contest={page.contest} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <ExternalLink href={videos.original.watchUrl} className={buttonStyles.secondary}>
            {page.watchOriginalLabel}
          </ExternalLink>
          <ExternalLink href={challengeLink.href} className={buttonStyles.primary}>
            {page.joinGroupLabel}
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
