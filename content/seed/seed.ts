import type { Placeholder, SiteContent } from '../schemas';
import { aboutPage } from './about';
import { author } from './author';
import { books, bookSeries } from './books';
import { dreamTeamWords } from './dream-team';
import { siteEmails } from './emails';
import { homeWords } from './home';
import { houseHippoWords } from './house-hippo';
import { externalLinks } from './links';
import { privacyWords } from './privacy';
import { shortStories } from './stories';
import { storyTexts } from './story-texts';
import { termsWords } from './terms';

/**
 * What a new deployment (and the local stack) starts from: the site content of this folder as
 * one document, which the seeding code writes into the table once, piece by piece. From then on
 * the author edits it in /admin and publishing renders her pages from the table.
 */
export const seedContent: SiteContent = {
  author,
  links: externalLinks,
  emails: siteEmails,
  books,
  series: bookSeries,
  // TODO_AUTHOR: the YouTube ids of the two House Hippo videos. None is set: we could not verify
  // one offline, and a wrong id embeds someone else's video; the page links to a search meanwhile.
  pages: {
    home: homeWords,
    about: aboutPage,
    'house-hippo': { original: null, challenge: null },
    'house-hippo-words': houseHippoWords,
    'dream-team': dreamTeamWords,
    terms: termsWords,
    privacy: privacyWords,
  },
  stories: shortStories.map((story) => ({ ...story, text: storyTexts[story.id]! })),
  removedBooks: [],
};

const bookPlaceholders = (book: SiteContent['books'][number]): Placeholder[] => [
  { piece: `book/${book.id}`, path: ['amazonLink'], label: `The Amazon page of ${book.title}` },
  ...(book.sampleLink
    ? [{ piece: `book/${book.id}`, path: ['sampleLink'], label: `The sample of ${book.title}` }]
    : []),
];

/**
 * The seed's stand-ins (searches, guessed handles, the placeholder inbox): the launch checklist
 * lists each one while its value is still the seed's. Her pen name and domain are not here: the
 * name is hers to keep, and the domain lives in the deploy settings (deploy.settings.json `domainName`).
 */
export const seedPlaceholders: Placeholder[] = [
  { piece: 'site/author', path: ['email'], label: 'The address readers write to' },
  { piece: 'site/author', path: ['social', 'goodreads', 'href'], label: 'Your Goodreads author page' },
  { piece: 'site/author', path: ['social', 'amazon', 'href'], label: 'Your Amazon author page' },
  { piece: 'site/author', path: ['social', 'facebook', 'href'], label: 'Your Facebook page' },
  { piece: 'site/links', path: ['fundraising', 'href'], label: 'Your Patreon (or other membership) page' },
  { piece: 'site/links', path: ['tipJar', 'href'], label: 'Your Buy Me a Coffee page' },
  { piece: 'site/links', path: ['amazon', 'href'], label: 'Your Amazon store link (footer)' },
  { piece: 'site/links', path: ['houseHippoChallenge', 'href'], label: 'The House Hippo Challenge group' },
  { piece: 'page/house-hippo', path: ['original'], label: 'The original House Hippo video on YouTube' },
  { piece: 'page/house-hippo', path: ['challenge'], label: 'Your House Hippo Challenge video on YouTube' },
  ...books.flatMap(bookPlaceholders),
  // A sample text is a stand-in until her own story replaces it (saving her text clears `sample`).
  ...shortStories.map((story): Placeholder => ({
    piece: `story/${story.id}`,
    path: ['text', 'sample'],
    label: `The text of ${story.title}`,
  })),
];
