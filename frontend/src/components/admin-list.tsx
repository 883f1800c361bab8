import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from './buttons';
import { LoadingLine, QueryState } from './query-state';

/** What an admin page shows while its data loads, announced to screen readers. */
export function AdminLoading({ children }: { children: ReactNode }) {
  return (
    <p aria-busy="true" aria-live="polite" className="py-10 text-center text-parchment-400">
      {children}
    </p>
  );
}

/** An admin list with nothing in it yet: what that means, and the link that makes the first one. */
export function AdminEmptyState({
  heading,
  text,
  action,
}: {
  heading: string;
  text: string;
  action?: { to: string; label: string };
}) {
  return (
    <div className="rounded-lg border border-ink-800 bg-ink-900/50 px-6 py-10 text-center">
      <h3 className="font-display text-2xl text-parchment-100">{heading}</h3>
      <p className="mt-2 text-sm text-parchment-300">{text}</p>
      {action ? (
        <Link to={action.to} className={`mt-6 ${buttonStyles.primary}`}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

/** One entry of an admin list: its title (naming the entry), the lines under it, and its links. */
export function AdminListCard({
  headingId,
  title,
  children,
  actions,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <h3 id={headingId} className="font-display text-lg break-words text-parchment-100">
          {title}
        </h3>
        {children}
      </div>
      {actions}
    </article>
  );
}

/** An admin list read by one query: loading, the error with Try again, the empty state, or the entries. */
export function AdminQueryList<T extends { id: string }>({
  query,
  texts,
  empty,
  label,
  entry,
}: {
  query: UseQueryResult<T[]>;
  texts: { loading: string; loadError: string };
  empty: ReactNode;
  label?: string;
  entry: (item: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      pending={<AdminLoading>{texts.loading}</AdminLoading>}
      error={texts.loadError}
      empty={empty}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <ul aria-label={label} className="space-y-3">
          {data.map((item) => (
            <li key={item.id}>{entry(item)}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * A query whose answer holds a list (`itemsOf`): its loading line (a page's, or `inline` in a
 * form), the error with Try again, a line when the list is empty, else `children` with the answer.
 */
export function ListState<T>({
  query,
  texts,
  itemsOf,
  inline = false,
  children,
}: {
  query: UseQueryResult<T>;
  texts: { loading: string; loadFailed: string; empty: string };
  itemsOf: (data: T) => readonly unknown[];
  inline?: boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      pending={
        inline ? <LoadingLine status>{texts.loading}</LoadingLine> : <AdminLoading>{texts.loading}</AdminLoading>
      }
      error={texts.loadFailed}
      empty={<p className={inline ? 'text-sm text-parchment-400' : 'text-parchment-300'}>{texts.empty}</p>}
      isEmpty={(data) => itemsOf(data).length === 0}
    >
      {children}
    </QueryState>
  );
}
