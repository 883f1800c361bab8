import * as z from 'zod';
import { DREAM_TEAM_WELCOME } from '@content/pages/dream-team';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../constants';
import { arcRole } from '../arc';
import { defineRoute, noBody, noParams } from '../define-route';
import {
  EMAIL_MAX_LENGTH,
  GROUP_DREAM_TEAM,
  GROUP_VORACIOUS_READERS,
  HONEYPOT_FIELD,
  NAME_MAX_LENGTH,
  SIGNUP_MAX_BODY_BYTES,
  SIGNUP_RATE_LIMIT,
  SIGNUP_SOURCES,
  signedUpHeading,
} from '../mailing-list';

/** A reader's name as typed: trimmed, at most NAME_MAX_LENGTH characters; blank means none. */
const nameField = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `Please keep the name to ${NAME_MAX_LENGTH} characters.`)
  .optional();

export const signupBody = z.strictObject({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address.')
    .max(EMAIL_MAX_LENGTH, `An email address has at most ${EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email('Please enter a valid email address.'))
    .meta({ examples: ['reader@example.com'] }),
  /** Left out (or blank) when the reader gave none. */
  name: nameField,
  /** Absent means the sign-up page. */
  source: z
    .enum(SIGNUP_SOURCES, { error: `The sign-up source must be one of: ${SIGNUP_SOURCES.join(', ')}.` })
    .optional(),
  /** The free story the reader signed up to read; null on the Dream Team page. */
  readerMagnetId: z.string().trim().max(100).nullable().optional(),
  /** On the Dream Team page: the role the reader asks for (their application). */
  role: arcRole.optional(),
  /** On the Dream Team page: the box asking for the newsletter too (`on` from a plain form post). */
  newsletter: z.union([z.boolean(), z.literal('on')]).optional(),
  /** The honeypot: hidden from people, so anything in it means a bot. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type SignupBody = z.input<typeof signupBody>;

/** The reader's choices on the preference page (an HTML form: a ticked box sends `on`, an unticked one nothing). */
export const preferencesBody = z.strictObject({
  name: nameField,
  [GROUP_VORACIOUS_READERS]: z.literal('on').optional(),
  [GROUP_DREAM_TEAM]: z.literal('on').optional(),
});
export type PreferencesBody = z.infer<typeof preferencesBody>;

export const signupReply = z.object({
  message: z.string(),
  /** True when the reader must click the link in the confirmation email (double opt-in). */
  confirmationRequired: z.boolean(),
});
export type SignupReply = z.infer<typeof signupReply>;

/**
 * The token of an emailed link. Any text is accepted here so that a malformed or unknown token
 * gets the same readable "link not valid" page as an expired one, not a JSON error.
 */
const tokenParams = z.strictObject({ token: z.string().min(1).max(200) });

/** A standalone HTML page (frontend/src/ssr/standalone-page.tsx). */
const htmlReply = z.string();
/** A form of the preference page that sends an email (capped like every confirmation email) and answers the page. */
const preferencePageEmail = {
  reply: htmlReply,
  grants: ['table:write', 'mail:send'],
  accepts: 'form',
  maxBodyBytes: 1024,
  rateLimit: SIGNUP_RATE_LIMIT,
} as const;

export const mailingListRoutes = {
  mailingListSignup: defineRoute({
    method: 'POST',
    path: '/api/newsletter/signup',
    access: 'public',
    params: noParams,
    body: signupBody,
    reply: signupReply,
    grants: ['table:write', 'mail:send'],
    // The site's sign-up forms post natively until the app starts (and without JavaScript).
    accepts: ['json', 'form'],
    maxBodyBytes: SIGNUP_MAX_BODY_BYTES,
    rateLimit: SIGNUP_RATE_LIMIT,
    formAnswerHeading: (body, reply) =>
      body.source === SIGNUP_SOURCE_DREAM_TEAM ? DREAM_TEAM_WELCOME : signedUpHeading(reply),
    summary:
      'Join the mailing list (and the Dream Team). The same reply whether or not the address was already subscribed; a form post gets it as a page.',
  }),
  mailingListConfirmPage: defineRoute({
    method: 'GET',
    path: '/api/newsletter/confirm/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: htmlReply,
    grants: ['table:read'],
    answersHead: true,
    summary: 'The page the confirmation email links to: a button that confirms. Opening it changes nothing.',
  }),
  mailingListConfirm: defineRoute({
    method: 'POST',
    path: '/api/newsletter/confirm/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: htmlReply,
    grants: ['table:write', 'mail:send'],
    accepts: 'form',
    maxBodyBytes: 1024,
    summary:
      'Confirms the subscription (the page’s button), then sends the welcome email and, unless the author switched it off, the free ebook (once per reader).',
  }),
  mailingListUnsubscribePage: defineRoute({
    method: 'GET',
    path: '/api/newsletter/unsubscribe/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: htmlReply,
    grants: ['table:read'],
    answersHead: true,
    summary: 'The page the unsubscribe link opens: a button that unsubscribes. Opening it changes nothing.',
  }),
  mailingListUnsubscribe: defineRoute({
    method: 'POST',
    path: '/api/newsletter/unsubscribe/{token}',
    access: 'public',
    params: tokenParams,
    /** RFC 8058 one-click: mail providers post `List-Unsubscribe=One-Click`; the page's button posts the same. */
    body: z.strictObject({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
    reply: htmlReply,
    grants: ['table:write'],
    accepts: 'form',
    maxBodyBytes: 1024,
    summary: 'Unsubscribes, with no cookie or sign-in (RFC 8058 one-click and the page’s button).',
  }),
  mailingListPreferencesPage: defineRoute({
    method: 'GET',
    path: '/api/newsletter/preferences/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: htmlReply,
    grants: ['table:read'],
    answersHead: true,
    summary:
      'The preference page every list email links to: which lists the reader gets, their name, and leaving. Opening it changes nothing.',
  }),
  mailingListSavePreferences: defineRoute({
    method: 'POST',
    path: '/api/newsletter/preferences/{token}',
    access: 'public',
    params: tokenParams,
    body: preferencesBody,
    reply: htmlReply,
    grants: ['table:write'],
    accepts: 'form',
    maxBodyBytes: 1024,
    summary:
      "Saves the reader's lists and name from the preference page; with no list ticked nothing changes and the page asks whether to stop all emails.",
  }),
  mailingListSubscribeAgain: defineRoute({
    method: 'POST',
    path: '/api/newsletter/preferences/{token}/subscribe',
    access: 'public',
    params: tokenParams,
    body: z.strictObject({}),
    ...preferencePageEmail,
    summary:
      'From the preference page of a reader who left (or has not confirmed yet): a new opt-in, recorded as consent, that starts once the reader presses the confirmation email’s button (capped like every confirmation email). The same page whether or not an email went out.',
  }),
  mailingListChangeEmail: defineRoute({
    method: 'POST',
    path: '/api/newsletter/preferences/{token}/email',
    access: 'public',
    params: tokenParams,
    // Checked by the handler, so a mistyped address gets the page back with a message, not JSON.
    body: z.strictObject({ email: z.string().max(EMAIL_MAX_LENGTH * 2) }),
    ...preferencePageEmail,
    summary:
      'From the preference page: sends a link to the new address (capped like confirmation emails); the subscription moves when it is pressed. The same page whether or not an email went out.',
  }),
  mailingListEmailChangePage: defineRoute({
    method: 'GET',
    path: '/api/newsletter/change-email/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: htmlReply,
    grants: ['table:read'],
    answersHead: true,
    summary: 'The page the new address’s link opens: a button that moves the subscription. Opening it changes nothing.',
  }),
  mailingListEmailChange: defineRoute({
    method: 'POST',
    path: '/api/newsletter/change-email/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: htmlReply,
    grants: ['table:write'],
    accepts: 'form',
    maxBodyBytes: 1024,
    summary:
      'Moves the subscription to the new address (lists, name, tags, history; the old emails’ links follow it); idempotent.',
  }),
  listVoraciousReaders: defineRoute({
    method: 'GET',
    path: '/api/voracious-readers-subscribers',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: z.object({ subscribers: z.array(z.string()), count: z.number().int() }),
    grants: ['table:read'],
    summary: 'Active members of Voracious Readers: confirmed, not unsubscribed, not suppressed.',
  }),
};
