import {
  fieldFor,
  fieldWords,
  MERGE_FIELDS,
  mergeFieldParts,
  type FieldName,
  type MergeFieldUse,
  type ReaderFields,
} from '../contract/merge-fields';
import { escapeHtml } from './html';

/**
 * Filling a newsletter's merge fields (contract/merge-fields.ts) in each part of its email, each
 * escaped as its part needs: the HTML escapes the reader's words, the text part and the subject
 * take them as they are. The words are rendered with a mark where each field goes (private-use
 * characters and digits: Markdown, HTML escaping and upper-casing leave them alone), then each mark
 * is filled, so a field sits in a heading, a list or a link's words like any other word.
 */

/** How one part fills a field. */
type Fill = (use: MergeFieldUse) => string;
/** How each part of an email fills its fields: for one reader, or with the mail service's placeholders. */
export interface FieldFills {
  html: Fill;
  text: Fill;
  /** The mail service's placeholders: keep an author's brace or backslash from running into them. */
  placeholders?: boolean;
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = /\uE000(\d+)\uE001/g;
const MARK_CHARACTERS = /[\uE000\uE001]/g;

/** Words with a mark where each field is; `uses` says which field each mark stands for. */
export interface MarkedWords {
  mark: (text: string) => string;
  uses: MergeFieldUse[];
}

export function fieldMarker(): MarkedWords {
  const uses: MergeFieldUse[] = [];
  const mark = (text: string) =>
    mergeFieldParts(text.replace(MARK_CHARACTERS, ''))
      .map((part) => (typeof part === 'string' ? part : `${OPEN}${uses.push(part) - 1}${CLOSE}`))
      .join('');
  return { mark, uses };
}

/**
 * A zero-width space between a placeholder and a brace or backslash the author wrote beside its
 * field: the mail service would read `{{{`, `}}}` or `\{{` as its own syntax and fail the send.
 */
const SEPARATOR = '\u200B';

/** `rendered` with each mark filled by `fill`. */
export function fillMarks(rendered: string, uses: MergeFieldUse[], fill: Fill, placeholders = false): string {
  return rendered.replace(MARK, (mark, index: string, at: number) => {
    const filled = fill(uses[Number(index)]!);
    if (!placeholders) return filled;
    const before = /[{\\]/.test(rendered[at - 1] ?? '') ? SEPARATOR : '';
    const after = rendered[at + mark.length] === '}' ? SEPARATOR : '';
    return before + filled + after;
  });
}

/** A rendered email's parts with their marks filled: the HTML by `fills.html`, the subject and text part by `fills.text`. */
export const fillEmail = <Email extends { subject: string; html: string; text: string }>(
  email: Email,
  uses: MergeFieldUse[],
  fills: FieldFills,
): Email => ({
  ...email,
  subject: fillMarks(email.subject, uses, fills.text, fills.placeholders),
  html: fillMarks(email.html, uses, fills.html, fills.placeholders),
  text: fillMarks(email.text, uses, fills.text, fills.placeholders),
});

/** The fields filled for one reader (the preview, a test, the web version with nobody's name). */
export const readerFills = (reader: ReaderFields): FieldFills => ({
  html: (use) => escapeHtml(fieldFor(reader, use)),
  text: (use) => fieldFor(reader, use),
});

/**
 * A field's placeholders in the bulk template: each reader's words twice, escaped for the HTML and
 * as they are for the text part and subject, since the mail service fills values raw.
 */
const placeholderName = (field: FieldName, part: 'Html' | 'Text') => `${field}${part}`;

const placeholderFill =
  (part: 'Html' | 'Text', inPart: (words: string) => string): Fill =>
  ({ field, fallback }) => {
    const name = placeholderName(field, part);
    return fallback ? `{{#if ${name}}}{{${name}}}{{else}}${inPart(fallback)}{{/if}}` : `{{${name}}}`;
  };

/** The bulk template's fills: the mail service's placeholders, with the fallback when a reader's value is empty. */
export const placeholderFills: FieldFills = {
  html: placeholderFill('Html', escapeHtml),
  text: placeholderFill('Text', (words) => words),
  placeholders: true,
};

/** A reader's values for the bulk template's placeholders: every field, empty when unknown. */
export const fieldValues = (reader: ReaderFields): Record<string, string> =>
  Object.fromEntries(
    MERGE_FIELDS.flatMap((field) => {
      const words = fieldWords(reader[field]);
      return [
        [placeholderName(field, 'Html'), escapeHtml(words)],
        [placeholderName(field, 'Text'), words],
      ];
    }),
  );
