import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll, type Db, type Key } from './table';

/**
 * What SES's events said of all the site's mail, day by day (the author's days, in her time zone): delivered, bounced
 * (permanently) and complained about. The dashboard's sending reputation reads the last 30
 * days. One small item a day in the `MAIL_STATS` partition, each event one atomic ADD.
 */
export type MailStatsOutcome = 'delivered' | 'bounced' | 'complained';
/** The outcomes that make the account's reputation (opens and clicks do not). */
export const isReputationOutcome = (outcome: string): outcome is MailStatsOutcome =>
  outcome === 'delivered' || outcome === 'bounced' || outcome === 'complained';
export interface MailStatsDay {
  date: string;
  delivered: number;
  bounced: number;
  complained: number;
}

const PARTITION = 'MAIL_STATS';
const dayKey = (date: string): Key => ({ pk: PARTITION, sk: `DAY#${date}` });

/** Adds one event to its day (`date`, YYYY-MM-DD: the author's day it was reported on). */
export async function countMailEvent(deps: Db, date: string, outcome: MailStatsOutcome): Promise<void> {
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.table,
      Key: dayKey(date),
      UpdateExpression: `SET #date = :date ADD ${outcome} :one`,
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: { ':date': date, ':one': 1 },
    }),
  );
}

/** The days from `from` to `to` (YYYY-MM-DD, both included) that had any event. */
export async function readMailStats(deps: Db, from: string, to: string): Promise<MailStatsDay[]> {
  const items = await queryAll<Partial<MailStatsDay>>(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': PARTITION, ':from': dayKey(from).sk, ':to': dayKey(to).sk },
  });
  return items.map((item) => ({
    date: item.date!,
    delivered: item.delivered ?? 0,
    bounced: item.bounced ?? 0,
    complained: item.complained ?? 0,
  }));
}
