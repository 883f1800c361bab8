import type { ExternalLinks } from '../schemas';
import { AUTHOR_QUERY, author } from './author';

/**
 * The seed's external links: the sites her navigation, footer and pages point at. Entries marked
 * TODO_AUTHOR are working placeholders (a search or a guessed handle) for her to replace in /admin;
 * `placeholder: true` would hide a link entirely.
 */
export const externalLinks: ExternalLinks = {
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
};
