import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Panel } from './panel';
import { LoadingLine, QueryState } from './query-state';

/** A panel read by one query: its title and purpose, then its loading line, its Load error titled `failed`, or its contents. */
export function QueryPanel<T>({
  title,
  explain,
  query,
  texts,
  children,
}: {
  title: string;
  explain?: ReactNode;
  query: UseQueryResult<T>;
  texts: { loading: string; failed: string };
  children: (data: T) => ReactNode;
}) {
  return (
    <Panel title={title} explain={explain}>
      <QueryState query={query} pending={<LoadingLine status>{texts.loading}</LoadingLine>} error={texts.failed}>
        {children}
      </QueryState>
    </Panel>
  );
}
