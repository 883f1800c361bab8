import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Audience, NewsletterStatus } from '../contract/newsletters';
import { conditionally, GSI1, queryAll, queryPartition, STATUS_NAME, updateIf, type Db, type Key } from './table';

/**
 * Newsletters: the author's emails to her readers. All sit in the one `CAMPAIGNS` partition (one
 * author: a few a month), so the list is one query. A newsletter's words change only while it is a
 * draft (or scheduled); `-> sending` is one conditional write that also records its bulk job, so
 * a double click, two tabs or the scheduler and the author at once can never send it twice.
 * While scheduled a newsletter is also in gsi1 under `CAMPAIGNS#scheduled`, sorted by when it
 * starts, so the scheduler's query finds the due ones and nothing else.
 */
export interface NewsletterRecord {
  id: string;
  subject: string;
  previewText: string;
  content: string;
  audience: Audience;
  public: boolean;
  /** Absent on newsletters saved before it existed: not counted. */
  countEngagement?: boolean;
  status: NewsletterStatus;
  createdAt: string;
  updatedAt: string;
  jobId?: string;
  sentAt?: string;
  recipients?: number;
  postId?: string;
  scheduledAt?: string;
  scheduleProblem?: string;
}

export type NewsletterWords = Pick<
  NewsletterRecord,
  'subject' | 'previewText' | 'content' | 'audience' | 'public' | 'countEngagement'
>;

const PARTITION = 'CAMPAIGNS';
const PREFIX = 'CAMPAIGN#';
export const newsletterKey = (id: string): Key => ({ pk: PARTITION, sk: `${PREFIX}${id}` });

const SCHEDULED_PARTITION = 'CAMPAIGNS#scheduled';

function fromItem(item: Record<string, unknown>): NewsletterRecord {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...record } = item;
  return record as unknown as NewsletterRecord;
}

export async function getNewsletter({ db, table }: Db, id: string): Promise<NewsletterRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table, Key: newsletterKey(id), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/** Every newsletter, in no particular order. */
export const queryNewsletters = async (deps: Db) => (await queryPartition(deps, PARTITION, PREFIX)).map(fromItem);

export async function putNewNewsletter({ db, table }: Db, record: NewsletterRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: table,
      Item: { ...newsletterKey(record.id), type: 'Campaign', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

const WORD_NAMES = {
  '#subject': 'subject',
  '#previewText': 'previewText',
  '#content': 'content',
  '#audience': 'audience',
  '#public': 'public',
  '#countEngagement': 'countEngagement',
} as const;

/** New words for a draft or a scheduled newsletter: the newsletter after, or null when it is missing or sending already. */
export async function updateDraft(
  deps: Db,
  id: string,
  words: NewsletterWords,
  now: string,
): Promise<NewsletterRecord | null> {
  const result = await updateIf(deps, {
    Key: newsletterKey(id),
    UpdateExpression:
      'SET #subject = :subject, #previewText = :previewText, #content = :content, #audience = :audience, #public = :public, #countEngagement = :countEngagement, updatedAt = :now',
    ConditionExpression: '#status IN (:draft, :scheduled)',
    ExpressionAttributeNames: { ...STATUS_NAME, ...WORD_NAMES },
    ExpressionAttributeValues: {
      ':subject': words.subject,
      ':previewText': words.previewText,
      ':content': words.content,
      ':audience': words.audience,
      ':public': words.public,
      ':countEngagement': words.countEngagement ?? false,
      ':now': now,
      ':draft': 'draft',
      ':scheduled': 'scheduled',
    },
    ReturnValues: 'ALL_NEW',
  });
  return result ? fromItem(result.attributes!) : null;
}

/** Deletes a draft (or a scheduled newsletter); false when it is missing or sending already. */
export const deleteDraft = ({ db, table }: Db, id: string) =>
  conditionally(
    db.send(
      new DeleteCommand({
        TableName: table,
        Key: newsletterKey(id),
        ConditionExpression: '#status IN (:draft, :scheduled)',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':draft': 'draft', ':scheduled': 'scheduled' },
      }),
    ),
  );

/**
 * Draft or scheduled -> sending with its job, out of the schedule; false (nothing written) when
 * it was neither, so only one send ever starts.
 */
export const markSending = ({ db, table }: Db, id: string, send: { jobId: string; recipients: number; at: string }) =>
  conditionally(
    db.send(
      new UpdateCommand({
        TableName: table,
        Key: newsletterKey(id),
        UpdateExpression:
          'SET #status = :sending, jobId = :jobId, recipients = :recipients, sentAt = :at, updatedAt = :at REMOVE gsi1pk, gsi1sk, scheduledAt, scheduleProblem',
        ConditionExpression: '#status IN (:draft, :scheduled)',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':draft': 'draft',
          ':scheduled': 'scheduled',
          ':jobId': send.jobId,
          ':recipients': send.recipients,
          ':at': send.at,
        },
      }),
    ),
  );

/** Draft or scheduled -> scheduled at `at` (UTC ISO), into the schedule index. The newsletter after, or null when it is sending already. */
export async function schedule(deps: Db, id: string, at: string, now: string): Promise<NewsletterRecord | null> {
  const result = await updateIf(deps, {
    Key: newsletterKey(id),
    UpdateExpression:
      'SET #status = :scheduled, scheduledAt = :at, updatedAt = :now, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk REMOVE scheduleProblem',
    ConditionExpression: '#status IN (:draft, :scheduled)',
    ExpressionAttributeNames: STATUS_NAME,
    ExpressionAttributeValues: {
      ':scheduled': 'scheduled',
      ':draft': 'draft',
      ':at': at,
      ':now': now,
      ':gsi1pk': SCHEDULED_PARTITION,
      ':gsi1sk': `${at}#${id}`,
    },
    ReturnValues: 'ALL_NEW',
  });
  return result ? fromItem(result.attributes!) : null;
}

/** Scheduled -> draft, out of the schedule (`problem`: why, when the scheduler could not start it). Null when it was not scheduled. */
export async function unschedule(
  deps: Db,
  id: string,
  now: string,
  problem?: string,
): Promise<NewsletterRecord | null> {
  const result = await updateIf(deps, {
    Key: newsletterKey(id),
    UpdateExpression: `SET #status = :draft, updatedAt = :now${problem ? ', scheduleProblem = :problem' : ''} REMOVE gsi1pk, gsi1sk, scheduledAt`,
    ConditionExpression: '#status = :scheduled',
    ExpressionAttributeNames: STATUS_NAME,
    ExpressionAttributeValues: {
      ':draft': 'draft',
      ':scheduled': 'scheduled',
      ':now': now,
      ...(problem ? { ':problem': problem } : {}),
    },
    ReturnValues: 'ALL_NEW',
  });
  return result ? fromItem(result.attributes!) : null;
}

/** Scheduled newsletters whose time has come (`scheduledAt` at or before `now`), soonest first. */
export const queryDueNewsletters = async (deps: Db, now: string) =>
  (
    await queryAll(deps, {
      TableName: deps.table,
      IndexName: GSI1.name,
      KeyConditionExpression: `${GSI1.partitionKey} = :scheduled AND ${GSI1.sortKey} <= :due`,
      ExpressionAttributeValues: { ':scheduled': SCHEDULED_PARTITION, ':due': `${now}#\uffff` },
    })
  ).map(fromItem);

/** Sending -> draft again, when its job could not be recorded (nothing was sent). */
export const unmarkSending = ({ db, table }: Db, id: string, jobId: string, now: string) =>
  conditionally(
    db.send(
      new UpdateCommand({
        TableName: table,
        Key: newsletterKey(id),
        UpdateExpression: 'SET #status = :draft, updatedAt = :now REMOVE jobId, recipients, sentAt',
        ConditionExpression: '#status = :sending AND jobId = :jobId',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':sending': 'sending', ':draft': 'draft', ':jobId': jobId, ':now': now },
      }),
    ),
  );

/**
 * A newsletter's send moves on with its job (paused, resumed, sent, cancelled): `from` one of the
 * statuses given to `to`, only for the job that sends it. False when it was in none of them.
 */
export const moveSendStatus = (
  { db, table }: Db,
  id: string,
  jobId: string,
  change: { from: NewsletterStatus[]; to: NewsletterStatus; at: string },
) =>
  conditionally(
    db.send(
      new UpdateCommand({
        TableName: table,
        Key: newsletterKey(id),
        UpdateExpression: 'SET #status = :to, updatedAt = :at',
        ConditionExpression: `#status IN (${change.from.map((_, i) => `:from${i}`).join(', ')}) AND jobId = :jobId`,
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: {
          ':to': change.to,
          ':jobId': jobId,
          ':at': change.at,
          ...Object.fromEntries(change.from.map((status, i) => [`:from${i}`, status])),
        },
      }),
    ),
  );
