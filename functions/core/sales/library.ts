import { CONTACT_EMAIL } from '@content/author';
import { pathOf } from '../../contract/define-route';
import { routes } from '../../contract/routes';
import { libraryEmail } from '../../emails/library';
import { getOrder, listLibrary, type OrderItem } from '../../entities/order';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import { sendEmail } from '../../lib/mail';
import { formatExpiry } from '../downloads/expiry';
import { sendWithinCaps } from '../mailing-list/confirmation-cap';
import { newLibraryLink, openLibraryLink } from './library-links';
import { libraryRef, stateOf, type OrderLookup } from './orders';

/**
 * "My books": a reader types the address they bought with, and if it has orders
 * it is emailed a link to a page listing each book with its Download button (the order's own
 * download, so its bounds and withdrawals hold). The answer is the same whatever the address, and
 * the email is one of those a client can make the site send to an address it typed: within that
 * address's cap and the client's budget (`sendWithinCaps`), as every confirmation email. It runs
 * after the form's reply (core/after-reply/forms.ts), so the reply's timing tells nothing either.
 */
export async function requestLibrary(deps: Deps, rawEmail: string, client: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const sessions = await listLibrary(deps, email);
  if (!sessions.length) return;
  await sendWithinCaps(deps, email, client, async () => {
    const { token, expiresAt } = await newLibraryLink(deps, email, sessions);
    await sendEmail(deps, {
      to: email,
      ...libraryEmail({
        libraryUrl: `${deps.siteUrl}${pathOf(routes.libraryPage, { token })}`,
        expiresAt: formatExpiry(expiresAt),
        books: sessions.length,
      }),
      replyTo: [CONTACT_EMAIL],
    });
  });
}

export type LibraryEntry = { ref: string; order: OrderItem; lookup: OrderLookup };
export type Library = { state: 'unknown' } | { state: 'expired' } | { state: 'open'; entries: LibraryEntry[] };

/**
 * The library a link opens: the orders of its address when it was made, oldest first, each with
 * the ref of its Download button (the entry's own reference). Opening it counts nothing.
 */
export async function libraryOf(deps: Deps, token: string): Promise<Library> {
  const library = await openLibraryLink(deps, token);
  if (library.state !== 'open') return library;
  const found = await Promise.all(
    Object.entries(library.link.entries).map(async ([entry, sessionId]) => ({
      entry,
      order: await getOrder(deps, sessionId),
    })),
  );
  return {
    state: 'open',
    entries: found
      .filter((entry): entry is { entry: string; order: OrderItem } => !!entry.order && !entry.order.erasedAt)
      .sort((a, b) => a.order.createdAt.localeCompare(b.order.createdAt))
      .map(({ entry, order }) => ({ ref: libraryRef(token, entry), order, lookup: stateOf(order, true) })),
  };
}
