/**
 * Merge fields: a reader's own words in a newsletter, written as MailerLite writes them:
 * `{$name}`, or `{$name|default("reader")}` (single quotes too) with the words a reader without a
 * name gets instead. The contract refuses a `{$` that starts no field it knows; the email module
 * fills them (functions/emails/merge-fields.ts). No AWS or Node imports: the editor imports it.
 */

export const MERGE_FIELDS = ['name'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** A field where the author wrote it, and what a reader without it gets ('' when she gave nothing). */
export interface MergeFieldUse {
  field: MergeField;
  fallback: string;
}

/** What a reader brings to the fields: absent or blank when unknown. */
export type ReaderFields = Partial<Record<MergeField, string>>;

/** How the editor shows the syntax. */
export const MERGE_FIELD_EXAMPLE = '{$name|default("reader")}';

const FIELD_START = '{$';
/**
 * A field at the position searched from. A fallback holds no braces, backslash or its own quote,
 * so it can never end the field early or read as a placeholder of the mail service.
 */
const FIELD = /\{\$(\w+)(?:\|default\((?:"([^"{}\\]*)"|'([^'{}\\]*)')\))?\}/y;

const isField = (name: string): name is MergeField => (MERGE_FIELDS as readonly string[]).includes(name);

function fieldAt(text: string, at: number): { use: MergeFieldUse | { unknown: string }; end: number } | null {
  FIELD.lastIndex = at;
  const match = FIELD.exec(text);
  if (!match) return null;
  const [whole, name, double, single] = match;
  return {
    use: isField(name!) ? { field: name, fallback: double ?? single ?? '' } : { unknown: whole },
    end: at + whole.length,
  };
}

/** The text as words and the fields it holds, in order; a `{$` that starts no known field stays words. */
export function mergeFieldParts(text: string): (string | MergeFieldUse)[] {
  const parts: (string | MergeFieldUse)[] = [];
  let from = 0;
  for (let at = text.indexOf(FIELD_START); at >= 0; at = text.indexOf(FIELD_START, at + 1)) {
    const found = fieldAt(text, at);
    if (!found || 'unknown' in found.use) continue;
    if (at > from) parts.push(text.slice(from, at));
    parts.push(found.use);
    from = found.end;
    at = found.end - 1;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** Why the text's fields cannot be filled, in the author's words; undefined when they all can. */
export function mergeFieldProblem(text: string): string | undefined {
  for (let at = text.indexOf(FIELD_START); at >= 0; at = text.indexOf(FIELD_START, at + 1)) {
    const found = fieldAt(text, at);
    if (!found)
      return `“${text.slice(at, at + 24).split(/\s/)[0]}” is not a field the email can fill: write {$name}, or ${MERGE_FIELD_EXAMPLE} to give readers without a name a word of their own.`;
    if ('unknown' in found.use)
      return `${found.use.unknown} is not a field the email can fill: only {$name} (the reader’s name) is.`;
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
