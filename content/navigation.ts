import type { Author, Link, NavEntry } from './schemas';
import { copyrightOf, placeName } from './site';

/**
 * Where the site's own links go: its navigation and the footer's. The external sites it links to
 * are hers (the `links` of her site content); the footer's words about her are made from her details.
 */

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
// Footer (docs/SPEC.md §2)
// ---------------------------------------------------------------------------------------------

export const footer = {
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
  ] satisfies Link[],
  /** "<name> writes … from <city>, <region>, <country>." */
  blurb: ({ name, location }: Pick<Author, 'name' | 'location'>) =>
    `${name} writes supernatural fiction, psychological thrillers, dark romance and historical fiction from ${placeName(location)}.`,
  /** Scrolls to Home's reader-magnets section (a `/#section` link, docs/SPEC.md §2). */
  freeStoriesLink: { label: 'Read a free story', href: `/#${HOME_SECTION_IDS.readerMagnets}` } satisfies Link,
  onlineHeading: 'Find Me Online',
  legalHeading: 'Legal',
  copyright: copyrightOf,
};
