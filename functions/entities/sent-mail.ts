import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bulkEmailJobKey } from './bulk-email-job';
import { readerPartition } from './subscriber';
import { batchWrite, queryPartition, transact, type Db, type Key } from './table';

/**
 * One email a bulk job sent to a reader, in the reader's partition (`MAIL#<sent at>#<message
 * id>`): what the reader was sent and when, and what SES said happened to it (delivered, bounced,
 * complained). An SES event names the recipient and the message id, which finds this item; each
 * outcome is set once, together with the job's counter, so an event delivered twice counts once.
 */
/** What SES reported of an email; `opened` and `clicked` only for a campaign that counts them (its own configuration set). */
export type MailOutcome = 'delivered' | 'bounced' | 'complained' | 'opened' | 'clicked';

export interface SentMail extends Key {
  email: string;
  messageId: string;
  jobId: string;
  campaignId?: string;
  subject: string;
  sentAt: string;
  deliveredAt?: string;
  bouncedAt?: string;
  complainedAt?: string;
  openedAt?: string;
  clickedAt?: string;
}

export const SENT_MAIL_PREFIX = 'MAIL#';
export const sentMailKey = (email: string, sentAt: string, messageId: string): Key => ({ pk: readerPartition(email), sk: `${SENT_MAIL_PREFIX}${sentAt}#${messageId}` });

/** Records the emails a job just sent (unconditional puts, 25 a call). */
export async function recordSentMail(deps: Db, mails: Omit<SentMail, 'pk' | 'sk'>[]): Promise<void> {
  await batchWrite(
    deps,
    mails.map((mail) => ({ PutRequest: { Item: { ...sentMailKey(mail.email, mail.sentAt, mail.messageId), type: 'SentMail', ...mail } } })),
  );
}

/** Every email recorded as sent to the reader, oldest first. */
export const sentMailOf = (deps: Db, email: string) => queryPartition<SentMail>(deps, readerPartition(email), SENT_MAIL_PREFIX);

const OUTCOME_FIELD = { delivered: 'deliveredAt', bounced: 'bouncedAt', complained: 'complainedAt', opened: 'openedAt', clicked: 'clickedAt' } as const;

/**
 * Sets an outcome of the reader's email `messageId` and adds one to its job's counter of it, in
 * one transaction. 'recorded'; 'already' when the outcome was set before (a repeated event);
 * 'unknown' when no email of a job has that id (a single email, or one sent before this record).
 */
export async function recordOutcome(deps: Db, email: string, messageId: string, outcome: MailOutcome, at: string): Promise<'recorded' | 'already' | 'unknown'> {
  const mail = (await sentMailOf(deps, email)).find((candidate) => candidate.messageId === messageId);
  if (!mail) return 'unknown';
  const field = OUTCOME_FIELD[outcome];
  if (mail[field]) return 'already';
  const result = await transact(deps, [
    {
      Update: {
        TableName: deps.table,
        Key: { pk: mail.pk, sk: mail.sk },
        UpdateExpression: `SET ${field} = :at`,
        ConditionExpression: `attribute_not_exists(${field})`,
        ExpressionAttributeValues: { ':at': at },
      },
    },
    {
      Update: {
        TableName: deps.table,
        Key: bulkEmailJobKey(mail.jobId),
        UpdateExpression: `ADD ${outcome} :one`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ]);
  if (result.written) return 'recorded';
  // The job is gone (kept JOB_KEPT_DAYS): the reader's record still says what happened.
  if (result.failedIndex === 1) await setOutcomeOnly(deps, mail, field, at);
  return result.failedIndex === 0 ? 'already' : 'recorded';
}

async function setOutcomeOnly(deps: Db, mail: Key, field: string, at: string): Promise<void> {
  await deps.db.send(new UpdateCommand({ TableName: deps.table, Key: { pk: mail.pk, sk: mail.sk }, UpdateExpression: `SET ${field} = if_not_exists(${field}, :at)`, ExpressionAttributeValues: { ':at': at } }));
}
