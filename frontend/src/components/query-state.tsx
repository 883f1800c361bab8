import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@frontend/lib/api-error';
import { LoadError } from './load-error';

/** A failed query's Load error: the screen's title, the reason, and Try again (busy while it runs). */
export function QueryLoadError({
  query,
  title,
  className,
}: {
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;
  title: string;
  className?: string;
}) {
  return (
    <LoadError
      title={title}
      detail={query.error?.message ?? ''}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );
}

/**
 * A failed query as a screen says it: `notFound` when the API answers there is no such thing (404,
 * a renamed or removed piece: nothing to try again), else its Load error titled `title`.
 */
export function QueryFailure({
  query,
  title,
  notFound,
  className,
}: {
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;
  title: string;
  notFound?: ReactNode;
  className?: string;
}) {
  return notFound && query.error instanceof ApiError && query.error.status === 404 ? (
    notFound
  ) : (
    <QueryLoadError query={query} title={title} className={className} />
  );
}

/** A panel's line while its data loads; `status` where the screen announces it as a status. */
export function LoadingLine({ children, status = false }: { children: ReactNode; status?: boolean }) {
  return (
    <p role={status ? 'status' : undefined} aria-busy="true" className="text-sm text-parchment-400">
      {children}
    </p>
  );
}

/**
 * What a screen shows of one query: `pending` until its first answer, then on failure a Load
 * error titled `error` (or, given a function, what it returns for the error; `notFound` for a 404), then `empty` when
 * `isEmpty` says the data holds nothing, else `children` with the data. Each screen keeps its
 * own words and markup for the waiting and the empty states.
 */
export function QueryState<T>({
  query,
  pending,
  error,
  errorClassName,
  notFound,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  pending: ReactNode;
  error: string | ((error: Error) => ReactNode);
  errorClassName?: string;
  notFound?: ReactNode;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}): ReactNode {
  if (query.isPending) return pending;
  if (query.isError) {
    return typeof error === 'string' ? (
      <QueryFailure query={query} title={error} notFound={notFound} className={errorClassName} />
    ) : (
      error(query.error)
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
