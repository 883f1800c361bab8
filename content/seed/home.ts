import type { HomeWords } from '../schemas';

/**
 * The home page's words (/, docs/SPEC.md §2) and the Books page's intro as a new deployment starts
 * with them. `{town}` is her town and region, `{name}` her name and `{books}` how many books
 * the Books page shows, filled in when the pages are drawn (content/merge-fields.ts).
 */
export const homeWords: HomeWords = {
  hero: {
    eyebrow: '{town} · Author',
    heading: 'Stories where the veil is thin and the truth is thinner.',
    text: 'Supernatural fiction, psychological thrillers, dark romance and historical fiction, for readers who like their stories haunting and their endings earned.',
    browseBooks: 'Browse Books',
    getFreeArc: 'Get Free ARC',
    challengeLink: 'Take the House Hippo Challenge',
  },
  about: { heading: 'Meet {name}', link: 'More About the Author' },
  readerMagnets: {
    heading: 'Free Reader Magnets',
    text: 'Sign up and read free short stories set in the worlds of the books.',
    link: 'See the Free Stories',
  },
  support: {
    heading: 'Support Your Author',
    text: 'Every coffee keeps the lamps lit and the pages turning. If a story kept you up at night, you can say thanks here.',
    button: 'Buy Me a Coffee',
  },
  booksIntro: '{books} across four dark genres. Start anywhere; just leave a light on.',
};
