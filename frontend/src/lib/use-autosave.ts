import { useCallback, useEffect, useRef, useState } from 'react';

/** A pause in typing this long saves a draft (Ghost's editor waits about as long). */
export const AUTOSAVE_DELAY_MS = 3000;

/** What the editor's save line says: nothing to say, saving now, all saved, or not saved and why. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'unsaved'; reason: 'manual' | 'incomplete' | 'failed'; message?: string };

/**
 * An editor's saves: the form's `current` words (a JSON key of what a save would send) against
 * the last ones the server holds (`saved`: for a new item, its empty form's, with `stored`
 * false), an autosave of a draft after a
 * pause in typing when `autosave` allows it, and one save at a time, the editor's own buttons
 * included (`run`), so an autosave and a click never create the same draft twice.
 */
export function useAutosave({
  current,
  saved: initial,
  stored: initiallyStored,
  autosave,
  incomplete,
  save,
}: {
  current: string;
  saved: string;
  /** Whether the item is on the server yet (a new one is not until its first save). */
  stored: boolean;
  /** Whether this item may be saved without the author's click (a draft), and its words can be. */
  autosave: boolean;
  /** True when the words cannot be saved yet (a required field empty): said instead of saving. */
  incomplete: boolean;
  /** Saves the form as it is now; answers the key of what it sent. */
  save: () => Promise<string>;
}) {
  const [saved, setSaved] = useState(initial);
  const [stored, setStored] = useState(initiallyStored);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The timer calls the save of the latest render: the words as they are when it fires.
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  const dirty = current !== saved;

  /** Runs `task` after any save under way; `markSaved` with the key a successful save sent. */
  const run = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);
  const markSaved = useCallback((key: string) => {
    setSaved(key);
    setStored(true);
    setFailure(null);
  }, []);

  useEffect(() => {
    if (!dirty || !autosave || incomplete) return;
    const timer = window.setTimeout(() => {
      setSaving(true);
      run(() => latestSave.current())
        .then(markSaved, (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
        .finally(() => setSaving(false));
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, dirty, autosave, incomplete, run, markSaved]);

  // Back and Forward (which the leave guard cannot hold: the declarative router has no blocker)
  // close the editor with its words unsaved: a draft is saved as it closes, unless the author
  // chose to leave without saving (`discard`). What waits for the author's click (a published
  // post's changes) is not sent by this either.
  const saveOnClose = useRef(false);
  const discarded = useRef(false);
  useEffect(() => {
    saveOnClose.current = dirty && autosave && !incomplete;
  });
  useEffect(
    () => () => {
      if (saveOnClose.current && !discarded.current) void run(() => latestSave.current()).catch(() => undefined);
    },
    [run],
  );
  const discard = useCallback(() => {
    discarded.current = true;
  }, []);

  const state: SaveState = saving
    ? { kind: 'saving' }
    : !dirty
      ? stored
        ? { kind: 'saved' }
        : { kind: 'idle' }
      : failure !== null
        ? { kind: 'unsaved', reason: 'failed', message: failure }
        : !autosave
          ? { kind: 'unsaved', reason: 'manual' }
          : incomplete
            ? { kind: 'unsaved', reason: 'incomplete' }
            : { kind: 'saving' };
  return { state, dirty, run, markSaved, discard };
}

/** One save of an editor's item: a new one when `id` is undefined (the server gives it its id), else a change of it. */
type SaveItem<B, R> = (request: { id?: string; body: B }) => Promise<R>;

/**
 * An editor of one item the server stores: `useAutosave` over the request `body` (the words it
 * started with count as saved), the item's id once it is on the server (a new one gets it at its
 * first save, autosave or not), and `saveNow`, the save the editor's own buttons make, after any
 * under way. `saveDraft` is the autosave's, so the buttons' busy state follows `save` alone.
 */
export function useItemSaves<B, R extends { id: string }>({
  id,
  body,
  autosave,
  incomplete,
  saveDraft,
  save,
}: {
  id: string | undefined;
  body: B;
  autosave: boolean;
  incomplete: boolean;
  saveDraft: SaveItem<B, R>;
  save: SaveItem<B, R>;
}) {
  const storedId = useRef(id);
  const key = JSON.stringify(body);
  const [initialKey] = useState(key);
  const saves = useAutosave({
    current: key,
    saved: initialKey,
    stored: id !== undefined,
    autosave,
    incomplete,
    save: async () => {
      storedId.current = (await saveDraft({ id: storedId.current, body })).id;
      return key;
    },
  });
  const saveNow = async (): Promise<R> => {
    const item = await saves.run(() => save({ id: storedId.current, body }));
    storedId.current = item.id;
    saves.markSaved(key);
    return item;
  };
  return { ...saves, saveNow };
}
