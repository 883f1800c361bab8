/**
 * Merge fields: a reader's own words in a newsletter, written as MailerLite writes them:
 * `{$name}`, or `{$name|default("reader")}` (single quotes too) with the words a reader without a
 * name gets instead. The contract refuses a `{$` that starts no field it knows; the email module
 * fills them (functions/emails/merge-fields.ts). No AWS or Node imports: the editor imports it.
 */

/** Every field an email can fill, with what it stands for in her words. */
const FIELD_MEANINGS = {
  name: 'the reader’s name',
  author: 'your name, as your site shows it',
} as const;
export type FieldName = keyof typeof FIELD_MEANINGS;

/** A newsletter's fields: the reader's. */
export const MERGE_FIELDS = ['name'] as const satisfies readonly FieldName[];
export type MergeField = (typeof MERGE_FIELDS)[number];

/** The fields of her site's own emails (site/emails: the welcomes): the reader's name and hers. */
export const SITE_EMAIL_FIELDS = ['name', 'author'] as const satisfies readonly FieldName[];

/** A field where the author wrote it, and what a reader without it gets ('' when she gave nothing). */
export interface MergeFieldUse {
  field: FieldName;
  fallback: string;
}

/** What a reader (and, in her site's emails, she) brings to the fields: absent or blank when unknown. */
export type ReaderFields = Partial<Record<FieldName, string>>;

/** How the editor shows the syntax. */
export const MERGE_FIELD_EXAMPLE = '{$name|default("reader")}';

const FIELD_START = '{$';
/**
 * A field at the position searched from. A fallback holds no braces, backslash or its own quote,
 * so it can never end the field early or read as a placeholder of the mail service.
 */
const FIELD = /\{\$(\w+)(?:\|default\((?:"([^"{}\\]*)"|'([^'{}\\]*)')\))?\}/y;

type Fields = readonly FieldName[];

function fieldAt(
  text: string,
  at: number,
  fields: Fields,
): { use: MergeFieldUse | { unknown: string }; end: number } | null {
  FIELD.lastIndex = at;
  const match = FIELD.exec(text);
  if (!match) return null;
  const [whole, name, double, single] = match;
  return {
    use: (fields as readonly string[]).includes(name!)
      ? { field: name as FieldName, fallback: double ?? single ?? '' }
      : { unknown: whole },
    end: at + whole.length,
  };
}

/** The text as words and the fields it holds, in order; a `{$` that starts no known field stays words. */
export function mergeFieldParts(text: string, fields: Fields = MERGE_FIELDS): (string | MergeFieldUse)[] {
  const parts: (string | MergeFieldUse)[] = [];
  let from = 0;
  for (let at = text.indexOf(FIELD_START); at >= 0; at = text.indexOf(FIELD_START, at + 1)) {
    const found = fieldAt(text, at, fields);
    if (!found || 'unknown' in found.use) continue;
    if (at > from) parts.push(text.slice(from, at));
    parts.push(found.use);
    from = found.end;
    at = found.end - 1;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** The fields she may write, in words: "{$name} (the reader’s name) and {$author} (…)". */
function fieldsInWords(fields: Fields): string {
  const words = fields.map((field) => `{$${field}} (${FIELD_MEANINGS[field]})`);
  return words.length > 1 ? `${words.slice(0, -1).join('; ')} and ${words.at(-1)}` : (words[0] ?? '');
}

/** Why the text's fields cannot be filled, in the author's words; undefined when they all can. */
export function mergeFieldProblem(text: string, fields: Fields = MERGE_FIELDS): string | undefined {
  for (let at = text.indexOf(FIELD_START); at >= 0; at = text.indexOf(FIELD_START, at + 1)) {
    const found = fieldAt(text, at, fields);
    if (!found)
      return `“${text.slice(at, at + 24).split(/\s/)[0]}” is not a field the email can fill: write {$name}, or ${MERGE_FIELD_EXAMPLE} to give readers without a name a word of their own.`;
    if ('unknown' in found.use)
      return `${found.use.unknown} is not a field the email can fill: only ${fieldsInWords(fields)} ${fields.length === 1 ? 'is' : 'are'}.`;
    at = found.end - 1;
  }
  return undefined;
}

/**
 * A reader's name as words in an email: on one line (a name typed with a line break must not
 * start a new header line in a subject), without control characters, trimmed.
 */
export const fieldWords = (value: string | undefined) => (value ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim();

/** A field's words for a reader: theirs, or the fallback. */
export const fieldFor = (reader: ReaderFields, use: MergeFieldUse) => fieldWords(reader[use.field]) || use.fallback;
