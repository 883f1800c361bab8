import { pathOf } from '../../contract/define-route';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../contract/mailing-list';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../../contract/constants';
import { routes } from '../../contract/routes';
import type { Deps } from '../../lib/deps';
import { confirmationEmail } from '../../emails/confirmation';
import type { SafeHtml } from '../../emails/html';
import { listLinksFrom, type ListLinks, type Sender } from '../../emails/footer';
import { listUnsubscribeHeaders, renderListEmail, type RenderedEmail } from '../../emails/layout';
import { dreamTeamWelcome, mailingListWelcome } from '../../emails/welcome';
import { sendEmail } from '../../lib/mail';
import { normaliseEmail } from '../../lib/email-address';
import { getSubscriber, mailingStatusOf, subscriberStatuses, type Subscriber } from './subscribers';
import { unsubscribeTokenFor } from './tokens';
import { formatExpiry } from '../downloads/expiry';
import { newLibraryLink } from '../sales/library-links';
import { dreamTeamPage } from '@content/pages/dream-team';
import { mergeFactsOf } from '@content/merge-fields';
import { recentAuthor, recentPublishedContent } from '../site-content/published-content';

/**
 * Sending the mailing list's emails (rendered in functions/emails), and `sendMarketingEmail`, which
 * other areas (the ebook download emails) use too: it refuses unsubscribed and suppressed addresses,
 * wraps the content in the site's email layout with an unsubscribe footer, and adds the RFC 8058
 * one-click headers. Every email is signed and footed by her as published (`sender`, the site's
 * author), and replies reach her published address.
 */

/** The reader's own unsubscribe link, the same in every email they get (made on first use). */
export async function unsubscribeUrlFor(deps: Deps, email: string): Promise<string> {
  return unsubscribeUrlOf(deps, await unsubscribeTokenFor(deps, email));
}

const unsubscribeUrlOf = (deps: Pick<Deps, 'siteUrl'>, token: string) => listLinksOf(deps, token).unsubscribeUrl;

/** The links of the reader's list mail (LIST_LINKS), all from their one unsubscribe token. */
export const listLinksOf = (deps: Pick<Deps, 'siteUrl'>, token: string): ListLinks =>
  listLinksFrom((_, route) => `${deps.siteUrl}${pathOf(routes[route], { token })}`);

export interface MarketingEmail {
  to: string;
  subject: string;
  /** The message's content as an HTML fragment (a `SafeHtml` from `html` or a string); the layout and footer are added. */
  html: SafeHtml | string;
  /** The plain-text version of the same content; the footer is added. */
  text: string;
}

export type MarketingSendResult =
  { sent: true; messageId: string } | { sent: false; reason: 'unsubscribed' | 'suppressed' };

/**
 * Sends list mail (welcome emails, ebook download emails): never to an address that has
 * unsubscribed or is suppressed; always with List-Unsubscribe, List-Unsubscribe-Post and the
 * unsubscribe and preference links in the footer. Replies go to the author's inbox. `sender`: her
 * as published, who the caller signed the content as. `reader`: the reader's record when the caller
 * has just written it (a welcome), so it is not read again.
 */
export async function sendMarketingEmail(
  deps: Deps,
  sender: Sender,
  email: MarketingEmail,
  reader?: Subscriber,
): Promise<MarketingSendResult> {
  const to = normaliseEmail(email.to);
  const subscriber = reader ?? (await getSubscriber(deps, to));
  const status = subscriber ? mailingStatusOf(subscriber) : (await subscriberStatuses(deps, [to])).get(to);
  if (status === 'unsubscribed' || status === 'suppressed') return { sent: false, reason: status };
  const links = listLinksOf(deps, subscriber?.unsubscribeToken ?? (await unsubscribeTokenFor(deps, to)));
  const message = renderListEmail(sender, { subject: email.subject, html: email.html, text: email.text, ...links });
  const messageId = await sendEmail(deps, {
    to,
    ...message,
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
    replyTo: [sender.email],
  });
  return { sent: true, messageId };
}

/**
 * A letter from her that is not list mail (a confirmation, a receipt, a library link): `write`
 * signs it as she is published, and replies reach her published address.
 */
export async function sendLetter(deps: Deps, to: string, write: (sender: Sender) => RenderedEmail): Promise<string> {
  const sender = await recentAuthor(deps);
  return sendEmail(deps, { to, ...write(sender), replyTo: [sender.email] });
}

/** The double opt-in email, sent to the address as typed (not list mail: no unsubscribe footer). */
export async function sendConfirmationEmail(
  deps: Deps,
  input: { to: string; token: string; dreamTeam: boolean },
): Promise<string> {
  const confirmUrl = `${deps.siteUrl}${pathOf(routes.mailingListConfirmPage, { token: input.token })}`;
  return sendLetter(deps, input.to, (sender) => confirmationEmail(sender, { confirmUrl, dreamTeam: input.dreamTeam }));
}

/** A new link to the reader's library, as an email shows it. */
async function libraryFor(deps: Deps, email: string) {
  const link = await newLibraryLink(deps, email);
  return { url: link.url, expiresAt: formatExpiry(link.expiresAt) };
}

/** A reader the Dream Team's emails are for: a member, or one who applied through its form. */
export const isDreamTeamReader = (subscriber: Pick<Subscriber, 'groups' | 'sources'>) =>
  !!subscriber.groups?.has(GROUP_DREAM_TEAM) || !!subscriber.sources?.has(SIGNUP_SOURCE_DREAM_TEAM);

/**
 * The welcome for a newly confirmed reader: the Dream Team's for its members and applicants, else
 * the mailing list's; in her words as published (site/emails, within a minute of a publish).
 */
export async function sendWelcomeEmail(deps: Deps, subscriber: Subscriber): Promise<MarketingSendResult> {
  const { author: sender, emails, pages, stories } = await recentPublishedContent(deps);
  const from = { sender, siteUrl: deps.siteUrl };
  const message = isDreamTeamReader(subscriber)
    ? dreamTeamWelcome(
        { ...from, words: emails.dreamTeamWelcome },
        dreamTeamPage(pages['dream-team'], mergeFactsOf(sender, deps.siteUrl)),
        { ...subscriber, newsletter: !!subscriber.groups?.has(GROUP_VORACIOUS_READERS) },
      )
    : mailingListWelcome(
        { ...from, words: emails.listWelcome },
        subscriber,
        await libraryFor(deps, subscriber.email),
        stories,
      );
  return sendMarketingEmail(deps, sender, { to: subscriber.email, ...message }, subscriber);
}
