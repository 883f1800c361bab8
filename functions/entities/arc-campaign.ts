import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ArcPlatform } from '../contract/arc';
import { getItem, itemsOfKind, updateIf, type Db, type Key } from './table';

/** An ARC round (a book offered to the team, with seats and a deadline), in a partition of its own. */

export const ARC_CAMPAIGN_KIND = 'ARC_CAMPAIGN';

export interface ArcCampaignItem {
  id: string;
  bookId: string;
  bookTitle: string;
  seats: number;
  deadline: string;
  instructions: string;
  platforms: ArcPlatform[];
  reminderDaysBefore: number;
  createdAt: string;
  invited: number;
  reviewed: number;
  remindersSentAt?: string;
}

export const arcCampaignKey = (id: string): Key => ({ pk: `ARC#${id}`, sk: ARC_CAMPAIGN_KIND });

const CAMPAIGN_FIELDS = [
  'id',
  'bookId',
  'bookTitle',
  'seats',
  'deadline',
  'instructions',
  'platforms',
  'reminderDaysBefore',
  'invited',
  'reviewed',
  'remindersSentAt',
] as const;

export async function putArcCampaign(deps: Db, item: ArcCampaignItem): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: { ...arcCampaignKey(item.id), ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
export const getArcCampaignItem = (deps: Db, id: string) => getItem<ArcCampaignItem>(deps, arcCampaignKey(id));
export const listArcCampaignItems = (deps: Db) =>
  itemsOfKind<ArcCampaignItem>(deps, ARC_CAMPAIGN_KIND, CAMPAIGN_FIELDS);

/** Claims a campaign's scheduled reminders, once (so two scheduler runs never both send). */
export async function claimReminders(deps: Db, campaignId: string, at: string): Promise<boolean> {
  const outcome = await updateIf(deps, {
    Key: arcCampaignKey(campaignId),
    UpdateExpression: 'SET remindersSentAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(remindersSentAt)',
    ExpressionAttributeValues: { ':at': at },
  });
  return outcome !== null;
}
