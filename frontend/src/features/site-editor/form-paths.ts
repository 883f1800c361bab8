import { fieldErrorsOf, type FieldErrors, type FieldIssue } from '@frontend/lib/field-errors';

/**
 * The editors address each field by its path in the body (`retailLinks.2.url`,
 * `sections.0.paragraphs`), the same path the schema's and the server's issues name, so a message
 * lands beside the field it is about.
 */
type Tree = Record<string, unknown> | unknown[];

export function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], values);
}

/** `values` with `value` at `path`, every object and array on the way copied (React state stays immutable). */
export function withValueAt<V>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const node = values as Tree;
  const next = rest.length ? withValueAt(valueAt(node, key), rest.join('.'), value) : value;
  if (Array.isArray(node)) return node.map((item, index) => (index === Number(key) ? next : item)) as V;
  return { ...node, [key]: next } as V;
}

/** A field's kind of message: `retailLinks.2.url` → `retailLinks.#.url`, whichever row it is. */
export const fieldPattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.#');

/**
 * One message per field, in her words: the schema's messages speak of types and patterns, so each
 * field the editor names (by its pattern) says instead what to give; others keep the schema's.
 */
export function messagesInHerWords(
  fields: readonly string[],
  issues: readonly FieldIssue[],
  words: Readonly<Record<string, string>>,
): FieldErrors<string> {
  const errors = fieldErrorsOf(fields, issues);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, words[fieldPattern(field)] ?? message]),
  );
}

/** Paragraphs as one text: a blank line between two. */
export const paragraphsText = (paragraphs: readonly string[]) => paragraphs.join('\n\n');
export const paragraphsOf = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A list as one line, comma-separated ("Supernatural, Dark Romance"). */
export const listText = (items: readonly string[]) => items.join(', ');
export const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
