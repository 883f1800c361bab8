import { withMergeFields, type MergeFacts } from '../merge-fields';
import type { HouseHippoPage, HouseHippoWords, PublicSiteContent, Video } from '../schemas';

/**
 * /house-hippo-challenge (docs/SPEC.md §2) as drawn: her words (`page/house-hippo-words`) with
 * their merge fields filled in, the back link to /about and the contest's hashtag (the spec's);
 * the two videos (`houseHippoVideos`: their ids are hers, `page/house-hippo`). Where entries go:
 * her links' `houseHippoChallenge`.
 *
 * Render order: backLink, banner, originalVideo, challengeVideo, sections, contest,
 * then watchOriginalLabel / joinGroupLabel links.
 */
export function houseHippoPage(words: HouseHippoWords, facts: MergeFacts): HouseHippoPage {
  const { contest, ...page } = withMergeFields(words, facts);
  return {
    backLink: { label: 'Back to About', href: '/about' },
    ...page,
    contest: { ...contest, hashtag: '#HouseHippo' },
  };
}

/**
 * The page's two videos, from her content: the ids she gave (none: a "watch" link), the original
 * 1999 spot's search on YouTube, and her challenge's group for the new one.
 */
export const houseHippoVideos = ({ author, links, pages }: PublicSiteContent) =>
  ({
    original: {
      title: 'The Hidden World of the House Hippo (1999 PSA, Concerned Children’s Advertisers)',
      youtubeId: pages['house-hippo'].original,
      watchUrl: 'https://www.youtube.com/results?search_query=House+Hippo+1999+Concerned+Children%27s+Advertisers+PSA',
    },
    challenge: {
      title: `The House Hippo Challenge with ${author.name}`,
      youtubeId: pages['house-hippo'].challenge,
      watchUrl: links.houseHippoChallenge.href,
    },
  }) satisfies Record<string, Video>;
