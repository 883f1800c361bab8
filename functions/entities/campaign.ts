import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Audience, CampaignStatus } from '../contract/campaigns';
import { conditionally, queryPartition, STATUS_NAME, updateIf, type Db, type Key } from './table';

/**
 * Campaigns: the author's emails to her readers. All sit in the one `CAMPAIGNS` partition (one
 * author: a few a month), so the list is one query. A campaign's words change only while it is a
 * draft; `draft -> sending` is one conditional write that also records its bulk job, so a double
 * click or two tabs can never send it twice.
 */
export interface CampaignRecord {
  id: string;
  subject: string;
  previewText: string;
  content: string;
  audience: Audience;
  status: CampaignStatus;
  createdAt: string;
  updatedAt: string;
  jobId?: string;
  sentAt?: string;
  recipients?: number;
  postId?: string;
}

export type CampaignWords = Pick<CampaignRecord, 'subject' | 'previewText' | 'content' | 'audience'>;

const PARTITION = 'CAMPAIGNS';
const PREFIX = 'CAMPAIGN#';
export const campaignKey = (id: string): Key => ({ pk: PARTITION, sk: `${PREFIX}${id}` });

function fromItem(item: Record<string, unknown>): CampaignRecord {
  const { pk: _pk, sk: _sk, type: _type, ...record } = item;
  return record as unknown as CampaignRecord;
}

export async function getCampaign({ db, table }: Db, id: string): Promise<CampaignRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table, Key: campaignKey(id), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/** Every campaign, in no particular order. */
export const queryCampaigns = async (deps: Db) => (await queryPartition(deps, PARTITION, PREFIX)).map(fromItem);

export async function putNewCampaign({ db, table }: Db, record: CampaignRecord): Promise<void> {
  await db.send(new PutCommand({ TableName: table, Item: { ...campaignKey(record.id), type: 'Campaign', ...record }, ConditionExpression: 'attribute_not_exists(pk)' }));
}

const WORD_NAMES = { '#subject': 'subject', '#previewText': 'previewText', '#content': 'content', '#audience': 'audience' } as const;

/** New words for a draft: the campaign after, or null when it is missing or no longer a draft. */
export async function updateDraft(deps: Db, id: string, words: CampaignWords, now: string): Promise<CampaignRecord | null> {
  const result = await updateIf(deps, {
    Key: campaignKey(id),
    UpdateExpression: 'SET #subject = :subject, #previewText = :previewText, #content = :content, #audience = :audience, updatedAt = :now',
    ConditionExpression: '#status = :draft',
    ExpressionAttributeNames: { ...STATUS_NAME, ...WORD_NAMES },
    ExpressionAttributeValues: { ':subject': words.subject, ':previewText': words.previewText, ':content': words.content, ':audience': words.audience, ':now': now, ':draft': 'draft' },
    ReturnValues: 'ALL_NEW',
  });
  return result ? fromItem(result.attributes!) : null;
}

/** Deletes a draft; false when it is missing or no longer a draft. */
export const deleteDraft = ({ db, table }: Db, id: string) =>
  conditionally(
    db.send(
      new DeleteCommand({
        TableName: table,
        Key: campaignKey(id),
        ConditionExpression: '#status = :draft',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':draft': 'draft' },
      }),
    ),
  );

/** Draft -> sending with its job; false (nothing written) when it was not a draft, so only one send ever starts. */
export const markSending = ({ db, table }: Db, id: string, send: { jobId: string; recipients: number; at: string }) =>
  conditionally(
    db.send(
      new UpdateCommand({
        TableName: table,
        Key: campaignKey(id),
        UpdateExpression: 'SET #status = :sending, jobId = :jobId, recipients = :recipients, sentAt = :at, updatedAt = :at',
        ConditionExpression: '#status = :draft',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':sending': 'sending', ':draft': 'draft', ':jobId': send.jobId, ':recipients': send.recipients, ':at': send.at },
      }),
    ),
  );

/** Sending -> draft again, when its job could not be recorded (nothing was sent). */
export const unmarkSending = ({ db, table }: Db, id: string, jobId: string, now: string) =>
  conditionally(
    db.send(
      new UpdateCommand({
        TableName: table,
        Key: campaignKey(id),
        UpdateExpression: 'SET #status = :draft, updatedAt = :now REMOVE jobId, recipients, sentAt',
        ConditionExpression: '#status = :sending AND jobId = :jobId',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':sending': 'sending', ':draft': 'draft', ':jobId': jobId, ':now': now },
      }),
    ),
  );

/**
 * A campaign's send moves on with its job (paused, resumed, sent, cancelled): `from` one of the
 * statuses given to `to`, only for the job that sends it. False when it was in none of them.
 */
export const moveSendStatus = ({ db, table }: Db, id: string, jobId: string, change: { from: CampaignStatus[]; to: CampaignStatus; at: string }) =>
  conditionally(
    db.send(
      new UpdateCommand({
        TableName: table,
        Key: campaignKey(id),
        UpdateExpression: 'SET #status = :to, updatedAt = :at',
        ConditionExpression: `#status IN (${change.from.map((_, i) => `:from${i}`).join(', ')}) AND jobId = :jobId`,
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':to': change.to, ':jobId': jobId, ':at': change.at, ...Object.fromEntries(change.from.map((status, i) => [`:from${i}`, status])) },
      }),
    ),
  );
