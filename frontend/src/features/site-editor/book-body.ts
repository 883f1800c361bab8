import { slugify } from '@contract/blog';
import type { Image } from '@contract/images';
import { bookSchema, type Book, type CoverMood, type Picture, type RetailLink } from '@content/schemas';

/**
 * A book as its editor holds it (text as typed, numbers as text) and the body a save sends: the
 * fields she never types (the generated cover's path, the bookstore link twice, the book's own
 * page) are derived here, so the schema's rules about them always hold.
 */
export interface BookFormValues {
  id: string;
  title: string;
  subtitle: string;
  series: string;
  seriesOrder: string;
  genre: string;
  caption: string;
  description: string;
  publicationDate: string;
  price: string;
  amazonLink: string;
  sampleLink: string;
  isbn: string;
  retailLinks: RetailLink[];
  directPurchaseAvailable: boolean;
  directPrice: string;
  epubFilename: string;
  wordCount: string;
  /** Her picture as the cover, or null for the cover drawn from `coverMood`. */
  coverImage: Picture | null;
  coverMood: CoverMood;
}

/** The longest id a piece may have (the contract's). */
const ID_MAX = 100;

/** A book's id (its page's address, `/books/<id>`) from its title: "The Driver’s Promise" → `the-drivers-promise`. */
export function bookIdFromTitle(title: string): string {
  const id = slugify(title.replace(/['’]/g, ''));
  return id.length <= ID_MAX ? id : id.slice(0, ID_MAX).replace(/-[^-]*$/, '');
}

/**
 * One of her pictures as a book's cover: its WebP variants (every browser shows them; one format,
 * so they make one srcset), narrowest first. A picture kept only in JPEG or PNG gives those.
 */
export function coverImageOf(image: Pick<Image, 'id' | 'variants'>): Picture {
  const webp = image.variants.filter((variant) => variant.mediaType === 'image/webp');
  const chosen = webp.length ? webp : image.variants;
  return {
    imageId: image.id,
    variants: [...chosen]
      .sort((a, b) => a.width - b.width)
      .map(({ path, width, height }) => ({ src: path, width, height })),
  };
}

/** A new book's drawn cover until she chooses one: a tone and palette the cover generator knows. */
export const NEW_BOOK_COVER_MOOD: CoverMood = {
  tone: 'gothic',
  palette: ['#121417', '#c9a227', '#e8e4da'],
  motif: 'an open book under candlelight',
};

export const newBookValues = (): BookFormValues => ({
  id: '',
  title: '',
  subtitle: '',
  series: '',
  seriesOrder: '',
  genre: '',
  caption: '',
  description: '',
  publicationDate: '',
  price: '',
  amazonLink: '',
  sampleLink: '',
  isbn: '',
  retailLinks: [],
  directPurchaseAvailable: false,
  directPrice: '',
  epubFilename: '',
  wordCount: '',
  coverImage: null,
  coverMood: NEW_BOOK_COVER_MOOD,
});

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function bookFormValues(book: Book): BookFormValues {
  return {
    id: book.id,
    title: book.title,
    subtitle: text(book.subtitle),
    series: text(book.series),
    seriesOrder: text(book.seriesOrder),
    genre: book.genre,
    caption: book.caption,
    description: book.description,
    publicationDate: book.publicationDate,
    price: text(book.price),
    amazonLink: book.amazonLink,
    sampleLink: text(book.sampleLink),
    isbn: text(book.isbn),
    retailLinks: book.retailLinks,
    directPurchaseAvailable: book.directPurchaseAvailable,
    directPrice: text(book.directPrice),
    epubFilename: text(book.epubFilename),
    wordCount: text(book.wordCount),
    coverImage: book.coverImage,
    coverMood: book.coverMood,
  };
}

/** The id typed, else the one made from the title (a new book's, until she types her own). */
export const bookIdOf = (values: Pick<BookFormValues, 'id' | 'title'>) =>
  values.id.trim() || bookIdFromTitle(values.title);

const orNull = (value: string) => value.trim() || null;
/** Text as a number; empty is null, and anything else not a number stays for the schema to refuse. */
const numberOrNull = (value: string) => (value.trim() ? Number(value.replace(/[$,\s]/g, '')) : null);

/**
 * The body a save sends. Sold direct, an empty price or file name is sent as typed so the schema
 * names that field; not sold direct, both are null whatever the fields still hold.
 */
export function bookBody(values: BookFormValues): Book {
  const direct = values.directPurchaseAvailable;
  const id = bookIdOf(values);
  return {
    id,
    title: values.title,
    subtitle: orNull(values.subtitle),
    series: orNull(values.series),
    seriesOrder: numberOrNull(values.seriesOrder),
    genre: values.genre,
    cover: `/covers/${id}.svg`,
    coverMood: values.coverMood,
    coverImage: values.coverImage,
    caption: values.caption,
    description: values.description,
    status: 'published',
    publicationDate: values.publicationDate,
    price: numberOrNull(values.price) as number,
    purchaseLink: values.amazonLink,
    amazonLink: values.amazonLink,
    isbn: orNull(values.isbn.replace(/[-\s]/g, '')),
    retailLinks: values.retailLinks,
    sampleLink: orNull(values.sampleLink),
    directPurchaseAvailable: direct,
    directPrice: direct ? (numberOrNull(values.directPrice) ?? 0) : null,
    epubFilename: direct ? values.epubFilename.trim() : null,
    wordCount: numberOrNull(values.wordCount.replace(/,/g, '')) as number,
  };
}

/** A book's editor's way from its saved body to the form and back, and the schema that checks it. */
export const bookBodies = { schema: bookSchema, fromBody: bookFormValues, toBody: bookBody };
