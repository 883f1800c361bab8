import type { Author } from '../../content/schemas';
import { placeName } from '../../content/site';
import type { RouteName } from '../contract/routes';
import { html, type SafeHtml } from './html';

/**
 * The footer of every email, declared once: what list mail, a transactional email and a
 * newsletter's web page end with, in HTML and in text. A new footer line or link is written here
 * alone: a link of the reader's own is a name in LIST_LINKS, from which the reader's URLs
 * (functions/core/mailing-list/emails.ts) and the bulk sends' SES placeholders
 * (functions/core/bulk-email/template.ts) are both made.
 */

/** An email's last lines, as HTML (inside the layout's footer cell) and as text. */
export interface Footer {
  html: SafeHtml;
  text: string;
}

/**
 * Who her emails are from, as her published site says (site/author, edited in /admin): the name
 * they are signed with, and the place and address of the postal line every email carries.
 */
export type Sender = Pick<Author, 'name' | 'email' | 'location'>;

export const postalLine = (sender: Sender) => `${sender.name} · ${placeName(sender.location)} · ${sender.email}`;

/**
 * The reader's own links in every list email, each a page taking their unsubscribe token:
 * leaving in one click, and their preference page.
 */
export const LIST_LINKS = {
  unsubscribeUrl: 'mailingListUnsubscribePage',
  preferencesUrl: 'mailingListPreferencesPage',
} as const satisfies Record<string, RouteName>;
export type ListLinks = Record<keyof typeof LIST_LINKS, string>;
type ListLinkName = keyof typeof LIST_LINKS;

/** Every list link, each the value `linkOf` gives it: the one way a set of list links is made. */
export const listLinksFrom = (linkOf: (name: ListLinkName, route: RouteName) => string): ListLinks =>
  Object.fromEntries(
    (Object.entries(LIST_LINKS) as [ListLinkName, RouteName][]).map(([name, route]) => [name, linkOf(name, route)]),
  ) as ListLinks;

/** Where SES puts a recipient's value `name` in a bulk send's template. */
export const placeholder = (name: string) => `{{${name}}}`;

/** Every list link as its SES placeholder: the bulk templates, and the previews that show them. */
export const listLinkPlaceholders = listLinksFrom(placeholder);

/** Every list link as the one URL (a test send, which has no reader). */
export const everyListLinkTo = (url: string) => listLinksFrom(() => url);

/** The list links among a kind's values, and nothing else. */
export const listLinksIn = (values: ListLinks): ListLinks => listLinksFrom((name) => values[name]);

/** List mail: why the reader gets it, their two links, and the postal line. */
export function listFooter(sender: Sender, { unsubscribeUrl, preferencesUrl }: ListLinks): Footer {
  return {
    html: html`<p>You are receiving this email because you signed up to hear from ${sender.name}.
<a href="${preferencesUrl}" style="color:#6b6475">Choose what you receive</a>, or <a href="${unsubscribeUrl}" style="color:#6b6475">unsubscribe</a> at any time with one click.</p><p>${postalLine(sender)}</p>`,
    text: `You are receiving this email because you signed up to hear from ${sender.name}.\nChoose what you receive: ${preferencesUrl}\nUnsubscribe at any time: ${unsubscribeUrl}\n\n${postalLine(sender)}`,
  };
}

/** A transactional email (a confirmation, a receipt, a sign-in code): the postal line alone. */
export const transactionalFooter = (sender: Sender): Footer => ({
  html: html`<p>${postalLine(sender)}</p>`,
  text: postalLine(sender),
});

/** Where a web page of the newsletters links: signing up, and the archive. */
export interface WebLinks {
  signupUrl: string;
  archiveUrl: string;
}

/** A newsletter's web version and the archive: no reader's links, an invitation instead. */
export const webFooter = (sender: Sender, { signupUrl, archiveUrl }: WebLinks): SafeHtml =>
  html`<p>A newsletter from ${sender.name}. <a href="${signupUrl}" style="color:#6b6475">Get the next one by email</a> · <a href="${archiveUrl}" style="color:#6b6475">Past newsletters</a></p><p>${postalLine(sender)}</p>`;
