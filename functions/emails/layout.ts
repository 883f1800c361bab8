import { listFooter, listLinksIn, transactionalFooter, type ListLinks, type Sender } from './footer';
import { html, SafeHtml } from './html';

/**
 * The site's one email layout: a centred table, inline styles only (what mail clients keep), and a
 * footer (functions/emails/footer.ts); list mail gets the unsubscribe footer and RFC 8058 headers. Every email renders through
 * here, on the server and in the admin's preview alike.
 */

/** A rendered email: the subject, the whole HTML document and the plain-text part. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** An email's own content, before the layout and footer: an HTML fragment and the same words as text. */
export interface EmailContent {
  subject: string;
  html: SafeHtml;
  text: string;
}

/** The two headers that give mail clients a one-click unsubscribe button (RFC 8058). */
export const listUnsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * The site's email layout around an HTML fragment, with a footer (the unsubscribe link for list
 * mail). A preheader is the line mail apps show after the subject; it is hidden in the message.
 * `head` replaces the title for a page on the web (the newsletters' web versions: their head tags).
 */
export function layout(title: string, content: SafeHtml, footer: SafeHtml, preheader = '', head?: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${head ?? html`<title>${title}</title>`}</head>
<body style="margin:0;padding:0;background:#f4f1f7">
${preheader ? html`<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${preheader}</div>\n` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:32px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.6;color:#231f29">${content}</td></tr>
<tr><td style="padding:16px 32px 32px;font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:#6b6475">${footer}</td></tr>
</table></td></tr></table></body></html>`.html;
}

/**
 * List mail as sent (pure): the content in the site's layout, with the unsubscribe footer in both
 * the HTML and the text.
 */
export function renderListEmail(
  sender: Sender,
  email: { subject: string; html: SafeHtml | string; text: string; preheader?: string } & ListLinks,
): RenderedEmail {
  const footer = listFooter(sender, listLinksIn(email));
  const content = email.html instanceof SafeHtml ? email.html : new SafeHtml(email.html);
  return {
    subject: email.subject,
    html: layout(email.subject, content, footer.html, email.preheader),
    text: `${email.text.trimEnd()}\n\n--\n${footer.text}\n`,
  };
}

/** A transactional email as sent (pure): the content in the site's layout, with the postal line as its footer. */
export function renderTransactionalEmail(sender: Sender, email: EmailContent): RenderedEmail {
  const footer = transactionalFooter(sender);
  return {
    subject: email.subject,
    html: layout(email.subject, email.html, footer.html),
    text: `${email.text}\n--\n${footer.text}\n`,
  };
}
