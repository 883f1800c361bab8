import * as z from 'zod';
import { bulkEmailJobProgress } from './downloads';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS, NAME_MAX_LENGTH } from './mailing-list';
import { mergeFieldProblem } from './merge-fields';
import { readerTag } from './readers';

/**
 * Newsletters: emails the author writes to her readers in the admin, sent by the bulk
 * email job. No AWS or Node imports: the admin's editor imports this module.
 */

/**
 * Who a campaign goes to: confirmed, unsuppressed readers of a list. `all` is every confirmed
 * reader (each is on at least one list: the preference page keeps one).
 */
export const AUDIENCES = ['all', GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM] as const;
/** Or every confirmed reader with one of the author's tags (the subscriber desk): `tag:<tag>`. */
export const TAG_AUDIENCE_PREFIX = 'tag:';
export type Audience = (typeof AUDIENCES)[number] | `${typeof TAG_AUDIENCE_PREFIX}${string}`;
export const audienceTag = (audience: Audience) =>
  audience.startsWith(TAG_AUDIENCE_PREFIX) ? audience.slice(TAG_AUDIENCE_PREFIX.length) : undefined;

/**
 * Which newsletters the site's archive may show: a tag's newsletter never (it is written to a few
 * readers the author chose, and stays theirs, whatever a client sends); the others when she
 * leaves them public, which by default all readers' and the Voracious Readers' are and the
 * Dream Team's is not.
 */
export const mayBePublic = (audience: Audience) => audienceTag(audience) === undefined;
export const publicByDefault = (audience: Audience) => audience === 'all' || audience === GROUP_VORACIOUS_READERS;
export const isPublicNewsletter = (newsletter: { public: boolean; audience: Audience }) =>
  newsletter.public && mayBePublic(newsletter.audience);

const AUDIENCE_ERROR = `The audience must be one of: ${AUDIENCES.join(', ')}, or ${TAG_AUDIENCE_PREFIX} and one of your tags.`;
const audienceSchema = z
  .string({ error: AUDIENCE_ERROR })
  .refine(
    (value) =>
      (AUDIENCES as readonly string[]).includes(value) ||
      (value.startsWith(TAG_AUDIENCE_PREFIX) &&
        readerTag.safeParse(value.slice(TAG_AUDIENCE_PREFIX.length)).data === value.slice(TAG_AUDIENCE_PREFIX.length)),
    AUDIENCE_ERROR,
  )
  .transform((value) => value as Audience)
  .meta({ examples: ['all'] });

export const NEWSLETTER_LIMITS = {
  subject: 150,
  /** Mail apps show about 90-140 characters of the preview after the subject. */
  previewText: 200,
  /** As a blog post (about 15,000 words). */
  content: 100_000,
} as const;

export const NEWSLETTER_BODY_MAX_BYTES = 256 * 1024;

// The guard holds every bulk send; named here too, where the newsletter pages look.
export { DELIVERABILITY_GUARD, SES_REVIEW_THRESHOLDS } from './bulk-email';

/** Double braces are SES's per-reader placeholders: in a campaign's words they would be replaced or break the send. */
const PLACEHOLDER = /\{\{|\}\}/;

const text = (what: string, max: number, required: boolean) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .max(max, `Keep the ${what.toLowerCase()} to ${max} characters or fewer.`)
    .refine((value) => !required || value !== '', `${what} is required.`)
    .refine(
      (value) => !PLACEHOLDER.test(value),
      `${what} cannot contain double braces ({{ or }}): the mail service reads them as per-reader placeholders.`,
    )
    .superRefine((value, ctx) => {
      const problem = mergeFieldProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${what}: ${problem}` });
    });

export const newsletterInput = z.strictObject({
  subject: text('The subject', NEWSLETTER_LIMITS.subject, true),
  previewText: text('The preview text', NEWSLETTER_LIMITS.previewText, false)
    .optional()
    .transform((value) => value ?? ''),
  content: text('The content', NEWSLETTER_LIMITS.content, true),
  audience: audienceSchema,
  /** Once sent, on the site's archive (/newsletters) with a web version; left out: `publicByDefault`. Never for a tag (`mayBePublic`). */
  public: z.boolean({ error: 'public must be true or false.' }).optional(),
  /** Count opens and clicks (SES adds a pixel and routes links through itself); off unless the author turns it on. */
  countEngagement: z.boolean({ error: 'countEngagement must be true or false.' }).optional(),
});
export type NewsletterInput = z.input<typeof newsletterInput>;

/**
 * The editor's live preview: the words without the audience (an incomplete draft still previews),
 * for a reader of the name given (blank: a reader without one, who gets the fallbacks).
 */
export const newsletterPreviewInput = z.strictObject({
  subject: text('The subject', NEWSLETTER_LIMITS.subject, false),
  previewText: text('The preview text', NEWSLETTER_LIMITS.previewText, false),
  content: text('The content', NEWSLETTER_LIMITS.content, false),
  readerName: z
    .string({ error: 'The reader’s name must be text.' })
    .max(NAME_MAX_LENGTH, `A name has at most ${NAME_MAX_LENGTH} characters.`)
    .optional(),
});
/** The email as a reader gets it, with SES placeholders where each reader's own links go. */
export const renderedEmail = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type ValidNewsletterInput = z.output<typeof newsletterInput>;

/**
 * draft: being written; scheduled: a draft that starts sending at `scheduledAt` (still open to
 * changes until then); sending: its bulk job is running; paused: the deliverability guard
 * stopped it until the author resumes or cancels; sent: the job has finished; cancelled: the
 * author stopped it (those sent before stay sent).
 */
export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;

/** How far ahead a campaign may be scheduled. */
export const SCHEDULE_MAX_DAYS = 365;

/** When to send: an instant with its offset (the editor sends the author's local time so). */
export const newsletterScheduleBody = z.strictObject({
  at: z.iso.datetime({
    offset: true,
    error: 'Give the time as an ISO date-time with its offset, like 2026-12-01T09:00:00-05:00.',
  }),
});
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const newsletter = z.object({
  id: z.string(),
  subject: z.string(),
  previewText: z.string(),
  /** The Markdown the author wrote. */
  content: z.string(),
  audience: z.string().transform((value) => value as Audience),
  /** Once sent: listed on /newsletters, with its web version at /newsletters/{id}. */
  public: z.boolean(),
  /** Opens and clicks are counted for this campaign (off by default). */
  countEngagement: z.boolean(),
  status: z.enum(NEWSLETTER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Once sent: the bulk job that sends it (its progress: getBulkEmailJob), when it started and to how many. */
  jobId: z.string().optional(),
  sentAt: z.string().optional(),
  recipients: z.number().int().optional(),
  /** When made from a published blog post ("Email this post"). */
  postId: z.string().optional(),
  /** While scheduled: when it starts sending (UTC). */
  scheduledAt: z.string().optional(),
  /** Why a scheduled send could not start (it went back to being a draft). */
  scheduleProblem: z.string().optional(),
});
export type Newsletter = z.infer<typeof newsletter>;

export const newsletterSummary = newsletter.omit({ content: true });
export type NewsletterSummary = z.infer<typeof newsletterSummary>;

export const newsletterIdParams = z.strictObject({ id: z.string().min(1).max(100) });
export const audienceParams = z.strictObject({ audience: audienceSchema });
export const audienceCount = z.object({ audience: z.string(), count: z.number().int() });

/**
 * A sent campaign's report: the job's figures, what SES's events said (they arrive over minutes
 * to hours), and how many of its readers have unsubscribed since it went out.
 */
export const newsletterReport = bulkEmailJobProgress
  .pick({ total: true, sent: true, failed: true, skipped: true, delivered: true, bounced: true, complained: true })
  .extend({
    unsubscribed: z.number().int(),
    /** Readers who opened it and who clicked a link, each counted once; only when the campaign counts them. */
    engagement: z.object({ opened: z.number().int(), clicked: z.number().int() }).optional(),
  });
export type NewsletterReport = z.infer<typeof newsletterReport>;

/** The account's sending reputation over the last MAIL_HEALTH_DAYS, from SES's events (the dashboard). */
export const MAIL_HEALTH_DAYS = 30;
export const mailHealth = z.object({
  days: z.number().int(),
  /** Delivered or bounced: every email SES reported on. */
  sent: z.number().int(),
  delivered: z.number().int(),
  bounced: z.number().int(),
  complained: z.number().int(),
  /** bounced / sent, complained / sent; 0 with nothing sent. */
  bounceRate: z.number(),
  complaintRate: z.number(),
  daily: z.array(
    z.object({
      date: z.string(),
      delivered: z.number().int(),
      bounced: z.number().int(),
      complained: z.number().int(),
    }),
  ),
});
export type MailHealth = z.infer<typeof mailHealth>;

export const newsletterTestSent = z.object({ to: z.string(), messageId: z.string() });
export const newsletterSendStarted = z.object({ jobId: z.string(), total: z.number().int() });
export const newsletterFromPostBody = z.strictObject({
  postId: z.string({ error: 'postId must be text.' }).min(1, 'postId is required.').max(100),
});
export const newsletterMessage = z.object({ message: z.string() });
