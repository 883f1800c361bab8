import type { BulkEmailEntryResult } from '@aws-sdk/client-sesv2';

/**
 * How the worker reads SES's answers. SendBulkEmail reports each entry separately: some
 * statuses mean "not sent, try again later" (throttled, transient), the rest are final. A whole
 * call refused for throttling sent nothing and is tried again; any other failed call is final
 * for its recipients (SES may or may not have sent, and we never send twice).
 */
export type EntryOutcome =
  { kind: 'sent'; messageId: string } | { kind: 'retry'; error: string } | { kind: 'failed'; error: string };

const RETRYABLE_STATUSES = new Set(['ACCOUNT_THROTTLED', 'TRANSIENT_FAILURE']);
const THROTTLING_ERRORS = new Set(['Throttling', 'ThrottlingException', 'TooManyRequestsException']);

export function entryOutcome(result: BulkEmailEntryResult | undefined): EntryOutcome {
  if (!result)
    return {
      kind: 'failed',
      error: 'SES gave no result for this recipient, so it is not known whether the email went out.',
    };
  if (result.Status === 'SUCCESS') return { kind: 'sent', messageId: result.MessageId ?? '' };
  const error = `SES did not send this email (${result.Status ?? 'no status'}${result.Error ? `: ${result.Error}` : ''}).`;
  return RETRYABLE_STATUSES.has(result.Status ?? '') ? { kind: 'retry', error } : { kind: 'failed', error };
}

export function isThrottling(error: unknown): boolean {
  const e = error as { name?: string; $retryable?: { throttling?: boolean } };
  return THROTTLING_ERRORS.has(e.name ?? '') || e.$retryable?.throttling === true;
}

export interface RetryPolicy {
  /** Calls per recipient at most, the first included. */
  attempts: number;
  baseMs: number;
  capMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, baseMs: 250, capMs: 8000 };

/** Exponential backoff with jitter ("equal jitter"): half fixed, half random. */
export function backoffMs(policy: RetryPolicy, attempt: number, random = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}
