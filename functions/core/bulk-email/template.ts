import type { BulkEmailEntry, MessageHeader, Template } from '@aws-sdk/client-sesv2';
import type { ReaderFields } from '../../contract/merge-fields';
import { escapeHtml } from '../../emails/html';
import { fieldValues } from '../../emails/merge-fields';
import type { ListLinks } from '../../emails/footer';
import { listUnsubscribeHeaders } from '../../emails/layout';

/**
 * A bulk email as an SES inline template (SendBulkEmail's DefaultContent): a kind's email
 * rendered with placeholders as values, which SES replaces per recipient. An inline template
 * needs no CreateEmailTemplate, no template to keep in step with the code, and no extra IAM
 * action; it renders values raw, so each value is checked to need no HTML escaping, and a
 * reader's own words (merge fields: a name may be O'Brien or <Anna>) come twice, escaped for the
 * HTML and as they are for the text part and subject (emails/merge-fields.ts).
 */

/** Each recipient's values; the names are the template's placeholders (every list email has the list links). */
export type EntryValues = Record<string, string> & ListLinks;

export { listLinkPlaceholders, placeholder } from '../../emails/footer';

/** A rendered email as an inline template. */
export const asTemplate = (email: { subject: string; html: string; text: string }): Template => ({
  TemplateContent: { Subject: email.subject, Html: email.html, Text: email.text },
  TemplateData: '{}',
});

const headers = (values: Record<string, string>): MessageHeader[] =>
  Object.entries(values).map(([Name, Value]) => ({ Name, Value }));

/**
 * One recipient's entry: their address, their values, their merge fields when the template has
 * some, and their own one-click unsubscribe headers.
 */
export function bulkEntry(email: string, values: EntryValues, fields?: ReaderFields): BulkEmailEntry {
  for (const [name, value] of Object.entries(values) as [string, string][]) {
    if (escapeHtml(value) !== value)
      throw new Error(`The value of {{${name}}} would need HTML escaping, which SES templates do not do: ${value}`);
  }
  const data = fields ? { ...values, ...fieldValues(fields) } : values;
  return {
    Destination: { ToAddresses: [email] },
    ReplacementEmailContent: { ReplacementTemplate: { ReplacementTemplateData: JSON.stringify(data) } },
    ReplacementHeaders: headers(listUnsubscribeHeaders(values.unsubscribeUrl)),
  };
}
