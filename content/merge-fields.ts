import type { Author, Book } from './schemas';
import { placeName, townName } from './site';

/**
 * Her facts that the words of her pages name by a merge field, written in the text as `{name}`,
 * and filled in when the page is drawn: so a page she edits never holds a copy of her name or
 * address that her details could later contradict. Each with what it stands for, as the editor's
 * hint says it. (No zod here: reader pages import this.)
 */
export const MERGE_FIELDS = {
  name: 'your name',
  email: 'the address readers write to',
  place: 'your town, region and country',
  site: 'your site’s address, as example.com',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export type MergeFacts = Record<MergeField, string>;

/** The fields a page's words may name, each with what it stands for. */
export type FieldMeanings = Readonly<Record<string, string>>;

/**
 * The home page's words (with the Books page's intro) name two more: her town as the hero's line
 * says it, and how many books the Books page shows, as a sentence starts with it.
 */
export const HOME_MERGE_FIELDS = {
  ...MERGE_FIELDS,
  town: 'your town and region',
  books: 'how many books your Books page shows, in words (“Thirteen books”, “One book”)',
} as const;
export type HomeFacts = Record<keyof typeof HOME_MERGE_FIELDS, string>;

const NUMBER_WORDS =
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen Twenty'.split(
    ' ',
  );
/** A count as the start of a sentence spells it: "Thirteen", and digits past twenty ("21"). */
const countWord = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** The facts a page names, from her details and the origin it is published on. */
export const mergeFactsOf = (
  { name, email, location }: Pick<Author, 'name' | 'email' | 'location'>,
  siteUrl: string,
): MergeFacts => ({
  name,
  email,
  place: placeName(location),
  site: new URL(siteUrl).host,
});

/** The facts the home page's words name: her facts, her town, and her books' count. */
export const homeFactsOf = (
  { author, books }: { author: Pick<Author, 'name' | 'email' | 'location'>; books: readonly Book[] },
  siteUrl: string,
): HomeFacts => ({
  ...mergeFactsOf(author, siteUrl),
  town: townName(author.location),
  books: `${countWord(books.length)} ${books.length === 1 ? 'book' : 'books'}`,
});

/** A merge field as written: a word in braces, no spaces (`{name}`); anything so written is one. */
const FIELD = /\{([^{}\s]+)\}/g;

/** The merge fields a text names that the site cannot fill in (of `fields`), each once, in order. */
export const unknownMergeFields = (text: string, fields: FieldMeanings = MERGE_FIELDS): string[] => [
  ...new Set([...text.matchAll(FIELD)].map(([, field]) => field!).filter((field) => !Object.hasOwn(fields, field))),
];

/** The fields, as the editor's hint and a refusal list them: "{name}, {email}, {place} or {site}". */
export const mergeFieldList = (joiner: 'or' | 'and', fields: FieldMeanings = MERGE_FIELDS) => {
  const written = Object.keys(fields).map((field) => `{${field}}`);
  return `${written.slice(0, -1).join(', ')} ${joiner} ${written.at(-1)}`;
};

/** Why a text is refused, naming the fields she can use. */
export const mergeFieldRefusal = (unknown: readonly string[], fields: FieldMeanings = MERGE_FIELDS) =>
  `${unknown.map((field) => `{${field}}`).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not something the site can fill in: use ${mergeFieldList('or', fields)}.`;

/** A text with its merge fields filled in (an unknown one, which a save refuses, is left as written). */
export const fillMergeFields = (text: string, facts: FieldMeanings): string =>
  text.replace(FIELD, (written, field: string) => (Object.hasOwn(facts, field) ? facts[field]! : written));

/** Every text of a page's words (at any depth) with its merge fields filled in; other values as they are. */
export function withMergeFields<T>(words: T, facts: FieldMeanings): T {
  if (typeof words === 'string') return fillMergeFields(words, facts) as T;
  if (Array.isArray(words)) return words.map((item: unknown) => withMergeFields(item, facts)) as T;
  if (words && typeof words === 'object')
    return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, withMergeFields(value, facts)])) as T;
  return words;
}

/**
 * Each text of a page's words (at any depth) that names a merge field not of `fields`: where, and
 * the refusal.
 */
export function mergeFieldProblems(
  words: unknown,
  fields: FieldMeanings = MERGE_FIELDS,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  if (typeof words === 'string') {
    const unknown = unknownMergeFields(words, fields);
    return unknown.length ? [{ path, message: mergeFieldRefusal(unknown, fields) }] : [];
  }
  if (Array.isArray(words))
    return words.flatMap((item: unknown, index) => mergeFieldProblems(item, fields, [...path, index]));
  if (words && typeof words === 'object')
    return Object.entries(words).flatMap(([key, value]) => mergeFieldProblems(value, fields, [...path, key]));
  return [];
}
