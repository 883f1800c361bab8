import { fieldFor, mergeFieldParts, SITE_EMAIL_FIELDS, type ReaderFields } from '../contract/merge-fields';
import { linkParts } from '../contract/site-emails';
import type { Inline } from './blocks';

/**
 * Her words (site/emails) as an email shows them: each merge field filled for the reader and her
 * (`fields`: the reader's name, her name), and a link to a page of her site made whole with the
 * site's address. The blocks escape them for the HTML.
 */

/** A text of hers with its fields filled. */
export const herText = (text: string, fields: ReaderFields): string =>
  mergeFieldParts(text, SITE_EMAIL_FIELDS)
    .map((part) => (typeof part === 'string' ? part : fieldFor(fields, part)))
    .join('');

/** A paragraph of hers: fields filled, and its links (`[words](/page)`) as links. */
export const herParagraph = (text: string, fields: ReaderFields, siteUrl: string): Inline[] =>
  linkParts(text).map((part) =>
    typeof part === 'string'
      ? herText(part, fields)
      : { link: herText(part.link, fields), href: part.href.startsWith('/') ? `${siteUrl}${part.href}` : part.href },
  );
