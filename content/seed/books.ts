import type { Book, BookSeries, CoverMood } from '../schemas';
import { AUTHOR_NAME } from './author';

/**
 * The book catalogue (docs/SPEC.md §3): 13 books, in the order /books shows them.
 *
 * Decisions:
 * - `directPrice` is `null` (not 0) for books that are not sold direct (The Clinic Binge Series),
 *   and so is `epubFilename`; the schema enforces "set exactly when directPurchaseAvailable".
 *   The UI shows "Buy Direct $<directPrice>" only when `directPurchaseAvailable` is true.
 * - `price` is the bookstore (Amazon) ebook list price in USD, used for JSON-LD `offers`;
 *   `directPrice` is the price on this site.
 * - `purchaseLink` === `amazonLink`. Both are Amazon Kindle-store searches for "<title> <author>"
 *   until the author fills in product URLs (TODO_AUTHOR).
 * - `sampleLink` is set for four books only (The Driver's Promise, Voss Trials and each series' book 1);
 *   "Read Sample" falls back to `purchaseLink` when null. Until the author has real sample URLs
 *   (TODO_AUTHOR: https://read.amazon.com/sample/<ASIN>), it is a Goodreads search for the title,
 *   whose book page carries the Kindle preview.
 * - `isbn` is null until the author has one (TODO_AUTHOR); `retailLinks` (other formats and stores
 *   beside the Amazon ebook) are empty until she adds them.
 * - `cover` is `/covers/<id>.svg`, generated from `coverMood` (tone, palette, motif).
 */

const VEIL = 'The Veil Song Chronicles';
const CLINIC = 'The Clinic Binge Series';

/** "<title> <author>" as a search query term ("Patient+92+Rowan+Ashcroft"). */
function searchTerms(title: string): string {
  const terms = `${title} ${AUTHOR_NAME}`
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .split(/\s+/);
  return terms.map(encodeURIComponent).join('+');
}

/** Amazon Kindle-store search for one title by the author. TODO_AUTHOR: product URLs. */
function amazonSearch(title: string): string {
  return `https://www.amazon.com/s?k=${searchTerms(title)}&i=digital-text`;
}

/** Goodreads search for one title (its book page offers the Kindle preview). TODO_AUTHOR. */
function goodreadsSearch(title: string): string {
  return `https://www.goodreads.com/search?q=${searchTerms(title)}`;
}

interface BookInput {
  id: string;
  title: string;
  subtitle: string | null;
  series: typeof VEIL | typeof CLINIC | null;
  seriesOrder: number | null;
  genre: string;
  coverMood: CoverMood;
  caption: string;
  description: string;
  publicationDate: string;
  price: number;
  directPrice: number | null;
  wordCount: number;
  hasSample: boolean;
}

function book(input: BookInput): Book {
  const { hasSample, ...rest } = input;
  const amazonLink = amazonSearch(input.title);
  const direct = input.directPrice !== null;
  return {
    ...rest,
    cover: `/covers/${input.id}.svg`,
    coverImage: null,
    status: 'published',
    purchaseLink: amazonLink,
    amazonLink,
    isbn: null,
    retailLinks: [],
    sampleLink: hasSample ? goodreadsSearch(input.title) : null,
    directPurchaseAvailable: direct,
    epubFilename: direct ? `${input.id}.epub` : null,
  };
}

export const books: Book[] = [
  // --- Standalones: direct 4.99 each -------------------------------------------------------
  book({
    id: 'the-drivers-promise',
    title: "The Driver's Promise",
    subtitle: 'A Dark Romance',
    series: null,
    seriesOrder: null,
    genre: 'Dark Romance',
    coverMood: {
      tone: 'noir',
      palette: ['#0d0d14', '#b3122e', '#f2e9dc'],
      motif: 'rain-streaked windshield, red tail lights on a night highway',
    },
    caption: 'He promised to get her out of town before midnight. He never said what it would cost.',
    description:
      'Lena Moreau needs a driver who asks no questions; Cole Deacon needs a reason to stop running. On a single night along the Niagara escarpment, a promise made in the dark binds them to each other, and to the man hunting them both.',
    publicationDate: '2024-06-14',
    price: 5.99,
    directPrice: 4.99,
    wordCount: 88_400,
    hasSample: true,
  }),
  book({
    id: 'voss-trials',
    title: 'Voss Trials',
    subtitle: 'A Supernatural Thriller',
    series: null,
    seriesOrder: null,
    genre: 'Supernatural Thriller',
    coverMood: {
      tone: 'gothic',
      palette: ['#121417', '#c9a227', '#e8e4da'],
      motif: 'empty jury box under a cracked courtroom skylight',
    },
    caption: 'Twelve jurors. One verdict. And every night, they dream the murder through the killer’s eyes.',
    description:
      'When Adrian Voss stands trial for a killing no one can explain, juror Claire Hadley begins waking with blood under her fingernails and memories that are not her own. To reach a verdict, she will have to decide whether the man in the dock is guilty, or whether something else is using all of them.',
    publicationDate: '2025-05-30',
    price: 5.99,
    directPrice: 4.99,
    wordCount: 94_200,
    hasSample: true,
  }),
  book({
    id: 'the-veil-lives',
    title: 'The Veil Lives',
    subtitle: 'A Novel of 1918',
    series: null,
    seriesOrder: null,
    genre: 'Historical Supernatural Fiction',
    coverMood: {
      tone: 'sepia',
      palette: ['#2b1d14', '#d8b98a', '#f5ecd9'],
      motif: 'spirit photograph of a woman beside a canal lock, a faint second figure',
    },
    caption: 'In the autumn of the great influenza, a spirit medium finds that the dead are not the ones lying.',
    description:
      'Welland, 1918. As the influenza empties the canal town, widowed medium Ada Fairweather is summoned to sit with the grieving families of the dead, until the voices at her séances begin naming the living who let them die.',
    publicationDate: '2024-10-25',
    price: 5.99,
    directPrice: 4.99,
    wordCount: 91_700,
    hasSample: false,
  }),

  // --- The Veil Song Chronicles, books 1-3: direct 2.99 each --------------------------------
  book({
    id: 'true-veil',
    title: 'True Veil',
    subtitle: 'The Veil Song Chronicles, Book 1',
    series: VEIL,
    seriesOrder: 1,
    genre: 'Supernatural Dark Romance',
    coverMood: {
      tone: 'ethereal',
      palette: ['#0f1b2d', '#9fc3d9', '#f4f1ea'],
      motif: 'bridal veil drifting over dark lake water at dusk',
    },
    caption: 'Her voice can open the veil between the living and the dead. His can close it forever.',
    description:
      'Jazz singer Wren Calloway has always heard a second melody beneath her own. When she sings it on the shore of Lake Erie, a drowned man answers, and the ghost who steps through the veil is beautiful, furious and not at all ready to let her go.',
    publicationDate: '2021-10-29',
    price: 3.99,
    directPrice: 2.99,
    wordCount: 82_300,
    hasSample: true,
  }),
  book({
    id: 'echo-of-the-veil',
    title: 'Echo of the Veil',
    subtitle: 'The Veil Song Chronicles, Book 2',
    series: VEIL,
    seriesOrder: 2,
    genre: 'Supernatural Dark Romance',
    coverMood: {
      tone: 'ethereal',
      palette: ['#1a1230', '#b48ad6', '#f3eefa'],
      motif: 'cracked antique mirror reflecting a figure who is not in the room',
    },
    caption: 'Every song she sings now has an echo. Not all of them are his.',
    description:
      'Wren kept Elias on her side of the veil, but the door she opened will not stay shut. As strangers begin to sing her songs in voices that belong to the dead, she must choose between the love she bargained for and the souls lining up behind him.',
    publicationDate: '2022-04-22',
    price: 3.99,
    directPrice: 2.99,
    wordCount: 85_900,
    hasSample: false,
  }),
  book({
    id: 'veils-last-song',
    title: "Veil's Last Song",
    subtitle: 'The Veil Song Chronicles, Book 3',
    series: VEIL,
    seriesOrder: 3,
    genre: 'Supernatural Dark Romance',
    coverMood: {
      tone: 'ethereal',
      palette: ['#1f0d12', '#e0a458', '#fbf3e6'],
      motif: 'microphone on an empty stage, candle smoke curling into a woman’s silhouette',
    },
    caption: 'One last song to close the veil. One last chance to say goodbye.',
    description:
      'The veil is tearing, and only the voice that opened it can seal it again. In the series finale, Wren faces the oldest thing on the other side and learns that the final verse of every love song is a farewell.',
    publicationDate: '2022-10-28',
    price: 3.99,
    directPrice: 2.99,
    wordCount: 88_100,
    hasSample: false,
  }),

  // --- The Clinic Binge Series, books 1-7: no direct purchase -------------------------------
  book({
    id: 'patient-92',
    title: 'Patient 92',
    subtitle: 'The Clinic Binge Series, Book 1',
    series: CLINIC,
    seriesOrder: 1,
    genre: 'Psychological Thriller',
    coverMood: {
      tone: 'clinical',
      palette: ['#e9efef', '#1d6f6a', '#111418'],
      motif: 'hospital wristband printed 92 on a bare wrist',
    },
    caption: 'She woke up with a number instead of a name. The clinic says she volunteered.',
    description:
      'Patient 92 opens her eyes in the Halloway Clinic with no memory, a signed consent form and a nurse who calls her by a number. The staff say the trial is voluntary. The locked doors say otherwise.',
    publicationDate: '2023-01-20',
    price: 0.99,
    directPrice: null,
    wordCount: 38_600,
    hasSample: true,
  }),
  book({
    id: 'let-the-dead-rest',
    title: 'Let the Dead Rest',
    subtitle: 'The Clinic Binge Series, Book 2',
    series: CLINIC,
    seriesOrder: 2,
    genre: 'Psychological Thriller',
    coverMood: {
      tone: 'clinical',
      palette: ['#dfe6e4', '#4a5d5a', '#0e1113'],
      motif: 'row of covered gurneys in a tiled basement corridor',
    },
    caption: 'The clinic’s former patients are listed as deceased. Some of them are still writing letters.',
    description:
      'Free of the ward but not of the Halloway Clinic, Patient 92 goes looking for the volunteers who came before her, and finds death certificates signed before the patients ever died.',
    publicationDate: '2023-03-17',
    price: 2.99,
    directPrice: null,
    wordCount: 36_900,
    hasSample: false,
  }),
  book({
    id: 'rebirth',
    title: 'Rebirth',
    subtitle: 'The Clinic Binge Series, Book 3',
    series: CLINIC,
    seriesOrder: 3,
    genre: 'Psychological Thriller',
    coverMood: {
      tone: 'clinical',
      palette: ['#f0f4f3', '#2e8b83', '#142021'],
      motif: 'a hand pressed against frosted glass from the inside',
    },
    caption: 'They promised her a new life. They didn’t say whose.',
    description:
      'Offered a clean slate and a new identity, Patient 92 accepts, only to discover that the life she has been given belonged to a woman who vanished from the clinic three years ago.',
    publicationDate: '2023-05-19',
    price: 2.99,
    directPrice: null,
    wordCount: 40_200,
    hasSample: false,
  }),
  book({
    id: 'genesis',
    title: 'Genesis',
    subtitle: 'The Clinic Binge Series, Book 4',
    series: CLINIC,
    seriesOrder: 4,
    genre: 'Psychological Thriller',
    coverMood: {
      tone: 'clinical',
      palette: ['#e6ecea', '#7a2e2e', '#121212'],
      motif: 'faded 1970s research file stamped CONFIDENTIAL',
    },
    caption: 'Every experiment has a beginning. This one started long before Patient 1.',
    description:
      'A box of water-stained files leads back to 1974 and the founder of the Halloway Clinic, whose first subject was his own daughter. To end the program, Patient 92 must learn how it began.',
    publicationDate: '2023-07-21',
    price: 2.99,
    directPrice: null,
    wordCount: 42_800,
    hasSample: false,
  }),
  book({
    id: 'step-back',
    title: 'Step Back',
    subtitle: 'The Clinic Binge Series, Book 5',
    series: CLINIC,
    seriesOrder: 5,
    genre: 'Psychological Thriller',
    coverMood: {
      tone: 'clinical',
      palette: ['#d9e2e0', '#3b4f7a', '#0d0f14'],
      motif: 'footprints stopping at the edge of a rooftop in snow',
    },
    caption: 'Someone is rewriting her memories. The only way forward is to stop trusting them.',
    description:
      'When Patient 92 starts remembering conversations that never happened, she must step back from everyone she loves, and from herself, to find out which of her memories the clinic planted.',
    publicationDate: '2023-09-22',
    price: 2.99,
    directPrice: null,
    wordCount: 39_400,
    hasSample: false,
  }),
  book({
    id: 'nexus-of-lies',
    title: 'Nexus of Lies',
    subtitle: 'The Clinic Binge Series, Book 6',
    series: CLINIC,
    seriesOrder: 6,
    genre: 'Psychological Thriller',
    coverMood: {
      tone: 'clinical',
      palette: ['#e4eae8', '#8a6d1f', '#101316'],
      motif: 'red string connecting photographs on a corkboard',
    },
    caption: 'Every ally has a file. Every file has a lie. And every lie leads back to her.',
    description:
      'The network protecting the Halloway Clinic reaches into the police, the press and the people Patient 92 trusts most. Untangling it means proving that the biggest lie of all is the one she has been telling herself.',
    publicationDate: '2023-11-17',
    price: 2.99,
    directPrice: null,
    wordCount: 41_600,
    hasSample: false,
  }),
  book({
    id: 'final-reckoning',
    title: 'Final Reckoning',
    subtitle: 'The Clinic Binge Series, Book 7',
    series: CLINIC,
    seriesOrder: 7,
    genre: 'Psychological Thriller',
    coverMood: {
      tone: 'clinical',
      palette: ['#1a1d1f', '#c23b22', '#f2f2ef'],
      motif: 'clinic sign burning against a night sky',
    },
    caption: 'Ninety-two patients. One name. It ends where it began.',
    description:
      'Patient 92 walks back through the doors of the Halloway Clinic of her own free will, this time to make the people behind the trials answer for every name they erased. The series comes to its final, devastating reckoning.',
    publicationDate: '2024-02-16',
    price: 2.99,
    directPrice: null,
    wordCount: 45_300,
    hasSample: false,
  }),
];

/** JSON-LD BookSeries entries (docs/SPEC.md §1, §9: the Clinic series is declared with 7 books). */
export const bookSeries: BookSeries[] = [
  {
    id: 'the-veil-song-chronicles',
    name: VEIL,
    description:
      'A supernatural dark romance trilogy about a singer whose voice opens the veil between the living and the dead, and the drowned man who answers.',
    genre: 'Supernatural Dark Romance',
    numberOfBooks: 3,
    bookIds: ['true-veil', 'echo-of-the-veil', 'veils-last-song'],
  },
  {
    id: 'the-clinic-binge-series',
    name: CLINIC,
    description:
      'A fast, bingeable seven-book psychological thriller series: one woman, one number, and the clinic that erased her name.',
    genre: 'Psychological Thriller',
    numberOfBooks: 7,
    bookIds: ['patient-92', 'let-the-dead-rest', 'rebirth', 'genesis', 'step-back', 'nexus-of-lies', 'final-reckoning'],
  },
];
