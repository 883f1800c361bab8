import { AUTHOR_NAME } from '../../content/author';
import { CONFIRMATION_LINK_DAYS } from '../contract/newsletter';
import { renderBlocks } from './blocks';
import { html } from './html';
import { layout, postalLine, type RenderedEmail } from './layout';

/** Sent to the address a reader wants to move to: it moves only when this address's owner confirms. Not list mail. */
export function changeEmailEmail(input: { confirmUrl: string; from: string }): RenderedEmail {
  const subject = `Please confirm your new address for ${AUTHOR_NAME}’s emails`;
  const content = renderBlocks([
    { h1: 'Please confirm your new address' },
    { p: `The reader at ${input.from} asked to receive ${AUTHOR_NAME}’s emails here instead. To move the subscription to this address, please confirm it.` },
    { button: 'Move my subscription here', href: input.confirmUrl },
    { p: `The link works for ${CONFIRMATION_LINK_DAYS} days.` },
    { buttonFallback: input.confirmUrl },
    { p: 'If you did not ask for this, ignore this email: nothing changes and you will not hear from us again.' },
  ]);
  return { subject, html: layout(subject, content.html, html`<p>${postalLine}</p>`), text: `${content.text}\n--\n${postalLine}\n` };
}
