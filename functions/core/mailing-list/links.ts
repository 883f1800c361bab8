import type { Deps } from '../../lib/deps';
import { countConfirmation } from '../analytics/counters';
import { sendFreeEbookOnConfirm } from '../downloads/on-confirm';
import { clearConfirmationEmails } from './confirmation-cap';
import { countForFunnel, welcome } from './signup';
import { confirmSubscriber, getSubscriber, unsubscribe } from './subscribers';
import { lookUpToken } from './tokens';
import { newLibraryLink } from '../sales/library-links';

/**
 * What the emailed links do. Opening a link (GET) only looks; the page's button (POST) acts,
 * so mail scanners that open every link confirm and unsubscribe nobody.
 */
export type LinkState =
  /** The token is unknown (or malformed). */
  | { state: 'unknown' }
  /** A confirmation link past its validity, or for a reader who has since unsubscribed. */
  | { state: 'expired' }
  /** `old`: an unsubscribe link of an email sent before the reader moved; it names them nowhere. */
  | { state: 'ready'; email: string; old?: true }
  /** `libraryPath`: the confirmed reader's library, opened by a link made for the page that answers the press. */
  | { state: 'done'; email: string; old?: true; libraryPath?: string };

/** Confirmation link, opened: `done` when the reader is already confirmed. */
export async function confirmationLinkState(deps: Deps, token: string): Promise<LinkState> {
  const found = await lookUpToken(deps, token, 'confirm');
  if (found.state !== 'valid') return found.state === 'expired' ? { state: 'expired' } : { state: 'unknown' };
  const subscriber = await getSubscriber(deps, found.email);
  if (subscriber?.status === 'confirmed') return { state: 'done', email: found.email };
  if (subscriber?.status === 'pending') return { state: 'ready', email: found.email };
  return { state: 'expired' };
}

/**
 * Confirmation button: confirms, then sends the welcome email and the free ebook (each once,
 * however often it is pressed), and opens the reader's library from the page it answers with. The free ebook's own claim also covers a press after a run that
 * confirmed but stopped before sending it.
 */
export async function confirmByToken(deps: Deps, token: string): Promise<LinkState> {
  const found = await lookUpToken(deps, token, 'confirm');
  if (found.state !== 'valid') return found.state === 'expired' ? { state: 'expired' } : { state: 'unknown' };
  const result = await confirmSubscriber(deps, found.email, {
    name: found.name,
    ...(found.createdAt ? { madeAt: found.createdAt } : {}),
  });
  if (result.outcome === 'not-pending') return { state: 'expired' };
  if (result.outcome === 'confirmed') {
    await clearConfirmationEmails(deps, found.email);
    await countForFunnel(() => countConfirmation(deps, deps.now()));
    await welcome(deps, result.subscriber);
  }
  await sendFreeEbookOnConfirm(deps, found.email);
  const library = await newLibraryLink(deps, found.email);
  return { state: 'done', email: found.email, libraryPath: new URL(library.url).pathname };
}

/**
 * Unsubscribe link, opened: `done` when the address is already unsubscribed. The link of an email
 * sent before the reader moved still works for OLD_UNSUBSCRIBE_LINK_DAYS (its token names where
 * they are now), and for nothing else.
 */
export async function unsubscribeLinkState(deps: Deps, token: string): Promise<LinkState> {
  const found = await lookUpToken(deps, token, 'unsubscribe');
  if (found.state !== 'valid') return { state: 'unknown' };
  const subscriber = await getSubscriber(deps, found.email);
  return { state: subscriber?.status === 'unsubscribed' ? 'done' : 'ready', email: found.email, ...oldLink(found) };
}

/** One-click unsubscribe (RFC 8058) and the page's button: no cookie, no sign-in, idempotent. */
export async function unsubscribeByToken(deps: Deps, token: string): Promise<LinkState> {
  const found = await lookUpToken(deps, token, 'unsubscribe');
  if (found.state !== 'valid') return { state: 'unknown' };
  await unsubscribe(deps, found.email);
  return { state: 'done', email: found.email, ...oldLink(found) };
}

const oldLink = (found: { retiredAt?: string }) => (found.retiredAt ? { old: true as const } : {});
