import type { ApplicationState, ArcRole } from '../contract/arc';
import { readerPartition } from './subscriber';
import { getItem, putNew, itemsOfKind, updateIf, type Db, type Key } from './table';

/** A reader's application to the Dream Team, in the reader's partition (so erasing or moving a reader covers it). */

export const APPLICATION_KIND = 'APPLICATION';

export interface HistoryEntry {
  at: string;
  state: ApplicationState;
  note?: string;
}
export interface ApplicationItem {
  email: string;
  name?: string;
  role: ArcRole;
  state: ApplicationState;
  createdAt: string;
  note?: string;
  history: HistoryEntry[];
}

export const applicationKey = (email: string): Key => ({ pk: readerPartition(email), sk: APPLICATION_KIND });

const APPLICATION_FIELDS = ['email', 'name', 'role', 'state', 'note', 'history'] as const;

/** A new application; false (nothing written) when the reader has applied before. */
export const putApplication = (deps: Db, item: ApplicationItem) =>
  putNew(deps, { ...applicationKey(item.email), ...item });
export const getApplication = (deps: Db, email: string) => getItem<ApplicationItem>(deps, applicationKey(email));
export const listApplicationItems = (deps: Db) =>
  itemsOfKind<ApplicationItem>(deps, APPLICATION_KIND, APPLICATION_FIELDS);

/** The author's decision, appended to the history; undefined when there is no application. */
export async function decide(deps: Db, email: string, entry: HistoryEntry): Promise<ApplicationItem | undefined> {
  const outcome = await updateIf(deps, {
    Key: applicationKey(email),
    UpdateExpression:
      'SET #state = :state, history = list_append(history, :entry), decidedAt = :at' +
      (entry.note ? ', note = :note' : ' REMOVE note'),
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':state': entry.state,
      ':entry': [entry],
      ':at': entry.at,
      ...(entry.note ? { ':note': entry.note } : {}),
    },
    ReturnValues: 'ALL_NEW',
  });
  return outcome?.attributes as ApplicationItem | undefined;
}
