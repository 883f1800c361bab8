import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getItem, type Db, type Key } from './table';

/** The author's admin settings: one item. Absent (or a field absent) means the defaults. */
export interface AdminSettingsItem {
  /** The IANA time zone every day the admin counts is a day of. */
  timeZone?: string;
  updatedAt: string;
}

const settingsKey: Key = { pk: 'SETTINGS#ADMIN', sk: 'SETTINGS' };

export const readAdminSettings = (deps: Db) => getItem<AdminSettingsItem>(deps, settingsKey);

export async function putAdminSettings(deps: Db, settings: AdminSettingsItem): Promise<void> {
  await deps.db.send(new PutCommand({ TableName: deps.table, Item: { ...settingsKey, ...settings } }));
}
