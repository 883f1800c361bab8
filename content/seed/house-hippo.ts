import type { HouseHippoWords } from '../schemas';

/**
 * The House Hippo Challenge page's words (/house-hippo-challenge, docs/SPEC.md §2) as a new
 * deployment starts with them: banner, the two videos' headings and captions, the challenge, the
 * contest (its formats: a short video of 45 seconds to 1 min 20 sec, a storyboard or a story with
 * media) and the two links' labels. `{name}` is her name, filled in when the page is drawn.
 */
export const houseHippoWords: HouseHippoWords = {
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
    caption:
      '{name} brings the house hippo back for a world of filters, deepfakes and AI-generated everything, and invites you to make the next one.',
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
      { label: 'Short video', text: 'a short video of 45 seconds to 1 min 20 sec.' },
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
};
