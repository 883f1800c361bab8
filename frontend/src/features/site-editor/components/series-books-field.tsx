import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '@frontend/components/buttons';
import { describedBy, FormField, inputClass } from '@frontend/components/form-field';
import { Options } from '@frontend/components/options';
import { StatusText } from '@frontend/components/status-text';
import { siteOverviewQuery } from '../api';
import { valueAt } from '../form-paths';
import { addableBooks, bookTitles, moved, without } from '../series-books';
import { siteText } from '../texts';
import type { FieldKit } from './fields';
import { FieldGroup } from './fields';

const text = siteText.series.books;

/**
 * A series' books, in reading order, by their titles: each moved up or down or taken out with its
 * own buttons, and one of her books on the site added last. What changed is said aloud, and the
 * focus stays on the book moved (or goes to its neighbour when taken out).
 */
export function SeriesBooksField<V>({ kit, path }: { kit: FieldKit<V>; path: string }) {
  const overview = useQuery(siteOverviewQuery());
  const [choice, setChoice] = useState('');
  const [said, setSaid] = useState('');
  const ids = (valueAt(kit.values, path) as string[] | undefined) ?? [];
  const pieces = overview.data?.pieces ?? [];
  const titles = bookTitles(pieces);
  const titleOf = (id: string) => titles.get(id) ?? (overview.isPending ? text.loading : text.unknown);
  const id = kit.fieldId(path);
  const error = kit.error(path);
  const controlId = (bookId: string, action: string) => `${id}-${bookId}-${action}`;
  /** After the list is drawn again, the focus goes to `target` (the moved book's button, a neighbour). */
  const focusSoon = (target: string) => requestAnimationFrame(() => document.getElementById(target)?.focus());

  const move = (index: number, by: -1 | 1) => {
    const next = moved(ids, index, by);
    const bookId = ids[index]!;
    kit.set(path, next);
    setSaid(text.movedTo(titleOf(bookId), index + by, next.length));
    const at = index + by;
    // At either end its button in that direction is gone: the other one keeps the focus.
    focusSoon(controlId(bookId, at === 0 ? 'down' : at === next.length - 1 ? 'up' : by < 0 ? 'up' : 'down'));
  };
  const remove = (index: number) => {
    const bookId = ids[index]!;
    const next = without(ids, index);
    kit.set(path, next);
    setSaid(text.removedFrom(titleOf(bookId)));
    const neighbour = next[Math.min(index, next.length - 1)];
    focusSoon(neighbour ? controlId(neighbour, 'remove') : `${id}-add`);
  };
  const add = () => {
    if (!choice) return;
    const next = [...ids, choice];
    kit.set(path, next);
    setSaid(text.added(titleOf(choice), next.length));
    setChoice('');
  };

  const addable = addableBooks(pieces, ids);
  return (
    <FieldGroup legend={text.legend}>
      <p id={`${id}-hint`} className="text-xs text-parchment-400">
        {text.hint}
      </p>
      {/* What a refusal's focus goes to: it is there with or without books. */}
      <div id={id} tabIndex={-1} aria-describedby={describedBy(id, { hint: text.hint, error })}>
        {ids.length === 0 ? (
          <p className="text-sm text-parchment-300">{text.empty}</p>
        ) : (
          <ol aria-label={text.listLabel} className="space-y-2">
            {ids.map((bookId, index) => {
              const title = titleOf(bookId);
              return (
                <li
                  key={bookId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-ink-800 px-3 py-2"
                >
                  <span className="min-w-0 break-words text-parchment-100">
                    <span className="mr-2 text-parchment-400">{text.place(index)}</span>
                    {title}
                  </span>
                  {kit.readOnly ? null : (
                    <span className="flex flex-wrap gap-2">
                      {index > 0 ? (
                        <button
                          type="button"
                          id={controlId(bookId, 'up')}
                          aria-label={text.up(title)}
                          onClick={() => move(index, -1)}
                          className={buttonStyles.quiet}
                        >
                          {text.upShort}
                        </button>
                      ) : null}
                      {index < ids.length - 1 ? (
                        <button
                          type="button"
                          id={controlId(bookId, 'down')}
                          aria-label={text.down(title)}
                          onClick={() => move(index, 1)}
                          className={buttonStyles.quiet}
                        >
                          {text.downShort}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        id={controlId(bookId, 'remove')}
                        aria-label={text.remove(title)}
                        onClick={() => remove(index)}
                        className={buttonStyles.quiet}
                      >
                        {text.removeShort}
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm">
          <StatusText tone="error">{error}</StatusText>
        </p>
      ) : null}
      {kit.readOnly ? null : overview.isError ? (
        <p role="alert" className="text-sm">
          <StatusText tone="error">{text.loadFailed}</StatusText>
        </p>
      ) : overview.isPending ? (
        <p className="text-sm">
          <StatusText tone="busy">{text.loading}</StatusText>
        </p>
      ) : addable.length === 0 ? (
        <p className="text-sm text-parchment-400">{text.noneToAdd}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <FormField id={`${id}-add`} label={text.addLabel}>
              <select
                id={`${id}-add`}
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
                className={`${inputClass} min-h-11`}
              >
                <Options
                  choices={[
                    { value: '', label: text.choose },
                    ...addable.map((piece) => ({ value: piece.id, label: piece.title })),
                  ]}
                />
              </select>
            </FormField>
          </div>
          <button
            type="button"
            onClick={add}
            disabled={!choice}
            className={`${buttonStyles.secondary} disabled:opacity-60`}
          >
            {text.add}
          </button>
        </div>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </FieldGroup>
  );
}
