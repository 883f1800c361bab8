import { AUTHOR_LOCATION_TEXT, AUTHOR_NAME, CONTACT_EMAIL } from '../../../content/author';
import { dreamTeamPage } from '../../../content/pages/dream-team';
import { uiText } from '../../../content/site';
import { shortStories } from '../../../content/stories';
import { pathOf } from '../../contract/define-route';
import { CONFIRMATION_LINK_DAYS, GROUP_DREAM_TEAM } from '../../contract/newsletter';
import { routes } from '../../contract/routes';
import type { Deps } from '../../lib/deps';
import { html, SafeHtml } from '../../lib/html-page';
import { sendEmail } from '../../lib/mail';
import { normaliseEmail } from '../../lib/keys';
import { getSubscriber, mailingStatusOf, type Subscriber } from './subscribers';
import { unsubscribeTokenFor } from './tokens';

/**
 * Every email the mailing list sends, and `sendMarketingEmail`, which other areas (the ebook
 * download emails) use too: it refuses unsubscribed and suppressed addresses, wraps the content
 * in the site's email layout with an unsubscribe footer, and adds the RFC 8058 one-click headers.
 */

/** The reader's own unsubscribe link, the same in every email they get (made on first use). */
export async function unsubscribeUrlFor(deps: Deps, email: string): Promise<string> {
  return unsubscribeUrlOf(deps, await unsubscribeTokenFor(deps, email));
}

const unsubscribeUrlOf = (deps: Deps, token: string) => `${deps.siteUrl}${pathOf(routes.newsletterUnsubscribePage, { token })}`;

/** The two headers that give mail clients a one-click unsubscribe button (RFC 8058). */
export const listUnsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const BUTTON = 'display:inline-block;background:#c9a227;color:#17130a;font-weight:600;padding:12px 24px;border-radius:8px;text-decoration:none';

/** A link styled as a button, for email bodies. */
export const emailButton = (href: string, label: string) => html`<p style="margin:24px 0"><a href="${href}" style="${BUTTON}">${label}</a></p>`;

/** The site's email layout around an HTML fragment, with a footer (the unsubscribe link for list mail). */
function layout(title: string, content: SafeHtml, footer: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f4f1f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:32px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.6;color:#231f29">${content}</td></tr>
<tr><td style="padding:16px 32px 32px;font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:#6b6475">${footer}</td></tr>
</table></td></tr></table></body></html>`.html;
}

const postalLine = `${AUTHOR_NAME} · ${AUTHOR_LOCATION_TEXT} · ${CONTACT_EMAIL}`;

function listFooter(unsubscribeUrl: string) {
  return {
    html: html`<p>You are receiving this email because you signed up to hear from ${AUTHOR_NAME}.
<a href="${unsubscribeUrl}" style="color:#6b6475">Unsubscribe</a> at any time with one click.</p><p>${postalLine}</p>`,
    text: `You are receiving this email because you signed up to hear from ${AUTHOR_NAME}.\nUnsubscribe at any time: ${unsubscribeUrl}\n\n${postalLine}`,
  };
}

/**
 * List mail as sent (pure): the content in the site's layout, with the unsubscribe footer in both
 * the HTML and the text. The bulk download template (core/bulk-email) renders with it too.
 */
export function renderListEmail(email: { subject: string; html: SafeHtml | string; text: string; unsubscribeUrl: string }) {
  const footer = listFooter(email.unsubscribeUrl);
  const content = email.html instanceof SafeHtml ? email.html : new SafeHtml(email.html);
  return {
    subject: email.subject,
    html: layout(email.subject, content, footer.html),
    text: `${email.text.trimEnd()}\n\n--\n${footer.text}\n`,
  };
}

export interface MarketingEmail {
  to: string;
  subject: string;
  /** The message's content as an HTML fragment (a `SafeHtml` from `html` or a string); the layout and footer are added. */
  html: SafeHtml | string;
  /** The plain-text version of the same content; the footer is added. */
  text: string;
  /** Defaults to the recipient's own link (`unsubscribeUrlFor`). */
  unsubscribeUrl?: string;
}

export type MarketingSendResult = { sent: true; messageId: string } | { sent: false; reason: 'unsubscribed' | 'suppressed' };

/**
 * Sends list mail (welcome emails, ebook download emails): never to an address that has
 * unsubscribed or is suppressed; always with List-Unsubscribe, List-Unsubscribe-Post and an
 * unsubscribe link in the footer. Replies go to the author's inbox.
 */
export async function sendMarketingEmail(deps: Deps, email: MarketingEmail): Promise<MarketingSendResult> {
  const to = normaliseEmail(email.to);
  const subscriber = await getSubscriber(deps, to);
  const status = mailingStatusOf(subscriber);
  if (status === 'unsubscribed' || status === 'suppressed') return { sent: false, reason: status };
  const unsubscribeUrl =
    email.unsubscribeUrl ?? (subscriber?.unsubscribeToken ? unsubscribeUrlOf(deps, subscriber.unsubscribeToken) : await unsubscribeUrlFor(deps, to));
  const message = renderListEmail({ subject: email.subject, html: email.html, text: email.text, unsubscribeUrl });
  const messageId = await sendEmail(deps, {
    to,
    ...message,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
    replyTo: [CONTACT_EMAIL],
  });
  return { sent: true, messageId };
}

const greeting = (name: string | undefined) => (name ? `Hi ${name},` : 'Hi there,');

/** The double opt-in email. Not list mail: it carries no name (a stranger may have typed it) and only the confirm link. */
export async function sendConfirmationEmail(deps: Deps, input: { to: string; token: string; dreamTeam: boolean }): Promise<string> {
  const url = `${deps.siteUrl}${pathOf(routes.newsletterConfirmPage, { token: input.token })}`;
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
  return sendEmail(deps, {
    to: input.to,
    subject,
    html: layout(subject, content, html`<p>${postalLine}</p>`),
    text,
    replyTo: [CONTACT_EMAIL],
  });
}

function mailingListWelcome(deps: Deps, subscriber: Subscriber): Pick<MarketingEmail, 'subject' | 'html' | 'text'> {
  const storiesUrl = `${deps.siteUrl}/short-stories`;
  const dreamTeamUrl = `${deps.siteUrl}/voss-trials`;
  const featured = shortStories.filter((story) => story.featured);
  const subject = `Welcome to ${AUTHOR_NAME}’s Voracious Readers!`;
  return {
    subject,
    html: html`<h1 style="font-size:24px;margin:0 0 16px">Welcome to the Voracious Readers!</h1>
<p>${greeting(subscriber.name)}</p>
<p>Thank you for joining. ${uiText.signup.pageIntro}</p>
<p>Start with a free story:</p>
<ul>${featured.map((story) => html`<li><strong>${story.title}</strong> (${story.genre}): ${story.description}</li>`)}</ul>
${emailButton(storiesUrl, 'Read the Free Stories')}
<p>Want to read the books before anyone else? <a href="${dreamTeamUrl}">Join the Dream Team</a> for free advance reader copies.</p>
<p>Add this address to your contacts so nothing ends up in spam.</p>
<p>Happy reading,<br>${AUTHOR_NAME}</p>`,
    text: `Welcome to the Voracious Readers!

${greeting(subscriber.name)}

Thank you for joining. ${uiText.signup.pageIntro}

Start with a free story:
${featured.map((story) => `- ${story.title} (${story.genre}): ${story.description}`).join('\n')}

Read the free stories: ${storiesUrl}

Want to read the books before anyone else? Join the Dream Team for free advance reader copies: ${dreamTeamUrl}

Add this address to your contacts so nothing ends up in spam.

Happy reading,
${AUTHOR_NAME}
`,
  };
}

/** The Dream Team's own texts (content/pages/dream-team.ts), plus next steps and the fee-structure invitation. */
function dreamTeamWelcome(deps: Deps, subscriber: Subscriber): Pick<MarketingEmail, 'subject' | 'html' | 'text'> {
  const page = dreamTeamPage;
  const subject = page.form.success.heading;
  const nextSteps = [
    'Reply to this email and tell us which role suits you best (beta reader, editor or reviewer) and which genres you love to read.',
    'Watch your inbox: when advance copies of the next release are ready, you will get an email with your copy and the date we need your feedback by.',
    'Add this address to your contacts so program emails never end up in spam.',
  ];
  const professional =
    'Professional service providers (editors, proofreaders and other professionals who charge for their work): reply to this email with your fee structure, the services you offer and your availability, and we will be in touch about paid projects.';
  const sections = page.guidelines.sections.filter((section) => section.id !== 'professional-services');
  return {
    subject,
    html: html`<h1 style="font-size:24px;margin:0 0 16px">${page.form.success.heading}</h1>
<p>${greeting(subscriber.name)}</p>
<p>Thank you for joining. Here are your program details and next steps.</p>
${page.intro.map((paragraph) => html`<p>${paragraph}</p>`)}
<h2 style="font-size:20px">The three roles</h2>
<ul>${page.cards.map((card) => html`<li><strong>${card.title}</strong>: ${card.description}</li>`)}</ul>
<h2 style="font-size:20px">${page.guidelines.heading}</h2>
<p>${page.guidelines.intro}</p>
${sections.map(
  (section) => html`<h3 style="font-size:17px;margin-bottom:4px">${section.heading}</h3>
${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
${section.list ? html`<ul>${section.list.map((item) => html`<li>${item.label ? html`<strong>${item.label}</strong>: ` : ''}${item.text}</li>`)}</ul>` : ''}`,
)}
<h2 style="font-size:20px">Your next steps</h2>
<ol>${nextSteps.map((step) => html`<li>${step}</li>`)}</ol>
<h2 style="font-size:20px">Professional Services</h2>
<p>${professional}</p>
<p>You are also on ${AUTHOR_NAME}’s reader list, the Voracious Readers, for free stories and release news.</p>
<p>Welcome aboard,<br>${AUTHOR_NAME}</p>`,
    text: [
      page.form.success.heading,
      '',
      greeting(subscriber.name),
      '',
      'Thank you for joining. Here are your program details and next steps.',
      '',
      ...page.intro.flatMap((paragraph) => [paragraph, '']),
      'THE THREE ROLES',
      ...page.cards.map((card) => `- ${card.title}: ${card.description}`),
      '',
      page.guidelines.heading.toUpperCase(),
      page.guidelines.intro,
      '',
      ...sections.flatMap((section) => [
        section.heading,
        ...section.paragraphs,
        ...(section.list ?? []).map((item) => `- ${item.label ? `${item.label}: ` : ''}${item.text}`),
        '',
      ]),
      'YOUR NEXT STEPS',
      ...nextSteps.map((step, i) => `${i + 1}. ${step}`),
      '',
      'PROFESSIONAL SERVICES',
      professional,
      '',
      `You are also on ${AUTHOR_NAME}’s reader list, the Voracious Readers, for free stories and release news.`,
      '',
      'Welcome aboard,',
      AUTHOR_NAME,
    ].join('\n'),
  };
}

/** The welcome for a newly confirmed reader: the Dream Team's for its members, else the mailing list's. */
export async function sendWelcomeEmail(deps: Deps, subscriber: Subscriber): Promise<MarketingSendResult> {
  const message = subscriber.groups?.has(GROUP_DREAM_TEAM) ? dreamTeamWelcome(deps, subscriber) : mailingListWelcome(deps, subscriber);
  return sendMarketingEmail(deps, { to: subscriber.email, ...message });
}
