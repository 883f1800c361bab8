import type { AboutPage } from '../schemas';
import { AUTHOR_NAME, author } from './author';
import { externalLinks } from './links';

/**
 * /about (docs/SPEC.md §2 About): bio, philosophy, genres and themes, writing approach, Connect.
 * Sections render in order; each has an anchor id.
 */
export const aboutPage: AboutPage = {
  heading: `About ${AUTHOR_NAME}`,
  intro: author.tagline,
  sections: [
    {
      id: 'biography',
      heading: 'Biography',
      paragraphs: [
        `${AUTHOR_NAME} lives and writes in Welland, Ontario, a canal town on the Niagara Peninsula where lake freighters glide past the end of residential streets and the fog off the water can swallow a house whole. Growing up between the canal, the old Welland Mills and the stories told on front porches, ${AUTHOR_NAME} learned early that every quiet town keeps a second history, the one that is only whispered.`,
        `Before writing full time, ${AUTHOR_NAME} worked nights, the hours when hospitals hum, highways empty and people say things they would never say in daylight. Those nights fed a lifelong fascination with what people hide, what they remember wrongly, and what might be listening when they think they are alone.`,
        `Today that fascination fills thirteen books: the standalone novels The Driver's Promise, Voss Trials and The Veil Lives, the supernatural romance trilogy The Veil Song Chronicles, and the seven-book psychological thriller series The Clinic Binge Series.`,
      ],
      list: null,
      closing: null,
    },
    {
      id: 'philosophy',
      heading: 'Philosophy',
      paragraphs: [
        'A good dark story is not about the monster. It is about the person standing in front of it, and the choice they make when running is no longer an option.',
        `${AUTHOR_NAME} believes readers deserve fear that means something: ghosts that carry grief, thrillers whose twists are earned rather than tricked, romances where love costs something real, and history told through the people it tried to forget. The darkness on the page is there so that the light, when it comes, is worth it.`,
        'Above all, every book is written to be finished in one more chapter, and then one more.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'genres-and-themes',
      heading: 'Genres and Themes',
      paragraphs: [`${AUTHOR_NAME} writes across four genres that share the same heartbeat:`],
      list: [
        {
          label: 'Supernatural Fiction',
          text: 'Veils between the living and the dead, hauntings rooted in grief, and the old places that remember.',
        },
        {
          label: 'Psychological Thriller',
          text: 'Unreliable memories, institutions with secrets, and characters who cannot trust the one mind they have.',
        },
        {
          label: 'Dark Romance',
          text: 'Love stories with teeth: dangerous bargains, morally grey hearts and devotion that survives the dark.',
        },
        {
          label: 'Historical Fiction',
          text: 'Niagara and Great Lakes history, from the canal builders to the influenza of 1918, told by the people in the margins.',
        },
      ],
      closing: [
        'Recurring themes include memory and identity, grief and what we owe the dead, consent and control, and the courage it takes to tell the truth when no one wants to hear it.',
      ],
    },
    {
      id: 'writing-approach',
      heading: 'Writing Approach',
      paragraphs: [
        `Every book starts with a question that will not leave ${AUTHOR_NAME} alone: What if a jury dreamed the murder? What if a singer's voice could call back the drowned? What if a clinic could erase your name? From there come months of research, in local archives, old newspapers, court records and conversations with people who were there.`,
        'Drafts are written early in the morning, before the town wakes, and revised many times over. Before any book reaches readers, it goes through the Dream Team: beta readers, editors and reviewers who read advance copies and give honest feedback, so that every release is the strongest version of the story.',
        'Series like The Clinic Binge Series are built to be binged: short, fast, cliffhanger-driven instalments released close together, so readers never wait long to find out what happens next.',
      ],
      list: null,
      closing: null,
    },
  ],
  connect: {
    heading: 'Connect',
    paragraphs: [
      `${AUTHOR_NAME} loves hearing from readers. Find reviews and reading lists, buy the books, or follow along for news, giveaways and the occasional local ghost story:`,
    ],
    links: [
      // Her site's home, on whatever origin it is served from (the link shows it absolute).
      { label: 'Author Website', href: '/' },
      { label: 'Goodreads', href: externalLinks.goodreads.href },
      { label: 'Amazon', href: externalLinks.amazon.href },
      { label: 'Facebook', href: externalLinks.facebook.href },
    ],
  },
  challenge: {
    heading: 'The House Hippo Challenge',
    text: 'Remember the House Hippo? Join the media-literacy challenge: create a believable fake, show others how to question it, and win a free book.',
    link: { label: 'Learn about the challenge', href: '/house-hippo-challenge' },
  },
};
