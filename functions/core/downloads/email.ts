import { DELIVERABLE_EBOOKS, PER_SUBSCRIBER_LINK_HOURS, type EbookFilename } from '../../contract/downloads';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { downloadEmailContent } from '../../emails/download';
import { normaliseEmail } from '../../lib/email-address';
import { sendMarketingEmail } from '../mailing-list/emails';
import { subscriberStatuses } from '../mailing-list/subscribers';
import { refusalOf } from '../mailing-list/list-recipients';
import { formatExpiry } from './expiry';
import { newLibraryLink } from '../sales/library-links';
import { newLink, saveLinks } from './links';

/**
 * Emails one reader their free ebook: a new 24-hour download link, or (`toLibrary`, as the send on
 * confirmation does) a link to their library, which keeps the ebook. Refused (409) for
 * unsubscribed and suppressed addresses.
 */
export async function sendDownloadEmail(
  deps: Deps,
  input: { email: string; filename: EbookFilename; toLibrary?: boolean },
) {
  const email = normaliseEmail(input.email);
  const refusal = refusalOf(email, (await subscriberStatuses(deps, [email])).get(email) ?? 'unknown');
  if (refusal) throw new ConflictError(refusal);
  const link = input.toLibrary ? await newLibraryLink(deps, email) : await newDownloadLink(deps, email, input.filename);
  const { title } = DELIVERABLE_EBOOKS[input.filename];
  const expiresAt = formatExpiry(link.expiresAt);
  const result = await sendMarketingEmail(deps, {
    to: email,
    ...downloadEmailContent(
      input.toLibrary ? { title, libraryUrl: link.url, expiresAt } : { title, downloadUrl: link.url, expiresAt },
    ),
  });
  // The reader unsubscribed between the check above and the send.
  if (!result.sent) throw new ConflictError(refusalOf(email, result.reason)!);
  return { email, messageId: result.messageId, downloadUrl: link.url, expiresAt: link.expiresAt.toISOString() };
}

async function newDownloadLink(deps: Deps, email: string, filename: EbookFilename) {
  const link = newLink(deps, {
    kind: 'subscriber',
    email,
    filename,
    hours: PER_SUBSCRIBER_LINK_HOURS,
    source: 'email',
  });
  await saveLinks(deps, [link]);
  return link;
}
