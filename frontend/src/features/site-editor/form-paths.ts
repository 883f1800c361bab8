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
  const own = new Set(issues.filter((issue) => issue.inHerWords).map((issue) => issue.message));
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      own.has(message!) ? message : (words[fieldPattern(field)] ?? message),
    ]),
  );
}

/** Paragraphs as one text: a blank line between two. */
export const paragraphsText = (paragraphs: readonly string[]) => paragraphs.join('\n\n');
export const paragraphsOf = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Lines as one text, one a line (a card's perks). */
export const linesText = (lines: readonly string[]) => lines.join('\n');
export const linesOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A bold lead-in: a few words before a colon at the start of a line ("Access: ask for a copy…"). */
const LEAD_IN = /^([^:]{1,60}):\s+(.+)$/;

/** A page's list as one text, an item a line, each lead-in before a colon; none is empty. */
export const listItemsText = (items: readonly { label: string | null; text: string }[] | null) =>
  linesText((items ?? []).map(({ label, text }) => (label ? `${label}: ${text}` : text)));
export const listItemsOf = (value: string): { label: string | null; text: string }[] =>
  linesOf(value).map((line) => {
    const [, label, text] = LEAD_IN.exec(line) ?? [];
    return label && text ? { label: label.trim(), text } : { label: null, text: line };
  });

/** A list as one line, comma-separated ("Supernatural, Dark Romance"). */
export const listText = (items: readonly string[]) => items.join(', ');
export const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
