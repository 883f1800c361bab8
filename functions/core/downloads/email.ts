import { AUTHOR_NAME } from '../../../content/author';
import { DELIVERABLE_EBOOKS, PER_SUBSCRIBER_LINK_HOURS, type EbookFilename } from '../../contract/downloads';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { html, type SafeHtml } from '../../lib/html-page';
import { normaliseEmail } from '../../lib/keys';
import { emailButton, sendMarketingEmail } from '../newsletter/emails';
import { subscriberStatuses, type MailingStatus } from '../newsletter/subscribers';
import { formatExpiry } from './expiry';
import { newLink, saveLinks } from './links';

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

export function downloadEmailContent(values: DownloadEmailValues): { subject: string; html: SafeHtml; text: string } {
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

/** Why an address gets no list mail, as a sentence for the author; undefined when it may be mailed. */
export function refusalOf(email: string, status: MailingStatus): string | undefined {
  if (status === 'unsubscribed') return `${email} has unsubscribed from the mailing list, so no email was sent. They can sign up again at /sign-up.`;
  if (status === 'suppressed') return `Mail to ${email} bounced or was marked as spam, so the address is suppressed and no email was sent.`;
  return undefined;
}

/** Emails one reader a new 24-hour link. Refused (409) for unsubscribed and suppressed addresses. */
export async function sendDownloadEmail(deps: Deps, input: { email: string; filename: EbookFilename }) {
  const email = normaliseEmail(input.email);
  const refusal = refusalOf(email, (await subscriberStatuses(deps, [email])).get(email) ?? 'unknown');
  if (refusal) throw new ConflictError(refusal);
  const link = newLink(deps, { kind: 'subscriber', email, filename: input.filename, hours: PER_SUBSCRIBER_LINK_HOURS, source: 'email' });
  await saveLinks(deps, [link]);
  const { title } = DELIVERABLE_EBOOKS[input.filename];
  const result = await sendMarketingEmail(deps, { to: email, ...downloadEmailContent({ title, downloadUrl: link.url, expiresAt: formatExpiry(link.expiresAt) }) });
  // The reader unsubscribed between the check above and the send.
  if (!result.sent) throw new ConflictError(refusalOf(email, result.reason)!);
  return { email, messageId: result.messageId, downloadUrl: link.url, expiresAt: link.expiresAt.toISOString() };
}
