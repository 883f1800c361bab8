/** The part of `Storage` the analytics client uses (a small fake in unit tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads a JSON list; anything missing or malformed reads as empty. */
export function readList<T>(storage: KeyValueStorage, key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Appends to a JSON list, keeping only the newest `max` items. */
export function appendToList<T>(
  storage: KeyValueStorage,
  key: string,
  item: T,
  max: number,
  isItem: (value: unknown) => value is T,
) {
  const list = [...readList(storage, key, isItem), item].slice(-max);
  storage.setItem(key, JSON.stringify(list));
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Storage that never throws: a blocked or full localStorage falls back to memory for this page. */
export function safeStorage(get: () => KeyValueStorage | undefined): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      try {
        const storage = get();
        if (storage) return storage.getItem(key);
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        get()?.setItem(key, value);
      } catch {
        // memory keeps it for this page
      }
    },
  };
}
