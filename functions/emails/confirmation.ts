import { CONFIRMATION_LINK_DAYS } from '../contract/mailing-list';
import { renderBlocks } from './blocks';
import type { Sender } from './footer';
import { renderTransactionalEmail, type RenderedEmail } from './layout';

/** The double opt-in email. Not list mail: it carries no name (a stranger may have typed it) and only the confirm link. */
export function confirmationEmail(sender: Sender, input: { confirmUrl: string; dreamTeam: boolean }): RenderedEmail {
  const url = input.confirmUrl;
  const subject = input.dreamTeam
    ? 'Please confirm your place on the Dream Team'
    : `Please confirm your subscription to ${sender.name}’s emails`;
  const what = input.dreamTeam ? `joining ${sender.name}’s Dream Team` : `signing up to hear from ${sender.name}`;
  const content = renderBlocks([
    { h1: 'Please confirm your email address' },
    { p: `Thank you for ${what}. To make sure this address is yours, please confirm it.` },
    { button: 'Confirm my subscription', href: url },
    { p: `The link works for ${CONFIRMATION_LINK_DAYS} days.` },
    { buttonFallback: url },
    { p: 'If you did not sign up, ignore this email: you will not be subscribed and will not hear from us again.' },
  ]);
  return renderTransactionalEmail(sender, { subject, ...content });
}
