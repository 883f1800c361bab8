import type { BulkEmailEntry, MessageHeader, Template } from '@aws-sdk/client-sesv2';
import { CONTACT_EMAIL } from '../../../content/author';
import { renderCampaignEmail, type CampaignEmailValues } from '../../emails/campaign';
import { renderDownloadEmail } from '../../emails/download';
import { escapeHtml } from '../../emails/html';
import { listUnsubscribeHeaders } from '../../emails/layout';

/**
 * The bulk download email as an SES inline template (SendBulkEmail's DefaultContent): the
 * download email (functions/emails/download.ts) rendered with placeholders as values, which SES replaces per
 * recipient. An inline template needs no CreateEmailTemplate, no template to keep in step with
 * the code, and no extra IAM action; it renders values raw, so each value is checked to need
 * no HTML escaping.
 */

/** Each recipient's values; the names are the template's placeholders (a campaign has only the list links). */
export interface EntryValues {
  downloadUrl?: string;
  expiresAt?: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

const placeholder = (name: keyof EntryValues) => `{{${name}}}`;

const asTemplate = (email: { subject: string; html: string; text: string }): Template => ({
  TemplateContent: { Subject: email.subject, Html: email.html, Text: email.text },
  TemplateData: '{}',
});

/**
 * The DefaultContent template of a campaign's SendBulkEmail calls. Its words cannot hold SES
 * placeholders of their own: the contract refuses double braces in a campaign.
 */
export function bulkCampaignTemplate(values: CampaignEmailValues): Template {
  return asTemplate(renderCampaignEmail({ ...values, unsubscribeUrl: placeholder('unsubscribeUrl'), preferencesUrl: placeholder('preferencesUrl') }));
}

/** The DefaultContent template of every SendBulkEmail call of a job about `title`. */
export function bulkDownloadTemplate(title: string): Template {
  return asTemplate(
    renderDownloadEmail({
      title,
      downloadUrl: placeholder('downloadUrl'),
      expiresAt: placeholder('expiresAt'),
      unsubscribeUrl: placeholder('unsubscribeUrl'),
      preferencesUrl: placeholder('preferencesUrl'),
    }),
  );
}

const headers = (values: Record<string, string>): MessageHeader[] => Object.entries(values).map(([Name, Value]) => ({ Name, Value }));

/** One recipient's entry: their address, their values, and their own one-click unsubscribe headers. */
export function bulkEntry(email: string, values: EntryValues): BulkEmailEntry {
  for (const [name, value] of Object.entries(values) as [string, string][]) {
    if (escapeHtml(value) !== value) throw new Error(`The value of {{${name}}} would need HTML escaping, which SES templates do not do: ${value}`);
  }
  return {
    Destination: { ToAddresses: [email] },
    ReplacementEmailContent: { ReplacementTemplate: { ReplacementTemplateData: JSON.stringify(values) } },
    ReplacementHeaders: headers(listUnsubscribeHeaders(values.unsubscribeUrl)),
  };
}

/** Replies to a bulk email reach the author, as for every list email. */
export const BULK_REPLY_TO = [CONTACT_EMAIL];
