import { AUTHOR_NAME, CONTACT_EMAIL } from '@content/author';
import { EPUB_READING_HELP } from '@content/site';
import { pathOf } from '../../contract/define-route';
import { PER_SUBSCRIBER_LINK_HOURS } from '../../contract/downloads';
import { routes } from '../../contract/routes';
import { formatExpiry } from '../../core/downloads/expiry';
import { maxDownloadsOf, type FoundLink, type LinkLookup } from '../../core/downloads/links';
import { html, htmlPage } from '../../lib/html-page';
import type { Reply } from '../route-handler';

/** The pages behind a download link. Each works without JavaScript; the only action is the Download button. */

const contact = html`<a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a>`;

export const unknownLinkPage = () =>
  htmlPage(
    404,
    'Download link not recognised',
    html`<h1>We don’t recognise this download link</h1><p>It may have been copied incompletely. Please open the link from your email again. If it still does not work, reply to that email or write to ${contact}, and we will send you a new one.</p>`,
  );

/** How to get a new link, in words: the reader's own link, or one shared with them. */
const howToRenew = (found: FoundLink) =>
  found.link.kind === 'subscriber'
    ? html`<p>To get a fresh link, simply reply to the email this link came in, or <a href="/sign-up">sign up again</a> with the same address and we will send you a new one. New links work for ${PER_SUBSCRIBER_LINK_HOURS} hours.</p>`
    : html`<p>Ask the person who shared it for a new one, or <a href="/sign-up">sign up</a> to the reader list and get your own copy by email.</p>`;

export function usedUpLinkPage(found: FoundLink): Reply {
  const max = maxDownloadsOf(found.link.kind);
  const what = found.link.kind === 'subscriber' ? 'Your personal link' : 'This shared link';
  return htmlPage(
    410,
    'Download link used up',
    html`<h1>This download link has been used up</h1><p>${what} to <strong>${found.title}</strong> allows ${max} downloads, and all of them have been used. If you already have the file, you can keep reading it on any of your devices.</p>${howToRenew(found)}`,
  );
}

export function expiredLinkPage(found: FoundLink): Reply {
  return htmlPage(
    410,
    'Download link expired',
    html`<h1>This download link has expired</h1><p>The link to <strong>${found.title}</strong> worked until ${formatExpiry(new Date(found.link.validUntil))}.</p>${howToRenew(found)}`,
  );
}

export function downloadLinkPage(token: string, found: FoundLink): Reply {
  return htmlPage(
    200,
    `Download ${found.title}`,
    html`<h1>${found.title}</h1><p>Your free ebook from ${AUTHOR_NAME} is ready: <strong>${found.title}</strong>. ${EPUB_READING_HELP}</p>
<form method="post" action="${pathOf(routes.download, { token })}"><button type="submit">Download the ebook</button></form>
<p>This link works until ${formatExpiry(new Date(found.link.validUntil))}.</p>`,
  );
}

export const unavailablePage = (found: FoundLink) =>
  htmlPage(
    503,
    'Download not available',
    html`<h1>The ebook can’t be downloaded right now</h1><p>Your link to <strong>${found.title}</strong> is fine, but the file is not available at the moment. Please try again later, or write to ${contact} and we will sort it out.</p>`,
  );

export function refusedPage(lookup: Exclude<LinkLookup, FoundLink<'valid'>>): Reply {
  if (lookup.state === 'unknown') return unknownLinkPage();
  return lookup.state === 'used-up' ? usedUpLinkPage(lookup) : expiredLinkPage(lookup);
}
