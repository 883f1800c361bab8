import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { conditionally, updateIf, type Db, type Key } from './table';

/**
 * Whether an admin account (by its Cognito `sub`) had two-factor sign-in on when the API last
 * asked Cognito, so that a change is noticed once (core/admin/two-factor-changes.ts). One small
 * item per account.
 */
const twoFactorKey = (sub: string): Key => ({ pk: `ADMIN#${sub}`, sk: 'TWO_FACTOR' });

export type TwoFactorSighting = 'first' | 'same' | 'changed';

/**
 * Records `enabled` as the account's state at `at`: 'first' when nothing was known (recorded),
 * 'changed' when it was the other state (exactly one of concurrent writers gets this), 'same' otherwise.
 */
export async function recordTwoFactorState(
  deps: Db,
  sub: string,
  enabled: boolean,
  at: string,
): Promise<TwoFactorSighting> {
  const changed = await updateIf(deps, {
    Key: twoFactorKey(sub),
    UpdateExpression: 'SET enabled = :enabled, changedAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND enabled <> :enabled',
    ExpressionAttributeValues: { ':enabled': enabled, ':at': at },
  });
  if (changed) return 'changed';
  const first = await conditionally(
    deps.db.send(
      new PutCommand({
        TableName: deps.table,
        Item: { ...twoFactorKey(sub), enabled, changedAt: at },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
  return first ? 'first' : 'same';
}
