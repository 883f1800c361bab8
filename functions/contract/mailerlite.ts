import * as z from 'zod';
import { EMAIL_MAX_LENGTH } from './mailing-list';

/**
 * The author's MailerLite tools (docs/SPEC.md §7, `{email-service}` = mailerlite): the site's own
 * subscriber records are the source of truth; MailerLite gets a copy of the active Voracious
 * Readers in the group of the same name.
 */

/** The MailerLite group the Voracious Readers are synced to (docs/SPEC.md §1's group name). */
export const MAILERLITE_SYNC_GROUP_NAME = 'Voracious Readers';

/**
 * What the stack's MailerLite secret holds until the engineer stores the real key; the adapter
 * treats it like no key at all ("not connected").
 */
export const MAILERLITE_KEY_PLACEHOLDER = 'not-configured';

export const addMailerLiteSubscriberBody = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, `Send an email address of at most ${EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email('Send a valid email address, like reader@example.com.')),
});

export const addMailerLiteSubscriberReply = z.object({ email: z.string() });

export const mailerLiteGroup = z.object({
  id: z.string(),
  name: z.string(),
  /** Active subscribers in the group, as MailerLite counts them. */
  activeCount: z.number().int().optional(),
});
export type MailerLiteGroup = z.infer<typeof mailerLiteGroup>;

export const mailerLiteGroupsReply = z.object({
  count: z.number().int(),
  groups: z.array(mailerLiteGroup),
});

export const mailerLiteSyncReply = z.object({
  /** Active Voracious Readers now in the MailerLite group (sent in this run or already there). */
  successful: z.number().int(),
  /** Readers MailerLite refused in this run (see `errors`); the next sync tries them again. */
  failed: z.number().int(),
  /** Readers taken out of the group because they are no longer active here (unsubscribed, bounced, complained). */
  removed: z.number().int(),
  /** Readers (to add or to take out) not reached within MailerLite's rate limits and the time of one request; syncing again continues with them. */
  remaining: z.number().int(),
  errors: z.array(z.object({ email: z.string(), message: z.string() })),
});
export type MailerLiteSyncResult = z.infer<typeof mailerLiteSyncReply>;
