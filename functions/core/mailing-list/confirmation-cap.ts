import { CONFIRMATION_EMAIL_CAP, CONFIRMATION_EMAILS_PER_CLIENT } from '../../contract/mailing-list';
import type { Deps } from '../../lib/deps';
import { networkOf } from '../../lib/edge';
import { log } from '../../lib/log';
import {
  deleteConfirmationSends,
  getConfirmationSends,
  replaceConfirmationSends,
} from '../../entities/confirmation-sends';
import { takeClientLimit } from '../limits/per-client';

/**
 * CONFIRMATION_EMAIL_CAP per address: the times of the confirmation emails sent in the last day,
 * in one item written conditionally on its version, so of concurrent sign-ups only one can take
 * a send. Taking is all or nothing: a refused sign-up changes nothing.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export interface ConfirmationSendClaim {
  email: string;
  version: number;
  /** The sends before this one, to put back if the email could not be sent. */
  previous: string[];
}

/** May `sends` (oldest first, all within the last day) be followed by one more now? */
export function mayConfirmationBeSent(sends: Date[], now: Date): boolean {
  if (sends.length >= CONFIRMATION_EMAIL_CAP.perDay) return false;
  const last = sends.at(-1);
  if (!last) return true;
  const spacing = CONFIRMATION_EMAIL_CAP.spacingMinutes[sends.length - 1] ?? Infinity;
  return now.getTime() - last.getTime() >= spacing * MINUTE_MS;
}

/** Takes one confirmation email for `email` if the cap allows it now; null when it does not (or a concurrent sign-up took it). */
export async function claimConfirmationEmail(deps: Deps, email: string): Promise<ConfirmationSendClaim | null> {
  const now = deps.now();
  const item = await getConfirmationSends(deps, email);
  const recent = (item?.sentAt ?? []).filter((at) => now.getTime() - Date.parse(at) < DAY_MS);
  if (
    !mayConfirmationBeSent(
      recent.map((at) => new Date(at)),
      now,
    )
  )
    return null;
  const version = (item?.version ?? 0) + 1;
  const written = await replaceConfirmationSends(
    deps,
    email,
    { sentAt: [...recent, now.toISOString()], version },
    item?.version,
    now,
  );
  return written ? { email, version, previous: recent } : null;
}

/** Gives a claim back when the email could not be sent, so the reader's next try sends one. */
export async function releaseConfirmationEmail(deps: Deps, claim: ConfirmationSendClaim): Promise<void> {
  await replaceConfirmationSends(
    deps,
    claim.email,
    { sentAt: claim.previous, version: claim.version + 1 },
    claim.version,
    deps.now(),
  );
}

/** Once the address is confirmed its owner is known: later sign-ups (after an unsubscribe, say) start a fresh count. */
export async function clearConfirmationEmails(deps: Deps, email: string): Promise<void> {
  await deleteConfirmationSends(deps, email);
}

/**
 * The one budget of emails a client (see `clientOf`) can make the site send to addresses it typed
 * (a sign-up's confirmation, a change of address's link, a library link): CONFIRMATION_EMAILS_PER_CLIENT,
 * over every such route, and for an IPv6 client its /48's CONFIRMATION_EMAILS_PER_NETWORK too
 * (`deps.confirmationEmailCeilings.perNetwork`).
 */
async function takeClientBudget(deps: Deps, client: string): Promise<boolean> {
  if (!(await takeClientLimit(deps, 'confirmation-email', client, CONFIRMATION_EMAILS_PER_CLIENT)).allowed)
    return false;
  const network = networkOf(client);
  return (
    !network ||
    (await takeClientLimit(deps, 'confirmation-email', network, deps.confirmationEmailCeilings.perNetwork)).allowed
  );
}

/**
 * The log line of an email the site-wide ceiling left out: the author's alarm on held emails
 * (infra/constructs/email-ceiling-alarm.ts) counts these lines, so she learns why readers wait
 * for their emails.
 */
export const SITE_WIDE_CEILING_MESSAGE = 'Confirmation email held: the site-wide ceiling is reached';

/** The site-wide windows (CONFIRMATION_EMAILS_SITE_WIDE, `deps.confirmationEmailCeilings.siteWide`), taken in turn: the first refusal stops. */
async function takeSiteWide(deps: Deps): Promise<{ allowed: true } | { allowed: false; perSeconds: number }> {
  for (const limit of deps.confirmationEmailCeilings.siteWide) {
    if (!(await takeClientLimit(deps, 'confirmation-email-site-wide', 'all', limit)).allowed)
      return { allowed: false, perSeconds: limit.perSeconds };
  }
  return { allowed: true };
}

/**
 * Sends one email a client asked for to an address it typed, within every cap (per address, per
 * client and its network, site-wide): `send` runs only if all allow it. True when it went out;
 * false when a cap left it out (the address's claim given back, so the reader's next try sends).
 * A failed send gives the address's claim back too.
 */
export async function sendWithinCaps(
  deps: Deps,
  to: string,
  client: string,
  send: () => Promise<unknown>,
): Promise<boolean> {
  const claim = await claimConfirmationEmail(deps, to);
  if (!claim) {
    log.info('Confirmation email left out: the address had its share', {});
    return false;
  }
  if (!(await takeClientBudget(deps, client))) {
    await releaseConfirmationEmail(deps, claim);
    log.warn('Confirmation email left out: the client had its share', { client });
    return false;
  }
  const siteWide = await takeSiteWide(deps);
  if (!siteWide.allowed) {
    await releaseConfirmationEmail(deps, claim);
    log.warn(SITE_WIDE_CEILING_MESSAGE, { windowSeconds: siteWide.perSeconds, client });
    return false;
  }
  try {
    await send();
    return true;
  } catch (error) {
    await releaseConfirmationEmail(deps, claim);
    throw error;
  }
}
