import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getItem, type Db, type Key } from './table';

/** The author's settings of the free ebook's delivery: one item. Absent means the defaults. */
export interface FreeEbookSettingsItem {
  sendOnConfirm: boolean;
  updatedAt: string;
}

const settingsKey: Key = { pk: 'SETTINGS#FREE_EBOOK', sk: 'SETTINGS' };

export const readFreeEbookSettings = (deps: Db) => getItem<FreeEbookSettingsItem>(deps, settingsKey);

export async function putFreeEbookSettings(deps: Db, settings: FreeEbookSettingsItem): Promise<void> {
  await deps.db.send(new PutCommand({ TableName: deps.table, Item: { ...settingsKey, ...settings } }));
}
