import * as z from 'zod';

// What the author is shown of a bulk send, whatever its kind (core/bulk-email is the engine).

export const bulkEmailProblem = z.object({ email: z.string(), error: z.string() });
/**
 * A bulk email job's progress; once `done`, also docs/SPEC.md §3's "Bulk email result"
 * (`success, sent, failed, total, errors`). sent + failed + skipped = total when done.
 */
export const bulkEmailJobProgress = z.object({
  jobId: z.string(),
  /** A download email's ebook; absent for a campaign's job, which names its campaign instead. */
  filename: z.string().optional(),
  campaignId: z.string().optional(),
  /** paused: the deliverability guard stopped it (`pausedReason`) until the author resumes or cancels it. */
  status: z.enum(['running', 'paused', 'done', 'cancelled']),
  pausedReason: z.string().optional(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Unsubscribed, suppressed or invalid addresses: not sent to, listed in `skippedRecipients`. */
  skipped: z.number().int(),
  /** From SES's events, for a campaign's emails: delivered, bounced (permanently) and complained about. */
  delivered: z.number().int(),
  bounced: z.number().int(),
  complained: z.number().int(),
  /** Once done: the failed recipients with what went wrong; a retry sends to these only. Empty while running. */
  errors: z.array(bulkEmailProblem),
  /** Once done: the skipped recipients with the reason. Empty while running. */
  skippedRecipients: z.array(bulkEmailProblem),
  /** Present once done: true when no recipient failed. */
  success: z.boolean().optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
export type BulkEmailJobProgress = z.infer<typeof bulkEmailJobProgress>;

/**
 * The deliverability guard: a send pauses itself when more than `bounceRate`
 * of what it sent so far bounced, or more than `complaintRate` was marked as spam: below SES's
 * own review thresholds (5% and 0.1%), so the author hears before her account is at risk. It
 * judges once `minimumSent` emails went out: before that one bounce is 2% and says little.
 */
export const DELIVERABILITY_GUARD = { bounceRate: 0.02, complaintRate: 0.0008, minimumSent: 50 } as const;
/** SES's thresholds, above which it reviews (and may pause) the whole account. */
export const SES_REVIEW_THRESHOLDS = { bounceRate: 0.05, complaintRate: 0.001 } as const;
