import { renderBlocks } from './blocks';
import type { Sender } from './footer';
import { renderTransactionalEmail, type RenderedEmail } from './layout';

/** "2 May 2031, 09:30 UTC": when a change was seen, the same for every reader of the email. */
const inUtc = (at: Date) =>
  `${at.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' }).replace(' at ', ', ')} UTC`;

/**
 * Sent to the author when an authenticator app is added to her admin account (two-factor sign-in
 * turned on) or removed from it: what changed, when, and what to do if it was not her.
 */
export function twoFactorChangedEmail(
  sender: Sender,
  input: {
    change: 'added' | 'removed';
    at: Date;
    accountUrl: string;
  },
): RenderedEmail {
  const added = input.change === 'added';
  const subject = added
    ? 'An authenticator app was added to your admin account'
    : 'An authenticator app was removed from your admin account';
  const content = renderBlocks([
    { h1: added ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off' },
    {
      p: added
        ? `An authenticator app was added to your admin account on ${inUtc(input.at)}: signing in now asks for its code.`
        : `The authenticator app was removed from your admin account on ${inUtc(input.at)}: signing in no longer asks for a code.`,
    },
    { p: 'If this was you, there is nothing to do.' },
    {
      p: `If this was not you, someone may be signed in as you. Reset your password at once with "Forgot password?" on the sign-in page, sign in and press "Sign out" (it signs the account out on every device), then sign in again and set up two-factor sign-in with your own app under Account.`,
    },
    { button: 'Open your account settings', href: input.accountUrl },
    { buttonFallback: input.accountUrl },
  ]);
  return renderTransactionalEmail(sender, { subject, ...content });
}
