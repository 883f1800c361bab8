import type { EbookFilename } from '../../contract/downloads';
import { deliverableTitle } from './ebook-title';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { downloadEmailContent } from '../../emails/download';
import { markFreeEbookSent } from '../../entities/free-ebook';
import { sendMarketingEmail } from '../mailing-list/emails';
import { subscriberStatuses } from '../mailing-list/subscribers';
import { refusalOf } from '../mailing-list/list-recipients';
import { formatExpiry } from './expiry';
import { newLibraryLink } from '../sales/library-links';
import { recentAuthor } from '../site-content/published-content';

/**
 * Emails one reader their free ebook: a new link to their library, which keeps it (its Download
 * makes the short-lived download URL). Refused (409) for unsubscribed and suppressed addresses.
 * The send on confirmation has claimed the ebook for the reader before; the author's own send
 * (`record`) marks it had once SES accepted the email, so the library lists it.
 */
export async function sendDownloadEmail(
  deps: Deps,
  input: { email: string; filename: EbookFilename; record?: boolean },
) {
  const { email } = input;
  const refusal = refusalOf(email, (await subscriberStatuses(deps, [email])).get(email) ?? 'unknown');
  if (refusal) throw new ConflictError(refusal);
  const link = await newLibraryLink(deps, email);
  const title = await deliverableTitle(deps, input.filename);
  const sender = await recentAuthor(deps);
  const result = await sendMarketingEmail(deps, sender, {
    to: email,
    ...downloadEmailContent(sender, { title, libraryUrl: link.url, expiresAt: formatExpiry(link.expiresAt) }),
  });
  // The reader unsubscribed between the check above and the send.
  if (!result.sent) throw new ConflictError(refusalOf(email, result.reason)!);
  if (input.record ?? true) await markFreeEbookSent(deps, [email], input.filename, deps.now().toISOString(), 'email');
  return { email, messageId: result.messageId, libraryUrl: link.url, expiresAt: link.expiresAt.toISOString() };
}
