import { AUTHOR_NAME, AUTHOR_QUERY, author } from './author';
import type { ExternalLink, Link, NavEntry, Video } from './schemas';
import { COPYRIGHT } from './site';

/** Where the site's links go: its navigation, the footer, and the external sites it links to. */

// ---------------------------------------------------------------------------------------------
// Navigation (docs/SPEC.md §2): label → route, in this order. The entry for the current page is left out.
// ---------------------------------------------------------------------------------------------

export const navEntries: NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Books', to: '/books' },
  { label: 'Reader Magnets', to: '/short-stories' },
  { label: 'Dream Team', to: '/voss-trials' },
  { label: 'About Author', to: '/about' },
  { label: 'Blog', to: '/blog' },
];

/** Anchor ids on Home that `/#<id>` links scroll to (the blog's empty state links to /#reader-magnets). */
export const HOME_SECTION_IDS = { readerMagnets: 'reader-magnets', support: 'support' } as const;

// ---------------------------------------------------------------------------------------------
// External links. Entries marked TODO_AUTHOR are working placeholders (a search or a guessed
// handle) for the author to replace; `placeholder: true` would hide a link entirely.
// ---------------------------------------------------------------------------------------------

export const externalLinks = {
  /** Fundraising page (nav). TODO_AUTHOR: real campaign/membership URL. */
  fundraising: {
    label: 'Support My Work',
    shortLabel: 'Support',
    href: 'https://www.patreon.com/RowanAshcroft',
    placeholder: false,
  },
  /** Tip jar (nav, Home "Support Your Author"). TODO_AUTHOR: real Buy Me a Coffee handle. */
  tipJar: {
    label: 'Buy Me a Coffee',
    shortLabel: 'Coffee',
    href: 'https://buymeacoffee.com/rowanashcroft',
    placeholder: false,
  },
  /** Book-review site (footer, About). */
  goodreads: {
    label: 'Goodreads',
    shortLabel: 'Goodreads',
    href: author.social.goodreads.href,
    placeholder: false,
  },
  /** Bookstore (footer, About, "Buy on Amazon"). */
  amazon: {
    label: 'Amazon',
    shortLabel: 'Amazon',
    href: `https://www.amazon.com/s?k=${AUTHOR_QUERY}&i=digital-text`,
    placeholder: false,
  },
  /** Social network (footer, About). */
  facebook: {
    label: 'Facebook',
    shortLabel: 'Facebook',
    href: author.social.facebook.href,
    placeholder: false,
  },
  /**
   * The external House Hippo challenge page (Home hero link; where contest entries are posted).
   * TODO_AUTHOR: the real Facebook group URL.
   */
  houseHippoChallenge: {
    label: 'Join the House Hippo Challenge',
    shortLabel: 'House Hippo Challenge',
    href: 'https://www.facebook.com/groups/househippochallenge',
    placeholder: false,
  },
} satisfies Record<string, ExternalLink>;

/** The bookstore's name for "Buy on <name>". */
export const BOOKSTORE_NAME = externalLinks.amazon.label;

/**
 * Videos on /house-hippo-challenge. No YouTube id is hard-coded for either: we could not verify
 * one offline, and a wrong id embeds someone else's video. With `youtubeId: null` the page shows
 * a "watch" link to `watchUrl` instead of an embedded player.
 * TODO_AUTHOR: set `youtubeId` (the 11 characters after `watch?v=`) for both videos; embed with
 * `https://www.youtube-nocookie.com/embed/<youtubeId>`.
 */
export const houseHippoVideos = {
  original: {
    title: 'The Hidden World of the House Hippo (1999 PSA, Concerned Children’s Advertisers)',
    youtubeId: null,
    watchUrl: 'https://www.youtube.com/results?search_query=House+Hippo+1999+Concerned+Children%27s+Advertisers+PSA',
  },
  challenge: {
    title: `The House Hippo Challenge with ${AUTHOR_NAME}`,
    youtubeId: null,
    watchUrl: externalLinks.houseHippoChallenge.href,
  },
} satisfies Record<string, Video>;

// ---------------------------------------------------------------------------------------------
// Footer (docs/SPEC.md §2)
// ---------------------------------------------------------------------------------------------

export const footer = {
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
  ] satisfies Link[],
  /** Book-review site, bookstore, social network, in this order. */
  externalLinks: [externalLinks.goodreads, externalLinks.amazon, externalLinks.facebook],
  blurb: `${AUTHOR_NAME} writes supernatural fiction, psychological thrillers, dark romance and historical fiction from Welland, Ontario, Canada.`,
  /** Scrolls to Home's reader-magnets section (a `/#section` link, docs/SPEC.md §2). */
  freeStoriesLink: { label: 'Read a free story', href: `/#${HOME_SECTION_IDS.readerMagnets}` } satisfies Link,
  onlineHeading: 'Find Me Online',
  legalHeading: 'Legal',
  copyright: COPYRIGHT,
};
