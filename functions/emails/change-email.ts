import { CONFIRMATION_LINK_DAYS } from '../contract/mailing-list';
import { renderBlocks } from './blocks';
import type { Sender } from './footer';
import { renderTransactionalEmail, type RenderedEmail } from './layout';

/** One letter about a change of address, with the postal line every email carries. */
function letter(sender: Sender, subject: string, blocks: Parameters<typeof renderBlocks>[0]): RenderedEmail {
  const content = renderBlocks(blocks);
  return renderTransactionalEmail(sender, { subject, ...content });
}

/** Sent to the address a reader wants to move to: it moves only when this address's owner confirms and the current address approves. Not list mail. */
export function changeEmailEmail(sender: Sender, input: { confirmUrl: string; from: string }): RenderedEmail {
  const subject = `Please confirm your new address for ${sender.name}’s emails`;
  return letter(sender, subject, [
    { h1: 'Please confirm your new address' },
    {
      p: `The reader at ${input.from} asked to receive ${sender.name}’s emails here instead. To move the subscription here, please confirm this address; then we ask ${input.from} to approve the move.`,
    },
    { button: 'Confirm this address', href: input.confirmUrl },
    { p: `The link works for ${CONFIRMATION_LINK_DAYS} days.` },
    { buttonFallback: input.confirmUrl },
    { p: 'If you did not ask for this, ignore this email: nothing changes and you will not hear from us again.' },
  ]);
}

/**
 * Sent to the current address once the new one has confirmed: the subscription moves only if its
 * owner approves here, so a forwarded preference link cannot take it. Not list mail.
 */
export function approveEmailChangeEmail(sender: Sender, input: { approveUrl: string; to: string }): RenderedEmail {
  const subject = `Approve moving your ${sender.name} subscription to another address`;
  return letter(sender, subject, [
    { h1: 'Approve the move?' },
    {
      p: `Someone using the preference link in one of our emails asked to receive ${sender.name}’s emails at ${input.to} instead of this address, and confirmed that address.`,
    },
    {
      p: 'If that was you, approve the move. Your lists, name and history go with it, and the links in the emails you have now stop working.',
    },
    { button: 'Approve the move', href: input.approveUrl },
    { p: `The link works for ${CONFIRMATION_LINK_DAYS} days.` },
    { buttonFallback: input.approveUrl },
    { p: 'If it was not you, ignore this email: your subscription stays here, exactly as it is.' },
  ]);
}
