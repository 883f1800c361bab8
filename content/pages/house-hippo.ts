import type { HouseHippoPage, PublicSiteContent, Video } from '../schemas';

/**
 * /house-hippo-challenge (docs/SPEC.md §2): back link to /about, banner, the two videos
 * (`houseHippoVideos`: their ids are hers, the `page/house-hippo` piece), the explanation of the
 * challenge, the contest and a link to watch the original. Where entries go: her links'
 * `houseHippoChallenge`. Her name is filled in from her details (`houseHippoPage(name)`).
 *
 * Render order: backLink, banner, originalVideo, challengeVideo, sections, contest,
 * then watchOriginalLabel / joinGroupLabel links.
 */
export const CONTEST_VIDEO_LENGTH = { minSeconds: 45, maxSeconds: 80 } as const;

/** The video format's length, written from CONTEST_VIDEO_LENGTH: "45 seconds to 1 min 20 sec". */
const videoLength = ({ minSeconds, maxSeconds }: typeof CONTEST_VIDEO_LENGTH) =>
  `${minSeconds} seconds to ${Math.floor(maxSeconds / 60)} min ${maxSeconds % 60} sec`;

export const houseHippoPage = (authorName: string): HouseHippoPage => ({
  backLink: { label: 'Back to About', href: '/about' },
  banner: {
    eyebrow: 'Media-Literacy Challenge & Monthly Contest',
    heading: 'The House Hippo Challenge',
    subheading: 'It looked real. It sounded real. It wasn’t. Think about what you’re watching, and ask questions.',
  },
  originalVideo: {
    heading: 'The Original House Hippo (1999)',
    caption:
      'In 1999, Concerned Children’s Advertisers aired a nature-documentary-style spot about the North American house hippo, a tiny hippo that nests in mittens and lives on crumbs from peanut butter toast. Generations of Canadian kids believed it. That was the point.',
  },
  challengeVideo: {
    heading: 'The New Challenge',
    caption: `${authorName} brings the house hippo back for a world of filters, deepfakes and AI-generated everything, and invites you to make the next one.`,
  },
  sections: [
    {
      id: 'why-the-house-hippo',
      heading: 'Why the House Hippo Still Matters',
      paragraphs: [
        'The original house hippo ended with a simple lesson: it is good to think about what you are watching, and to ask questions. In 1999 that meant television advertising. Today it means every video, photo, headline and post that scrolls past us, many of them designed to look more convincing than the truth.',
        'As a storyteller, I make things up for a living. Fiction is honest about being invented. The danger is invented things that pretend to be real. The House Hippo Challenge is about learning to tell the difference, by making a believable fake yourself and then showing everyone how it was done.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'the-challenge',
      heading: 'The Challenge',
      paragraphs: [
        'Create your own “house hippo”: something fictional, harmless and convincing. Then reveal it. Every entry should:',
      ],
      list: [
        {
          label: 'Be believable',
          text: 'use the tools of real media (narration, editing, sound, framing) to make your creation feel true.',
        },
        {
          label: 'Be harmless',
          text: 'invent a creature, place or custom; never impersonate real people, spread health or election misinformation, or target anyone.',
        },
        {
          label: 'Reveal the trick',
          text: 'end by showing or telling viewers how it was made and what clues could have given it away.',
        },
        {
          label: 'Ask a question',
          text: 'leave your audience with one question they can ask the next time something looks too good to be true.',
        },
      ],
      closing: null,
    },
  ],
  contest: {
    heading: 'The Monthly Contest',
    intro: [
      'Every month, the community votes for its favourite house hippo. Anyone can enter, as many months as they like.',
    ],
    formatsHeading: 'Choose Your Format',
    formats: [
      { label: 'Short video', text: `a short video of ${videoLength(CONTEST_VIDEO_LENGTH)}.` },
      {
        label: 'Visual storyboard or scene reel',
        text: 'a sequence of images or scenes that tells your house hippo’s story.',
      },
      { label: 'Short story with media', text: 'a short story paired with an image, animation or voiceover.' },
    ],
    howToEnterHeading: 'How to Enter',
    howToEnter: [
      { label: 'Create', text: 'make your entry in one of the three formats above.' },
      {
        label: 'Post',
        text: 'share it in our Facebook group, or on your own social media with the hashtag #HouseHippo (make sure the post is public so it can be found and counted).',
      },
      { label: 'Vote', text: 'like and share your favourite entries; votes are counted at the end of each month.' },
    ],
    hashtag: '#HouseHippo',
    prizeHeading: 'The Prize',
    prize: 'The top-voted entry each month wins a free book of the winner’s choice.',
    finePrint: [
      'Entries must be your own original work and follow the Terms of Service. Entries that are harmful, hateful or impersonate real people are removed.',
      'Entrants must be 13 or older; entrants under 18 need a parent’s or guardian’s permission.',
      'Winners are announced in the Facebook group at the start of the following month and contacted through the platform they entered on.',
    ],
  },
  watchOriginalLabel: 'Watch the original 1999 House Hippo',
  joinGroupLabel: 'Join the Facebook group',
});

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
