import type { Author } from './schemas';
import { placeName } from './site';

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

/** A merge field as written: a word in braces, no spaces (`{name}`); anything so written is one. */
const FIELD = /\{([^{}\s]+)\}/g;

const isMergeField = (field: string): field is MergeField => Object.hasOwn(MERGE_FIELDS, field);

/** The merge fields a text names that the site cannot fill in, each once, in order. */
export const unknownMergeFields = (text: string): string[] => [
  ...new Set([...text.matchAll(FIELD)].map(([, field]) => field!).filter((field) => !isMergeField(field))),
];

/** The fields, as the editor's hint and a refusal list them: "{name}, {email}, {place} or {site}". */
export const mergeFieldList = (joiner: 'or' | 'and') => {
  const fields = Object.keys(MERGE_FIELDS).map((field) => `{${field}}`);
  return `${fields.slice(0, -1).join(', ')} ${joiner} ${fields.at(-1)}`;
};

/** Why a text is refused, naming the fields she can use. */
export const mergeFieldRefusal = (unknown: readonly string[]) =>
  `${unknown.map((field) => `{${field}}`).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not something the site can fill in: use ${mergeFieldList('or')}.`;

/** A text with its merge fields filled in (an unknown one, which a save refuses, is left as written). */
export const fillMergeFields = (text: string, facts: MergeFacts): string =>
  text.replace(FIELD, (written, field: string) => (isMergeField(field) ? facts[field] : written));

/** Every text of a page's words (at any depth) with its merge fields filled in; other values as they are. */
export function withMergeFields<T>(words: T, facts: MergeFacts): T {
  if (typeof words === 'string') return fillMergeFields(words, facts) as T;
  if (Array.isArray(words)) return words.map((item: unknown) => withMergeFields(item, facts)) as T;
  if (words && typeof words === 'object')
    return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, withMergeFields(value, facts)])) as T;
  return words;
}

/** Each text of a page's words (at any depth) that names an unknown merge field: where, and the refusal. */
export function mergeFieldProblems(
  words: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  if (typeof words === 'string') {
    const unknown = unknownMergeFields(words);
    return unknown.length ? [{ path, message: mergeFieldRefusal(unknown) }] : [];
  }
  if (Array.isArray(words)) return words.flatMap((item: unknown, index) => mergeFieldProblems(item, [...path, index]));
  if (words && typeof words === 'object')
    return Object.entries(words).flatMap(([key, value]) => mergeFieldProblems(value, [...path, key]));
  return [];
}
