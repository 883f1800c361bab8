import { AUTHOR_LOCATION_TEXT, AUTHOR_NAME, CONTACT_EMAIL } from '../../../../content/author';
import { PER_SUBSCRIBER_LINK_HOURS } from '../../../../functions/contract/constants';

/**
 * The download email as subscribers receive it, for the page's preview. No API route renders
 * it, and the server's renderer (functions/core/downloads/email.ts `downloadEmailContent`, in the
 * list layout of functions/core/bulk-email/template.ts) lives with the SES code, so this is a
 * copy of the same texts and markup. test/unit/email-preview.test.ts checks it against the
 * server's bulk template, character for character, so the two cannot drift apart unnoticed.
 */
export interface DownloadEmailValues {
  title: string;
  downloadUrl: string;
  expiresAt: string;
  unsubscribeUrl: string;
}

export interface RenderedEmail {
  subject: string;
  /** The whole HTML document, layout and footer included. */
  html: string;
  text: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BUTTON = 'display:inline-block;background:#c9a227;color:#17130a;font-weight:600;padding:12px 24px;border-radius:8px;text-decoration:none';

export function renderDownloadEmail(values: DownloadEmailValues): RenderedEmail {
  const title = escapeHtml(values.title);
  const url = escapeHtml(values.downloadUrl);
  const expiresAt = escapeHtml(values.expiresAt);
  const unsubscribeUrl = escapeHtml(values.unsubscribeUrl);
  const author = escapeHtml(AUTHOR_NAME);
  const subject = `Your free ebook: ${values.title}`;
  const postalLine = `${AUTHOR_NAME} · ${AUTHOR_LOCATION_TEXT} · ${CONTACT_EMAIL}`;

  const content = `<h1 style="font-size:24px;margin:0 0 16px">Your copy of ${title} is ready</h1>
<p>Thank you for reading with me. Here is your free EPUB of <strong>${title}</strong>.</p>
<p style="margin:24px 0"><a href="${url}" style="${BUTTON}">Download ${title}</a></p>
<p>The link works for ${PER_SUBSCRIBER_LINK_HOURS} hours, until <strong>${expiresAt}</strong>. If it has expired, just reply to this email and I will send you a new one.</p>
<p>If the button does not work, copy this address into your browser:<br><a href="${url}">${url}</a></p>
<p>The EPUB opens in Apple Books, Google Play Books, Kobo and most e-readers; for a Kindle, use Send to Kindle.</p>
<p>Happy reading,<br>${author}</p>`;
  const footer = `<p>You are receiving this email because you signed up to hear from ${author}.
<a href="${unsubscribeUrl}" style="color:#6b6475">Unsubscribe</a> at any time with one click.</p><p>${escapeHtml(postalLine)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:32px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.6;color:#231f29">${content}</td></tr>
<tr><td style="padding:16px 32px 32px;font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:#6b6475">${footer}</td></tr>
</table></td></tr></table></body></html>`;

  const body = `Your copy of ${values.title} is ready

Thank you for reading with me. Here is your free EPUB of ${values.title}:

${values.downloadUrl}

The link works for ${PER_SUBSCRIBER_LINK_HOURS} hours, until ${values.expiresAt}. If it has expired, just reply to this email and I will send you a new one.

The EPUB opens in Apple Books, Google Play Books, Kobo and most e-readers; for a Kindle, use Send to Kindle.

Happy reading,
${AUTHOR_NAME}`;
  const footerText = `You are receiving this email because you signed up to hear from ${AUTHOR_NAME}.\nUnsubscribe at any time: ${values.unsubscribeUrl}\n\n${postalLine}`;
  return { subject, html, text: `${body}\n\n--\n${footerText}\n` };
}
