import type { BulkEmailEntry, MessageHeader, Template } from '@aws-sdk/client-sesv2';
import { AUTHOR_LOCATION_TEXT, AUTHOR_NAME, CONTACT_EMAIL } from '../../../content/author';
import { escapeHtml, html, type SafeHtml } from '../../lib/html-page';
import { listUnsubscribeHeaders } from '../newsletter/emails';
import { downloadEmailContent } from '../downloads/email';

/**
 * The bulk download email as an SES inline template (SendBulkEmail's DefaultContent): the
 * single-send text (`downloadEmailContent`) filled with placeholders, which SES replaces per
 * recipient. An inline template needs no CreateEmailTemplate, no template to keep in step with
 * the code, and no extra IAM action; it renders values raw, so each value is checked to need
 * no HTML escaping.
 */

/** Each recipient's values; the names are the template's placeholders. */
export interface EntryValues {
  downloadUrl: string;
  expiresAt: string;
  unsubscribeUrl: string;
}

const placeholder = (name: keyof EntryValues) => `{{${name}}}`;

// MERGE: the layout and footer below repeat `layout` and `listFooter` of
// functions/core/newsletter/emails.ts, which are not exported yet. Once that module exports a
// pure renderer of list mail (subject, html, text, unsubscribeUrl -> subject, html, text),
// `listEmail` should call it instead.
const postalLine = `${AUTHOR_NAME} · ${AUTHOR_LOCATION_TEXT} · ${CONTACT_EMAIL}`;

function listEmail(email: { subject: string; html: SafeHtml; text: string; unsubscribeUrl: string }) {
  const footerHtml = html`<p>You are receiving this email because you signed up to hear from ${AUTHOR_NAME}.
<a href="${email.unsubscribeUrl}" style="color:#6b6475">Unsubscribe</a> at any time with one click.</p><p>${postalLine}</p>`;
  const footerText = `You are receiving this email because you signed up to hear from ${AUTHOR_NAME}.\nUnsubscribe at any time: ${email.unsubscribeUrl}\n\n${postalLine}`;
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${email.subject}</title></head>
<body style="margin:0;padding:0;background:#f4f1f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:32px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.6;color:#231f29">${email.html}</td></tr>
<tr><td style="padding:16px 32px 32px;font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:#6b6475">${footerHtml}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: email.subject, html: page.html, text: `${email.text.trimEnd()}\n\n--\n${footerText}\n` };
}

/** The DefaultContent template of every SendBulkEmail call of a job about `title`. */
export function bulkDownloadTemplate(title: string): Template {
  const content = downloadEmailContent({ title, downloadUrl: placeholder('downloadUrl'), expiresAt: placeholder('expiresAt') });
  const email = listEmail({ ...content, unsubscribeUrl: placeholder('unsubscribeUrl') });
  return {
    TemplateContent: { Subject: email.subject, Html: email.html, Text: email.text },
    TemplateData: '{}',
  };
}

const headers = (values: Record<string, string>): MessageHeader[] => Object.entries(values).map(([Name, Value]) => ({ Name, Value }));

/** One recipient's entry: their address, their values, and their own one-click unsubscribe headers. */
export function bulkEntry(email: string, values: EntryValues): BulkEmailEntry {
  for (const [name, value] of Object.entries(values)) {
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
