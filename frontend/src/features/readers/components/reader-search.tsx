import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  READER_LISTS,
  READER_SOURCES,
  READER_STATES,
  READERS_PAGE_SIZE,
  type ReaderFilter,
  type ReaderRow,
  type RecordState,
} from '@contract/readers';
import { AdminEmptyState, AdminLoading } from '@frontend/components/admin-list';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { ColumnHeads } from '@frontend/components/column-heads';
import { inputClass } from '@frontend/components/form-field';
import { QueryState } from '@frontend/components/query-state';
import { useDebounced } from '@frontend/lib/use-debounced';
import { readerSearchQuery, readerTagsQuery } from '../api';
import { formatDay, readerText as text } from '../texts';
import { ExportButton } from './export-button';
import { Options } from '@frontend/components/options';

export const READERS_PATH = '/admin/readers';
export const readerPath = (id: string) => `${READERS_PATH}/${id}`;

const FILTER_KEYS = ['query', 'state', 'list', 'source', 'tag', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const STATE_STYLES = {
  confirmed: 'border-emerald-700/60 text-emerald-200',
  pending: 'border-amber-600/60 text-amber-200',
  unsubscribed: 'border-parchment-400/40 text-parchment-400',
  suppressed: 'border-red-700/70 text-red-200',
  buyer: 'border-sky-700/60 text-sky-200',
} as const;

export function StateBadge({ state }: { state: RecordState }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs whitespace-nowrap ${STATE_STYLES[state]}`}>
      {text.states[state]}
    </span>
  );
}

/** The filters as the address holds them, so a search can be bookmarked and Back returns to it. */
function useFilter(): [ReaderFilter, (key: FilterKey, value: string) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  ) as ReaderFilter;
  const set = (key: FilterKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === 'query' },
    );
  return [filter, set, () => setParams(new URLSearchParams())];
}

function Choice({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-parchment-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} py-2 text-sm`}
      >
        <option value="">{text.any}</option>
        <Options choices={options} />
      </select>
    </div>
  );
}

function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-parchment-300">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} py-2 text-sm`}
      />
    </div>
  );
}

function Filters({
  filter,
  set,
  clear,
}: {
  filter: ReaderFilter;
  set: (key: FilterKey, value: string) => void;
  clear: () => void;
}) {
  const id = useId();
  const tags = useQuery(readerTagsQuery());
  const [typed, setTyped] = useState(filter.query ?? '');
  const debounced = useDebounced(typed, 300);
  useEffect(() => {
    if (debounced !== (filter.query ?? '')) set('query', debounced);
    // Only the typing drives this; the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const active = FILTER_KEYS.some((key) => key !== 'query' && filter[key]);
  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="space-y-3 rounded-lg border border-ink-800 bg-ink-900/50 p-4"
    >
      <div>
        <label htmlFor={`${id}-query`} className="block text-sm font-medium text-parchment-200">
          {text.search}
        </label>
        <input
          id={`${id}-query`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-query-hint`}
          className={inputClass}
          autoComplete="off"
        />
        <p id={`${id}-query-hint`} className="mt-1 text-xs text-parchment-400">
          {text.searchHint}
        </p>
      </div>
      <fieldset>
        <legend className="sr-only">{text.filters}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Choice
            id={`${id}-state`}
            label={text.state}
            value={filter.state ?? ''}
            onChange={(v) => set('state', v)}
            options={READER_STATES.map((s) => ({ value: s, label: text.states[s] }))}
          />
          <Choice
            id={`${id}-list`}
            label={text.list}
            value={filter.list ?? ''}
            onChange={(v) => set('list', v)}
            options={READER_LISTS.map((l) => ({ value: l, label: text.lists[l]! }))}
          />
          <Choice
            id={`${id}-source`}
            label={text.source}
            value={filter.source ?? ''}
            onChange={(v) => set('source', v)}
            options={READER_SOURCES.map((s) => ({ value: s, label: text.sources[s] }))}
          />
          <Choice
            id={`${id}-tag`}
            label={text.tag}
            value={filter.tag ?? ''}
            onChange={(v) => set('tag', v)}
            options={(tags.data ?? []).map(({ tag, readers }) => ({ value: tag, label: `${tag} (${readers})` }))}
          />
          <DayField id={`${id}-from`} label={text.from} value={filter.from ?? ''} onChange={(v) => set('from', v)} />
          <DayField id={`${id}-to`} label={text.to} value={filter.to ?? ''} onChange={(v) => set('to', v)} />
        </div>
      </fieldset>
      {active || filter.query ? (
        <button
          type="button"
          onClick={() => {
            setTyped('');
            clear();
          }}
          className={`text-sm ${textLinkStyle}`}
        >
          {text.clear}
        </button>
      ) : null}
    </form>
  );
}

function ReaderTable({ readers, caption }: { readers: ReaderRow[]; caption: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-ink-800">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          labels={Object.values(text.columns)}
          className="bg-ink-900/80 text-xs text-parchment-300"
          cellClassName="px-3 py-2 font-medium"
        />
        <tbody className="divide-y divide-ink-800">
          {readers.map((reader) => (
            <tr key={reader.id} className="align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <Link to={readerPath(reader.id)} className={`break-all ${textLinkStyle}`}>
                  {reader.email}
                </Link>
                {reader.name ? <span className="block text-parchment-300">{reader.name}</span> : null}
              </th>
              <td className="px-3 py-2">
                <StateBadge state={reader.state} />
              </td>
              <td className="px-3 py-2 text-parchment-300">
                {reader.lists.map((list) => text.lists[list] ?? list).join(', ')}
              </td>
              <td className="px-3 py-2 text-parchment-300">{reader.tags.join(', ')}</td>
              <td className="px-3 py-2 whitespace-nowrap text-parchment-300">
                <time dateTime={reader.createdAt}>{formatDay(reader.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The desk's list: filters, one page of readers, Newer and Older, with loading, error and empty states. */
export function ReaderSearch() {
  const [filter, set, clear] = useFilter();
  // The cursors of the pages before this one, for these filters (other filters start at the first page).
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, cursors: [] as string[] });
  const cursors = paging.filterKey === filterKey ? paging.cursors : [];
  const setCursors = (change: (cursors: string[]) => string[]) => setPaging({ filterKey, cursors: change(cursors) });
  const cursor = cursors.at(-1);
  const result = useQuery(readerSearchQuery({ ...filter, ...(cursor ? { cursor } : {}) }));
  const filtered = Object.keys(filter).length > 0;
  const first = cursors.length * READERS_PAGE_SIZE + 1;

  const body = (
    <QueryState
      query={result}
      pending={<AdminLoading>{text.loading}</AdminLoading>}
      error={text.loadError}
      empty={
        filtered ? (
          <p role="status" className="py-10 text-center text-parchment-300">
            {text.noMatch}
          </p>
        ) : (
          <AdminEmptyState heading={text.emptyHeading} text={text.emptyText} />
        )
      }
      isEmpty={(data) => data.readers.length === 0 && !cursor}
    >
      {({ readers, nextCursor }) => {
        const showing = text.showing(first, first + readers.length - 1);
        return (
          <div className="space-y-3" aria-busy={result.isPlaceholderData}>
            <ReaderTable readers={readers} caption={`${text.tableLabel}: ${showing}`} />
            <nav aria-label={text.tableLabel} className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="text-sm text-parchment-400">
                {result.isPlaceholderData ? text.updating : showing}
              </p>
              <div className="flex gap-2">
                <button
                  type="button"
                  disabled={!cursors.length}
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                  className={`${buttonStyles.secondary} disabled:opacity-50`}
                >
                  {text.newer}
                </button>
                <button
                  type="button"
                  disabled={!nextCursor}
                  onClick={() => nextCursor && setCursors((c) => [...c, nextCursor])}
                  className={`${buttonStyles.secondary} disabled:opacity-50`}
                >
                  {text.older}
                </button>
              </div>
            </nav>
          </div>
        );
      }}
    </QueryState>
  );

  return (
    <div className="space-y-4">
      <Filters filter={filter} set={set} clear={clear} />
      <div className="flex justify-end">
        <ExportButton filter={filter} />
      </div>
      {body}
    </div>
  );
}
