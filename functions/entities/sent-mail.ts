import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bulkEmailJobKey } from './bulk-email-job';
import { readerPartition } from './subscriber';
import { batchGet, batchWrite, expiresAfterDays, queryPartition, transact, type Db, type Key } from './table';

/**
 * One email a bulk job sent to a reader, in the reader's partition (`MAIL#<sent at>#<message
 * id>`): what the reader was sent and when, and what SES said happened to it (delivered, bounced,
 * complained). An SES event names the recipient and the message id, which finds this item; each
 * outcome is set once, together with the job's counter, so an event delivered twice counts once.
 * An event can come before the record (SES answers the worker, then the worker writes): it is kept
 * beside it (`MAIL_EVENT#<message id>`) and counted when the record is written.
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
export const sentMailKey = (email: string, sentAt: string, messageId: string): Key => ({
  pk: readerPartition(email),
  sk: `${SENT_MAIL_PREFIX}${sentAt}#${messageId}`,
});

/**
 * Records the emails a job just sent (unconditional puts, 25 a call), then counts the events SES
 * sent about them before they were recorded.
 */
export async function recordSentMail(deps: Db, mails: Omit<SentMail, 'pk' | 'sk'>[]): Promise<void> {
  const items = mails.map((mail): SentMail => ({ ...sentMailKey(mail.email, mail.sentAt, mail.messageId), ...mail }));
  await batchWrite(
    deps,
    items.map((item) => ({ PutRequest: { Item: { ...item, type: 'SentMail' } } })),
  );
  const early = await batchGet<EarlyEvent>(
    deps,
    items.map((item) => earlyEventKey(item.email, item.messageId)),
    ['messageId', ...Object.values(OUTCOME_FIELD)],
  );
  const byMessage = new Map(items.map((item) => [item.messageId, item]));
  await Promise.all(
    early.flatMap((event) =>
      (Object.entries(OUTCOME_FIELD) as [MailOutcome, OutcomeField][]).flatMap(([outcome, field]) => {
        const mail = byMessage.get(event.messageId);
        return mail && event[field] ? [setOutcome(deps, mail, outcome, event[field])] : [];
      }),
    ),
  );
}

/** Every email recorded as sent to the reader, oldest first. */
export const sentMailOf = (deps: Db, email: string) =>
  queryPartition<SentMail>(deps, readerPartition(email), SENT_MAIL_PREFIX);

const OUTCOME_FIELD = {
  delivered: 'deliveredAt',
  bounced: 'bouncedAt',
  complained: 'complainedAt',
  opened: 'openedAt',
  clicked: 'clickedAt',
} as const;
type OutcomeField = (typeof OUTCOME_FIELD)[MailOutcome];

/** An SES event that came before the record of its email: kept only as long as a record can take to be written. */
const EARLY_EVENT_KEPT_DAYS = 1;
type EarlyEvent = { messageId: string } & Partial<Record<OutcomeField, string>>;
const earlyEventKey = (email: string, messageId: string): Key => ({
  pk: readerPartition(email),
  sk: `MAIL_EVENT#${messageId}`,
});

const findMail = async (deps: Db, email: string, messageId: string) =>
  (await sentMailOf(deps, email)).find((candidate) => candidate.messageId === messageId);

/**
 * Sets an outcome of the reader's email `messageId` and adds one to its job's counter of it, in
 * one transaction. 'recorded'; 'already' when the outcome was set before (a repeated event);
 * 'early' when no email of a job has that id yet: the event is kept, and counted if the email is
 * recorded (by `recordSentMail`, or here when it was written meanwhile). An email that is not a
 * job's (a single email) is never recorded: its event is dropped with the kept item's expiry.
 */
export async function recordOutcome(
  deps: Db,
  email: string,
  messageId: string,
  outcome: MailOutcome,
  at: string,
  /** An item whose presence says the reader is gone (erased): then no early event is kept, which would name them again. */
  goneIf: Key,
): Promise<'recorded' | 'already' | 'early' | 'gone'> {
  let mail = await findMail(deps, email, messageId);
  if (!mail) {
    // Kept first, then looked for again: a record written meanwhile either finds this or is found here.
    if (!(await keepEarlyEvent(deps, email, messageId, OUTCOME_FIELD[outcome], at, goneIf))) return 'gone';
    mail = await findMail(deps, email, messageId);
    if (!mail) return 'early';
  }
  return mail[OUTCOME_FIELD[outcome]] ? 'already' : setOutcome(deps, mail, outcome, at);
}

/** Keeps the event beside where its record will be, unless `goneIf` exists (checked in the same transaction); false when it does. */
async function keepEarlyEvent(
  deps: Db,
  email: string,
  messageId: string,
  field: OutcomeField,
  at: string,
  goneIf: Key,
): Promise<boolean> {
  const outcome = await transact(deps, [
    { ConditionCheck: { TableName: deps.table, Key: goneIf, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: deps.table,
        Key: earlyEventKey(email, messageId),
        UpdateExpression: `SET #type = :type, messageId = :messageId, expiresAt = :expiresAt, ${field} = if_not_exists(${field}, :at)`,
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'MailEvent',
          ':messageId': messageId,
          ':expiresAt': expiresAfterDays(new Date(at), EARLY_EVENT_KEPT_DAYS),
          ':at': at,
        },
      },
    },
  ]);
  return outcome.written;
}

/** Sets the outcome on the email's record with its job's counter (once: the transaction's condition); see recordOutcome. */
async function setOutcome(deps: Db, mail: SentMail, outcome: MailOutcome, at: string): Promise<'recorded' | 'already'> {
  const field = OUTCOME_FIELD[outcome];
  const result = await transact(deps, [
    {
      Update: {
        TableName: deps.table,
        Key: { pk: mail.pk, sk: mail.sk },
        UpdateExpression: `SET ${field} = :at`,
        // A record an erasure deleted meanwhile is not made again (an update would create it).
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(${field})`,
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
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: { pk: mail.pk, sk: mail.sk },
        UpdateExpression: `SET ${field} = if_not_exists(${field}, :at)`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    // The record was erased meanwhile: nothing to set.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
