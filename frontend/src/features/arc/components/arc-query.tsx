import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@frontend/components/query-state';
import { StatusText } from '@frontend/components/status-text';

/** An ARC page's data: a busy line while it loads, its load error, its empty line, then `children`. */
export function ArcQuery<T>({
  query,
  texts,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  texts: { loading: string; loadFailed: string; empty?: string };
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      pending={
        <p>
          <StatusText tone="busy">{texts.loading}</StatusText>
        </p>
      }
      error={texts.loadFailed}
      empty={<p className="text-parchment-300">{texts.empty}</p>}
      isEmpty={isEmpty}
    >
      {children}
    </QueryState>
  );
}
