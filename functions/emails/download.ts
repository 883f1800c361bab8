import { AUTHOR_NAME } from '../../content/author';
import { PER_SUBSCRIBER_LINK_HOURS } from '../contract/constants';
import { html } from './html';
import { emailButton, renderListEmail, type EmailContent, type RenderedEmail } from './layout';

/**
 * The download email: one text for the single send and the bulk job. The bulk job fills the same
 * content with SES template placeholders (`{{downloadUrl}}`), so the two can never drift apart.
 */
export interface DownloadEmailValues {
  title: string;
  downloadUrl: string;
  /** The expiry as people read it (`formatExpiry`). */
  expiresAt: string;
}

export function downloadEmailContent(values: DownloadEmailValues): EmailContent {
  const { title, downloadUrl, expiresAt } = values;
  return {
    subject: `Your free ebook: ${title}`,
    html: html`<h1 style="font-size:24px;margin:0 0 16px">Your copy of ${title} is ready</h1>
<p>Thank you for reading with me. Here is your free EPUB of <strong>${title}</strong>.</p>
${emailButton(downloadUrl, `Download ${title}`)}
<p>The link works for ${PER_SUBSCRIBER_LINK_HOURS} hours, until <strong>${expiresAt}</strong>. If it has expired, just reply to this email and I will send you a new one.</p>
<p>If the button does not work, copy this address into your browser:<br><a href="${downloadUrl}">${downloadUrl}</a></p>
<p>The EPUB opens in Apple Books, Google Play Books, Kobo and most e-readers; for a Kindle, use Send to Kindle.</p>
<p>Happy reading,<br>${AUTHOR_NAME}</p>`,
    text: `Your copy of ${title} is ready

Thank you for reading with me. Here is your free EPUB of ${title}:

${downloadUrl}

The link works for ${PER_SUBSCRIBER_LINK_HOURS} hours, until ${expiresAt}. If it has expired, just reply to this email and I will send you a new one.

The EPUB opens in Apple Books, Google Play Books, Kobo and most e-readers; for a Kindle, use Send to Kindle.

Happy reading,
${AUTHOR_NAME}
`,
  };
}

/**
 * The download email as a reader receives it, layout and unsubscribe footer included. The bulk
 * send's SES template is this with placeholders as values, and the admin's preview shows exactly that.
 */
export function renderDownloadEmail(values: DownloadEmailValues & { unsubscribeUrl: string }): RenderedEmail {
  return renderListEmail({ ...downloadEmailContent(values), unsubscribeUrl: values.unsubscribeUrl });
}
