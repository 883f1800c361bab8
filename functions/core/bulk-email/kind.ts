import type { Template } from '@aws-sdk/client-sesv2';
import type { ReaderFields } from '../../contract/merge-fields';
import type { Key } from '../../entities/table';
import type { JobItem } from '../../entities/bulk-email-job';
import type { Sender } from '../../emails/footer';
import type { Deps } from '../../lib/deps';
import type { EntryValues } from './template';

/**
 * What one kind of bulk send (the free-ebook download send, a newsletter) tells the engine. The
 * engine (worker.ts, jobs.ts) claims, paces, guards, records and retries; a kind says who may be
 * sent to, what they get and what else happens. Kinds are registered in kinds.ts, by the `kind`
 * a job states.
 */
export interface BulkSendKind {
  /**
   * What every recipient gets (an SES inline template, with placeholders for their own values)
   * and the configuration set it goes out with; null when what the job sends no longer exists.
   * `subject`: what recordSent is given, when the template's subject holds placeholders.
   * `sender`: her as published, whom every email is signed and footed by.
   */
  content(
    deps: Deps,
    job: JobItem,
    sender: Sender,
  ): Promise<{ template: Template; configurationSet: string | undefined; subject?: string } | null>;
  /**
   * Each of `emails` (a chunk's pending recipients, in order): skipped with a reason for the
   * author, or their values and the items to store in the same transaction as the chunk's claim.
   */
  recipients(deps: Deps, job: JobItem, emails: string[]): Promise<Map<string, BulkRecipient>>;
  /** After SES accepted emails: keeps them where SES's events find them (a newsletter's report). */
  recordSent?(deps: Deps, job: JobItem, subject: string, sent: { email: string; messageId: string }[]): Promise<void>;
  /** The send paused, resumed, was cancelled or finished: the kind's own record follows. */
  statusMoved?(deps: Deps, job: JobItem, change: { from: SendStatus[]; to: SendStatus }): Promise<void>;
}

export type SendStatus = 'sending' | 'paused' | 'sent' | 'cancelled';

/** `fields`: the reader's words for a template with merge fields (escaped for its HTML by bulkEntry). */
export type BulkRecipient = { skip: string } | { values: EntryValues; fields?: ReaderFields; store?: Key[] };
