import * as z from 'zod';
import { siteEmailsSchema } from '@content/schemas';
import { NAME_MAX_LENGTH } from './mailing-list';
import { mergeFieldProblem, SITE_EMAIL_FIELDS } from './merge-fields';

/**
 * Her emails' words (site/emails) as a save checks them and the emails read them: each text's
 * merge fields (the reader's name and hers) and the links she writes in a paragraph,
 * `[words](/a-page)` or `[words](https://…)`. No AWS or Node imports: the editor imports it.
 */

const LINK = /\[([^[\]\n]+)\]\(([^()\s]*)\)/g;
const LINK_ADDRESS = /^(\/[^\s]*|https:\/\/[^\s/]+\.[^\s]+)$/;

/** How the editor shows a link. */
export const EMAIL_LINK_EXAMPLE = '[Join the Dream Team](/voss-trials)';

export type LinkPart = string | { link: string; href: string };

/** Her words as text and the links written in them, in order. */
export function linkParts(text: string): LinkPart[] {
  const parts: LinkPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ link: match[1]!, href: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** Why a link in the text cannot go anywhere, in her words; undefined when every one can. */
function linkProblem(text: string): string | undefined {
  for (const part of linkParts(text))
    if (typeof part !== 'string' && !LINK_ADDRESS.test(part.href))
      return `The link “${part.link}” goes to “${part.href}”, which is not an address: write a page of your site (such as /voss-trials) or a whole address starting https://, as in ${EMAIL_LINK_EXAMPLE}.`;
  return undefined;
}

/** Every text of a value with its path (a list's paragraphs by index). */
function textsOf(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...path, key]));
  return [];
}

/** site/emails as a save takes it: the schema, and in every text fields the emails can fill and links that go somewhere. */
export const siteEmailsPieceSchema = siteEmailsSchema.superRefine((emails, ctx) => {
  for (const { path, text } of textsOf(emails)) {
    const message = mergeFieldProblem(text, SITE_EMAIL_FIELDS) ?? linkProblem(text);
    if (message) ctx.addIssue({ code: 'custom', path, message });
  }
});

/** The editor's preview: her words as she has them on screen, for a reader of the name given (none: the fallbacks). */
export const siteEmailsPreviewBody = z.strictObject({
  body: z.unknown().nonoptional('Send the emails’ words.'),
  readerName: z
    .string({ error: 'The reader’s name must be text.' })
    .max(NAME_MAX_LENGTH, `A name has at most ${NAME_MAX_LENGTH} characters.`)
    .optional(),
});

/** Each of her emails as that reader gets it: what it is, in her words, and its subject, HTML and text. */
export const siteEmailsPreview = z.object({
  emails: z.array(z.object({ name: z.string(), subject: z.string(), html: z.string(), text: z.string() })),
});
export type SiteEmailsPreview = z.infer<typeof siteEmailsPreview>;
