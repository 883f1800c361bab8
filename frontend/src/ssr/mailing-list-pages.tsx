/**
 * The mailing list's pages behind emailed links: confirm, unsubscribe, preferences, subscribe
 * again and a change of address (functions/http/mailing-list/public.ts). The only actions are form
 * buttons.
 */
import type { ReactNode } from 'react';
import {
  CONFIRMATION_LINK_DAYS,
  EMAIL_MAX_LENGTH,
  GROUP_DREAM_TEAM,
  GROUP_VORACIOUS_READERS,
  NAME_MAX_LENGTH,
  type SubscriberGroup,
} from '@contract/mailing-list';
import { pathOf } from '@contract/define-route';
import { routes } from '@contract/routes';
import type { LinkState } from '../../../functions/core/mailing-list/links';
import { LISTS, type PreferencesState } from '../../../functions/core/mailing-list/preferences';
import type { ChangeLink, ChangeRequest } from '../../../functions/core/mailing-list/change-email';
import type { SubscribeAgainState } from '../../../functions/core/mailing-list/subscribe-again';
import { maskEmail } from '../../../functions/lib/email-address';
import {
  AuthorName,
  ConsentWords,
  Contact,
  noticeOf,
  noticePage,
  standalonePage,
  type Notice,
  type NoticeTable,
  type RenderedPage,
} from './standalone-page';

const SignUpAgain = () => <a href="/sign-up">sign up again</a>;

const UNKNOWN_LINK: Notice = {
  statusCode: 404,
  title: 'Link not recognised',
  heading: 'We don’t recognise this link',
  words: (
    <>
      It may have been copied incompletely. Please open the link from your email again, or <SignUpAgain />. Questions?
      Write to <Contact />.
    </>
  ),
};

/** A link past its validity (410), saying how long such links work and what to do instead. */
const expiredLink = (explanation: ReactNode): Notice => ({
  statusCode: 410,
  title: 'Link expired',
  heading: 'This link has expired',
  words: <>{explanation}</>,
});
const unknownLink = () => noticePage(UNKNOWN_LINK);

/** The confirmed page's way on: the reader's library, where the free stories and ebook are. */
const YourLibrary = ({ path }: { path: string | undefined }) =>
  path ? (
    <>
      <p>The free stories are waiting in your library, and the link in your emails opens it too.</p>
      <p>
        <a className="button" href={path}>
          Open my library
        </a>
      </p>
    </>
  ) : null;

/** GET and POST /api/newsletter/confirm/{token}. */
export function confirmationPage(token: string, link: LinkState, pressed: boolean): RenderedPage {
  switch (link.state) {
    case 'unknown':
      return unknownLink();
    case 'expired':
      return noticePage(
        expiredLink(
          <>
            Confirmation links work for {CONFIRMATION_LINK_DAYS} days and only until they are used. Please{' '}
            <SignUpAgain /> and we will send you a new one.
          </>,
        ),
      );
    case 'ready':
      return noticePage({
        title: 'Confirm your subscription',
        words: (
          <>
            Press the button to confirm {maskEmail(link.email)} and start receiving emails from <AuthorName />.
          </>
        ),
        more: (
          <>
            <form method="post" action={pathOf(routes.mailingListConfirm, { token })}>
              <button type="submit">Confirm my subscription</button>
            </form>
          </>
        ),
      });
    case 'done':
      return pressed
        ? noticePage({
            title: 'Subscription confirmed',
            heading: 'You’re confirmed!',
            words: <>Thank you: {maskEmail(link.email)} is subscribed. Your welcome email is on its way.</>,
            more: <YourLibrary path={link.libraryPath} />,
          })
        : noticePage({
            title: 'Already confirmed',
            heading: 'You’re already confirmed',
            words: (
              <>
                {maskEmail(link.email)} is subscribed; there is nothing more to do. Your free stories and ebook are in{' '}
                <a href={pathOf(routes.libraryForm)}>your library</a>.
              </>
            ),
          });
  }
}

function StopAllEmails({ token, children, secondary }: { token: string; children: string; secondary?: boolean }) {
  return (
    <form method="post" action={pathOf(routes.mailingListUnsubscribe, { token })}>
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
      <button type="submit" className={secondary ? 'secondary' : undefined}>
        {children}
      </button>
    </form>
  );
}
const UnsubscribeButton = ({ token }: { token: string }) => <StopAllEmails token={token}>Unsubscribe</StopAllEmails>;

/** GET and POST /api/newsletter/unsubscribe/{token}. An old email's link (the reader moved since) names no address. */
export function unsubscribePage(token: string, link: LinkState): RenderedPage {
  switch (link.state) {
    case 'unknown':
    case 'expired':
      return unknownLink();
    case 'ready':
      return noticePage({
        title: 'Unsubscribe',
        heading: 'Unsubscribe?',
        words: (
          <>
            Press the button and {link.old ? 'you' : maskEmail(link.email)} will get no more emails from <AuthorName />.
          </>
        ),
        more: <UnsubscribeButton token={token} />,
      });
    case 'done':
      return link.old
        ? noticePage({
            title: 'Unsubscribed',
            heading: 'You’re unsubscribed',
            words: (
              <>
                You will get no more emails from us. Changed your mind? You can <SignUpAgain /> at any time.
              </>
            ),
          })
        : unsubscribedPage(token, link.email);
  }
}

/**
 * The way back for a reader who left: a new opt-in, with the consent words the record keeps, that
 * starts only once they press the confirmation email's button.
 */
function SubscribeAgainForm({ token, children }: { token: string; children: string }) {
  return (
    <form method="post" action={pathOf(routes.mailingListSubscribeAgain, { token })}>
      <p className="note">
        <ConsentWords />
      </p>
      <button type="submit">{children}</button>
    </form>
  );
}

/** A reader who left, from the unsubscribe button, the preference page or any later visit: they can come back. */
const unsubscribedPage = (token: string, email: string) =>
  noticePage({
    title: 'Unsubscribed',
    heading: 'You’re unsubscribed',
    words: (
      <>
        {maskEmail(email)} gets no emails from <AuthorName />.
      </>
    ),
    more: (
      <>
        <h2>Changed your mind?</h2>
        <p>
          Subscribe again and we email {maskEmail(email)} a link to confirm. Your emails start again, with the lists you
          had, once you press it.
        </p>
        <SubscribeAgainForm token={token}>Subscribe again</SubscribeAgainForm>
      </>
    ),
  });

const LIST_LABELS: Record<SubscriberGroup, { title: string; about: string }> = {
  [GROUP_VORACIOUS_READERS]: {
    title: 'The Voracious Readers newsletter',
    about: 'free stories, release news and the occasional behind-the-scenes letter',
  },
  [GROUP_DREAM_TEAM]: {
    title: 'Dream Team news',
    about: 'advance reader copies and calls for beta readers, editors and reviewers',
  },
};

type ReadyPreferences = Extract<PreferencesState, { state: 'ready' }>;

/** The reader's lists and name, saved by a form; a new address; leaving is one more button. */
function PreferencesForms({
  token,
  found,
  saved,
  emailProblem,
}: {
  token: string;
  found: ReadyPreferences;
  saved: boolean;
  emailProblem?: string;
}) {
  return (
    <>
      <h1>Your email preferences</h1>
      {saved ? (
        <p role="status">
          <strong>Saved.</strong> Your choices apply to the next email.
        </p>
      ) : null}
      <p>
        What {maskEmail(found.email)} receives from <AuthorName />.
      </p>
      <form method="post" action={pathOf(routes.mailingListSavePreferences, { token })}>
        <fieldset>
          <legend>Lists</legend>
          {LISTS.map((list) => (
            <p key={list}>
              <label>
                <input type="checkbox" name={list} defaultChecked={found.groups.includes(list)} />{' '}
                <span>
                  <strong>{LIST_LABELS[list].title}</strong>: {LIST_LABELS[list].about}
                </span>
              </label>
            </p>
          ))}
          <p className="none-ticked" role="status">
            <strong>You will get no emails.</strong> Tick a list to keep it; saving with none ticked asks you first.
          </p>
        </fieldset>
        <p>
          <label htmlFor="name">Your first name, to greet you by (optional)</label>
          <br />
          <input
            id="name"
            name="name"
            maxLength={NAME_MAX_LENGTH}
            autoComplete="given-name"
            defaultValue={found.name ?? ''}
          />
        </p>
        <button type="submit">Save my preferences</button>
      </form>
      <h2>Change your email address</h2>
      <form method="post" action={pathOf(routes.mailingListChangeEmail, { token })}>
        <p>
          <label htmlFor="email">Your new email address</label>
          <br />
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            aria-invalid={emailProblem ? true : undefined}
            aria-describedby={emailProblem ? 'email-problem' : undefined}
          />
        </p>
        {emailProblem ? (
          <p id="email-problem" role="alert">
            <strong>{emailProblem}</strong>
          </p>
        ) : null}
        <p>
          We send a link to the new address; once you press it, we ask this address to approve, and your subscription
          moves.
        </p>
        <button type="submit">Send the link</button>
      </form>
      <h2>Leave entirely</h2>
      <StopAllEmails token={token} secondary>
        Unsubscribe from all emails
      </StopAllEmails>
    </>
  );
}

/** GET and POST /api/newsletter/preferences/{token}. */
export function preferencesPage(
  token: string,
  found: PreferencesState,
  saved: boolean,
  emailProblem?: string,
): RenderedPage {
  switch (found.state) {
    case 'unknown':
      return unknownLink();
    case 'old':
      return noticePage({
        statusCode: 410,
        title: 'An older email’s link',
        heading: 'This link is from an older email',
        words: (
          <>
            It came in an email we sent before you changed your email address, so it can no longer change your lists,
            your name or your address. To do that, open the preferences link in one of our newer emails. This link can
            still unsubscribe you from everything:
          </>
        ),
        more: <UnsubscribeButton token={token} />,
      });
    case 'pending':
      return noticePage({
        title: 'Not confirmed yet',
        heading: 'Your subscription is not confirmed yet',
        words: (
          <>
            Open the confirmation email we sent to {maskEmail(found.email)} and press its button; then this page lets
            you choose what you receive.
          </>
        ),
        more: (
          <>
            <h2>No email?</h2>
            <p>Look in your spam folder, or ask for it again.</p>
            <SubscribeAgainForm token={token}>Send the confirmation email again</SubscribeAgainForm>
          </>
        ),
      });
    case 'suppressed':
      return noticePage({
        title: 'No emails to this address',
        heading: 'We send no emails to this address',
        words: (
          <>
            Mail to {maskEmail(found.email)} bounced or was reported, so it gets nothing from us. To hear from{' '}
            <AuthorName /> again, write to <Contact />.
          </>
        ),
      });
    case 'unsubscribed':
      return unsubscribedPage(token, found.email);
    case 'leaving':
      return noticePage({
        title: 'You will get no emails',
        words: (
          <>
            You unticked every list, so {maskEmail(found.email)} would get nothing more from <AuthorName />. Nothing has
            changed yet.
          </>
        ),
        more: (
          <>
            <div className="actions">
              <a className="button secondary" href={pathOf(routes.mailingListPreferencesPage, { token })}>
                Keep my lists
              </a>
              <StopAllEmails token={token}>Stop all emails</StopAllEmails>
            </div>
          </>
        ),
      });
    case 'ready':
      return standalonePage(
        200,
        'Your email preferences',
        <PreferencesForms token={token} found={found} saved={saved} emailProblem={emailProblem} />,
      );
  }
}

/** POST /api/newsletter/preferences/{token}/email: the same page whether or not an email went out. */
export function emailChangeRequestPage(token: string, request: ChangeRequest): RenderedPage {
  if (request.state === 'invalid') return preferencesPage(token, request.preferences, false, request.message);
  if (request.state !== 'sent') return preferencesPage(token, request, false);
  return noticePage({
    title: 'Check your new inbox',
    words: (
      <>
        If {maskEmail(request.to)} can receive our emails, a link is on its way there. Press it within{' '}
        {CONFIRMATION_LINK_DAYS} days; then we ask this address to approve the move. Until then everything stays as it
        is.
      </>
    ),
  });
}

const Confirm = ({ token, children }: { token: string; children: string }) => (
  <form method="post" action={pathOf(routes.mailingListEmailChange, { token })}>
    <button type="submit">{children}</button>
  </form>
);

/** Each state of a link to move a subscription, as its page says it. */
const EMAIL_CHANGE_PAGES: NoticeTable<ChangeLink, string> = {
  unknown: () => UNKNOWN_LINK,
  expired: () =>
    expiredLink(
      <>
        Links to move a subscription work for {CONFIRMATION_LINK_DAYS} days, while the old address is still subscribed.
        Open the preference link in one of our emails to ask again.
      </>,
    ),
  taken: ({ to }) => ({
    statusCode: 409,
    title: 'Address already on the list',
    heading: 'This address is on the list already',
    words: (
      <>
        {maskEmail(to)} already gets our emails (or cannot), so nothing was moved. Unsubscribe the old address from any
        of its emails if you no longer want both.
      </>
    ),
  }),
  ready: ({ to, from }, token) => ({
    title: 'Confirm your new address',
    words: (
      <>
        Press the button to confirm {maskEmail(to)}. Then we ask {maskEmail(from)} to approve the move: your
        subscription moves when that address says yes.
      </>
    ),
    more: <Confirm token={token}>Confirm this address</Confirm>,
  }),
  asked: ({ to, from }) => ({
    title: 'One more step',
    words: (
      <>
        {maskEmail(to)} is confirmed. We have emailed {maskEmail(from)}: press the button in that email within{' '}
        {CONFIRMATION_LINK_DAYS} days to approve the move. Until then everything stays as it is.
      </>
    ),
  }),
  held: ({ from }) => ({
    statusCode: 429,
    title: 'Please try again later',
    words: (
      <>
        {maskEmail(from)} has just had as many emails from us as we send it for now. Press the button in your email
        again later (within a day at most) and we ask it to approve the move.
      </>
    ),
  }),
  approve: ({ to, from }, token) => ({
    title: 'Approve the move',
    heading: 'Approve the move?',
    words: (
      <>
        Press the button to receive <AuthorName />
        ’s emails at {maskEmail(to)} instead of {maskEmail(from)}. If you did not ask for this, close this page: your
        subscription stays where it is.
      </>
    ),
    more: <Confirm token={token}>Approve the move</Confirm>,
  }),
  done: ({ to }) => ({
    title: 'Subscription moved',
    heading: 'Your subscription has moved',
    words: (
      <>
        Our emails now go to {maskEmail(to)}. The links in emails sent before the move no longer work: use the ones in
        our next email.
      </>
    ),
  }),
};

/** GET and POST /api/newsletter/change-email/{token}. */
export const emailChangePage = (token: string, link: ChangeLink): RenderedPage =>
  noticeOf(EMAIL_CHANGE_PAGES, link, token);

/** POST /api/newsletter/preferences/{token}/subscribe: the same page whether or not an email went out. */
export function subscribeAgainPage(token: string, asked: SubscribeAgainState): RenderedPage {
  if (asked.state !== 'asked') return preferencesPage(token, asked, false);
  return noticePage({
    title: 'Check your inbox',
    words: (
      <>
        If {maskEmail(asked.email)} can receive our emails, a link to confirm is on its way. Press its button within{' '}
        {CONFIRMATION_LINK_DAYS} days and your emails from <AuthorName /> start again.
      </>
    ),
    more: (
      <>
        <p>
          Nothing there? Look in your spam folder, or ask again from{' '}
          <a href={pathOf(routes.mailingListPreferencesPage, { token })}>your preferences</a> in a few minutes.
        </p>
      </>
    ),
  });
}
