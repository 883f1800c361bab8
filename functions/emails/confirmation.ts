import { AUTHOR_NAME } from '../../content/author';
import { CONFIRMATION_LINK_DAYS } from '../contract/newsletter';
import { html } from './html';
import { emailButton, layout, postalLine, type RenderedEmail } from './layout';

/** The double opt-in email. Not list mail: it carries no name (a stranger may have typed it) and only the confirm link. */
export function confirmationEmail(input: { confirmUrl: string; dreamTeam: boolean }): RenderedEmail {
  const url = input.confirmUrl;
  const subject = input.dreamTeam ? 'Please confirm your place on the Dream Team' : `Please confirm your subscription to ${AUTHOR_NAME}’s emails`;
  const what = input.dreamTeam ? `joining ${AUTHOR_NAME}’s Dream Team` : `signing up to hear from ${AUTHOR_NAME}`;
  const content = html`<h1 style="font-size:24px;margin:0 0 16px">Please confirm your email address</h1>
<p>Thank you for ${what}. To make sure this address is yours, please confirm it with the button below.</p>
${emailButton(url, 'Confirm my subscription')}
<p>The link works for ${CONFIRMATION_LINK_DAYS} days. If the button does not work, copy this address into your browser:<br><a href="${url}">${url}</a></p>
<p>If you did not sign up, ignore this email: you will not be subscribed and will not hear from us again.</p>`;
  const text = `Please confirm your email address

Thank you for ${what}. To make sure this address is yours, please confirm it by opening this link:

${url}

The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not sign up, ignore this email: you will not be subscribed and will not hear from us again.

--
${postalLine}
`;
  return { subject, html: layout(subject, content, html`<p>${postalLine}</p>`), text };
}
