import { HONEYPOT_FIELD } from '../../contract/mailing-list';
import { signUp } from '../../core/after-reply/forms';
import { deps } from '../../lib/deps';
import { clientOf } from '../../lib/edge';
import {
  confirmationLinkState,
  confirmByToken,
  unsubscribeLinkState,
  unsubscribeByToken,
} from '../../core/mailing-list/links';
import { preferencesOf, savePreferences } from '../../core/mailing-list/preferences';
import { subscribeAgain } from '../../core/mailing-list/subscribe-again';
import { requestEmailChange, emailChangeState, applyEmailChange } from '../../core/mailing-list/change-email';
import { implementRoutes } from '../implement-routes';
import { mailingListRoutes } from '../../contract/routes/mailing-list';
import { formPages, lazyPages } from '../token-pages';

const pages = lazyPages(() => import('@frontend/ssr/mailing-list-pages'));

export const handlers = implementRoutes(
  mailingListRoutes,
  'public',
  {
    /** The sign-up forms post natively until the app starts: the route answers a form post with a page (`formAnswerHeading`). */
    mailingListSignup: ({ body, event }) =>
      signUp(deps(), {
        email: body.email,
        name: body.name,
        source: body.source,
        readerMagnetId: body.readerMagnetId,
        role: body.role,
        newsletter: body.newsletter === true || body.newsletter === 'on',
        honeypot: body[HONEYPOT_FIELD],
        client: clientOf(event),
      }),
    /** Opening the confirmation link shows a button; it confirms nobody (mail scanners open links). */
    mailingListConfirmPage: async ({ params }) =>
      (await pages()).confirmationPage(params.token, await confirmationLinkState(deps(), params.token), false),
    mailingListConfirm: async ({ params }) =>
      (await pages()).confirmationPage(params.token, await confirmByToken(deps(), params.token), true),
    /** Opening the unsubscribe link shows a button; only the button (or a one-click POST) unsubscribes. */
    mailingListUnsubscribePage: async ({ params }) =>
      (await pages()).unsubscribePage(params.token, await unsubscribeLinkState(deps(), params.token)),
    mailingListUnsubscribe: async ({ params }) =>
      (await pages()).unsubscribePage(params.token, await unsubscribeByToken(deps(), params.token)),
    /** Opening the preference link shows the reader's choices; only the form's button changes them. */
    mailingListPreferencesPage: async ({ params }) =>
      (await pages()).preferencesPage(params.token, await preferencesOf(deps(), params.token), false),
    mailingListSavePreferences: async ({ params, body }) =>
      (await pages()).preferencesPage(params.token, await savePreferences(deps(), params.token, body), true),
    mailingListSubscribeAgain: async ({ params, event }) =>
      (await pages()).subscribeAgainPage(params.token, await subscribeAgain(deps(), params.token, clientOf(event))),
    mailingListChangeEmail: async ({ params, body, event }) =>
      (await pages()).emailChangeRequestPage(
        params.token,
        await requestEmailChange(deps(), params.token, body.email, clientOf(event)),
      ),
    /** Opening the link only looks, so a mail scanner moves nobody; the page's button moves. */
    mailingListEmailChangePage: async ({ params }) =>
      (await pages()).emailChangePage(params.token, await emailChangeState(deps(), params.token)),
    mailingListEmailChange: async ({ params, event }) =>
      (await pages()).emailChangePage(params.token, await applyEmailChange(deps(), params.token, clientOf(event))),
  },
  formPages,
);
