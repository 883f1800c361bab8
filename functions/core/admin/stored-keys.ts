import { STORED_KEYS, type StoredKeyName, type StoredKeys, type StoredKeyState } from '../../contract/stored-keys';
import type { Deps } from '../../lib/deps';

/** One key's state as the admin shows it: set or not, and since when; the value never leaves its secret. */
async function stateOf(deps: Deps, key: StoredKeyName): Promise<StoredKeyState> {
  const { set, changedAt } = await deps.keys.state(key);
  return changedAt ? { key, set, changedAt: changedAt.toISOString() } : { key, set };
}

export const storedKeysOf = async (deps: Deps): Promise<StoredKeys> => ({
  keys: await Promise.all(STORED_KEYS.map((key) => stateOf(deps, key))),
});

/** Stores a key the contract checked the shape of (contract/stored-keys.ts), and answers its new state. */
export async function storeKey(deps: Deps, key: StoredKeyName, value: string): Promise<StoredKeyState> {
  await deps.keys.put(key, value);
  return stateOf(deps, key);
}
