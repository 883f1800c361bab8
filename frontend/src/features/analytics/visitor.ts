import {
  AUTHOR_PAGES,
  LOCAL_HOSTS,
  LONG_SESSION_MS,
  PAGE_HISTORY_MAX,
  SESSION_TIMES_MAX,
  STORAGE_KEYS,
} from './constants';
import { appendToList, isNumber, isString, readList, type KeyValueStorage } from './storage';

/** What the visitor's browser remembers about them (docs/SPEC.md §3 storage keys). */

const SESSION_ID = /^session_\d+_[a-z0-9]+$/;

/** `session_<ms since epoch>_<random>`, the format the server accepts. */
export function newSessionId(nowMs: number, random: () => number = Math.random): string {
  const chars = Array.from({ length: 9 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `session_${nowMs}_${chars}`;
}

/** The visitor's session id, made and stored on the first visit. */
export function sessionId(storage: KeyValueStorage, nowMs: number, random?: () => number): string {
  const stored = storage.getItem(STORAGE_KEYS.sessionId);
  if (stored && SESSION_ID.test(stored)) return stored;
  const id = newSessionId(nowMs, random);
  storage.setItem(STORAGE_KEYS.sessionId, id);
  return id;
}

export function recordPageVisit(storage: KeyValueStorage, path: string) {
  appendToList(storage, STORAGE_KEYS.pageHistory, path, PAGE_HISTORY_MAX, isString);
}

export function pageHistory(storage: KeyValueStorage): string[] {
  return readList(storage, STORAGE_KEYS.pageHistory, isString);
}

export function recordSessionTime(storage: KeyValueStorage, durationMs: number) {
  if (durationMs > 0) appendToList(storage, STORAGE_KEYS.sessionTimes, durationMs, SESSION_TIMES_MAX, isNumber);
}

export function averageSessionMs(storage: KeyValueStorage): number {
  const times = readList(storage, STORAGE_KEYS.sessionTimes, isNumber);
  return times.length ? times.reduce((sum, t) => sum + t, 0) / times.length : 0;
}

/** The author can mark this browser as theirs, or as a regular visitor's (docs/SPEC.md §4). */
export function setAuthorMode(storage: KeyValueStorage, isAuthor: boolean) {
  storage.setItem(STORAGE_KEYS.authorMode, String(isAuthor));
}

export interface AuthorSignals {
  authorMode: boolean;
  localHost: boolean;
  visitedAuthorPages: boolean;
  /** Computed for the record, but docs/SPEC.md §4 says it does not affect the result. */
  longSessions: boolean;
}

/** Every signal docs/SPEC.md §4 names, and whether the visitor counts as the author. */
export function detectAuthor(
  storage: KeyValueStorage,
  hostname: string,
): { isAuthor: boolean; signals: AuthorSignals } {
  const signals: AuthorSignals = {
    authorMode: storage.getItem(STORAGE_KEYS.authorMode) === 'true',
    localHost: LOCAL_HOSTS.includes(hostname),
    visitedAuthorPages: pageHistory(storage).some((page) =>
      AUTHOR_PAGES.some((authorPage) => page.includes(authorPage)),
    ),
    longSessions: averageSessionMs(storage) > LONG_SESSION_MS,
  };
  return { isAuthor: signals.authorMode || signals.localHost || signals.visitedAuthorPages, signals };
}
