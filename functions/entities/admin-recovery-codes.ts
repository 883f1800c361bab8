import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getItem, updateIf, type Db, type Key } from './table';

/**
 * An admin account's recovery codes (by its Cognito username): only their hashes, with the salt
 * they were made with, and when. One item per account; new codes replace the old ones whole.
 */
const recoveryCodesKey = (username: string): Key => ({ pk: `ADMIN#${username}`, sk: 'RECOVERY_CODES' });

export interface RecoveryCodesItem {
  salt: string;
  /** The unused codes' hashes; a used one is taken out. */
  hashes: string[];
  createdAt: string;
}

export const putRecoveryCodes = async (deps: Db, username: string, item: RecoveryCodesItem) => {
  await deps.db.send(new PutCommand({ TableName: deps.table, Item: { ...recoveryCodesKey(username), ...item } }));
};

export const getRecoveryCodes = (deps: Db, username: string) =>
  getItem<RecoveryCodesItem>(deps, recoveryCodesKey(username));

/**
 * Takes the hash at `index` out, if it is still `hash` there: true for exactly one of any number of
 * concurrent uses of one code.
 */
export async function takeRecoveryCode(deps: Db, username: string, index: number, hash: string): Promise<boolean> {
  const taken = await updateIf(deps, {
    Key: recoveryCodesKey(username),
    UpdateExpression: `REMOVE hashes[${index}]`,
    ConditionExpression: `hashes[${index}] = :hash`,
    ExpressionAttributeValues: { ':hash': hash },
  });
  return !!taken;
}
