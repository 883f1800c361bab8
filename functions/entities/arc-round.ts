import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ArcPlatform } from '../contract/arc';
import { getItem, itemsOfKind, updateIf, type Db, type Key } from './table';

/** An ARC round (a book offered to the team, with seats and a deadline), in a partition of its own. */

export const ARC_ROUND_KIND = 'ARC_CAMPAIGN';

export interface ArcRoundItem {
  id: string;
  bookId: string;
  bookTitle: string;
  seats: number;
  deadline: string;
  /** The author's time zone when the round was made: its deadline is a day there (Ontario's if absent). */
  timeZone?: string;
  instructions: string;
  platforms: ArcPlatform[];
  reminderDaysBefore: number;
  createdAt: string;
  invited: number;
  reviewed: number;
  remindersSentAt?: string;
}

export const arcRoundKey = (id: string): Key => ({ pk: `ARC#${id}`, sk: ARC_ROUND_KIND });

const ROUND_FIELDS = [
  'id',
  'bookId',
  'bookTitle',
  'seats',
  'deadline',
  'timeZone',
  'instructions',
  'platforms',
  'reminderDaysBefore',
  'invited',
  'reviewed',
  'remindersSentAt',
] as const;

export async function putArcRound(deps: Db, item: ArcRoundItem): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: { ...arcRoundKey(item.id), ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
export const getArcRoundItem = (deps: Db, id: string) => getItem<ArcRoundItem>(deps, arcRoundKey(id));
export const listArcRoundItems = (deps: Db) => itemsOfKind<ArcRoundItem>(deps, ARC_ROUND_KIND, ROUND_FIELDS);

/** Claims a campaign's scheduled reminders, once (so two scheduler runs never both send). */
export async function claimReminders(deps: Db, campaignId: string, at: string): Promise<boolean> {
  const outcome = await updateIf(deps, {
    Key: arcRoundKey(campaignId),
    UpdateExpression: 'SET remindersSentAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(remindersSentAt)',
    ExpressionAttributeValues: { ':at': at },
  });
  return outcome !== null;
}
