import type { Author } from '../schemas';

/**
 * The seed's author: what a new deployment's details start as, until she edits them in /admin.
 * The seed's other facts (books, links, the About page) are built from these constants.
 *
 * TODO_AUTHOR: "Rowan Ashcroft" is a placeholder chosen for the build; the real pen name and inbox
 * replace it in /admin. The site's domain is not here: it is the deploy settings' `domainName`.
 */
export const AUTHOR_NAME = 'Rowan Ashcroft';
/** TODO_AUTHOR: the inbox readers write to (legal pages, About, footer). */
export const CONTACT_EMAIL = 'hello@rowanashcroft.com';

export const AUTHOR_LOCATION = { city: 'Welland', region: 'Ontario', country: 'Canada', countryCode: 'CA' } as const;

/** "Rowan+Ashcroft": the name as a search-query term for retailer/review-site search URLs. */
export const AUTHOR_QUERY = AUTHOR_NAME.trim().split(/\s+/).map(encodeURIComponent).join('+');

/**
 * The author profile (docs/SPEC.md §3). `social.twitter` and `social.instagram` are placeholders
 * (`placeholder: true`, href '#'): the UI hides them and JSON-LD leaves them out of `sameAs`.
 * Goodreads and Amazon point at searches for the author's name until the real profile URLs
 * (TODO_AUTHOR) are filled in; Facebook points at the author page placeholder.
 */
export const author: Author = {
  name: AUTHOR_NAME,
  tagline: 'Stories where the veil is thin and the truth is thinner.',
  bio: [
    `${AUTHOR_NAME} writes supernatural fiction, psychological thrillers, dark romance and historical fiction from ${AUTHOR_LOCATION.city}, ${AUTHOR_LOCATION.region}, a canal town on the Niagara Peninsula where the fog rolls in off the water and every old house has a story nobody tells at dinner.`,
    `Across thirteen books, including The Veil Song Chronicles and the seven-book Clinic Binge Series, ${AUTHOR_NAME} explores grief, memory and the bargains people make in the dark, with characters who refuse to stay quiet and endings that stay with you long after the last page.`,
  ],
  email: CONTACT_EMAIL,
  location: { ...AUTHOR_LOCATION },
  genres: ['Supernatural Fiction', 'Psychological Thriller', 'Dark Romance', 'Historical Fiction'],
  photo: '/images/author-photo.svg',
  social: {
    // TODO_AUTHOR: replace with the Goodreads author profile URL.
    goodreads: {
      label: 'Goodreads',
      href: `https://www.goodreads.com/search?q=${AUTHOR_QUERY}`,
      placeholder: false,
    },
    // TODO_AUTHOR: replace with the Amazon author page URL (https://www.amazon.com/author/...).
    amazon: {
      label: 'Amazon',
      href: `https://www.amazon.com/s?k=${AUTHOR_QUERY}&i=digital-text`,
      placeholder: false,
    },
    // TODO_AUTHOR: replace with the real Facebook author page.
    facebook: {
      label: 'Facebook',
      href: `https://www.facebook.com/${AUTHOR_NAME.replace(/[^A-Za-z0-9]/g, '')}Author`,
      placeholder: false,
    },
    // Placeholders (docs/SPEC.md §3): hidden in the UI until the author has these accounts.
    twitter: { label: 'X (Twitter)', href: '#', placeholder: true },
    instagram: { label: 'Instagram', href: '#', placeholder: true },
  },
};

/** The social links the UI should actually show (placeholders removed), in display order. */
export const visibleSocialLinks = Object.values(author.social).filter((link) => !link.placeholder);
