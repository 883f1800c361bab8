import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingLine, QueryFailure, QueryState } from '../../frontend/src/components/query-state';
import { ApiError } from '../../frontend/src/lib/api-error';

/** A real query's result in one of its three states, read as a screen reads it (no fetch leaves the process). */
async function queryIn(state: 'pending' | 'error' | 'success', data: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queryKey: QueryKey = ['shelf'];
  const queryFn = () =>
    state === 'error' ? Promise.reject(new Error('The shelf could not be read.')) : Promise.resolve(data);
  if (state !== 'pending') await client.prefetchQuery({ queryKey, queryFn });
  return new QueryObserver(client, { queryKey, queryFn, enabled: false }).getCurrentResult();
}

const render = (node: ReactNode) => renderToStaticMarkup(node);

function shelf(query: Awaited<ReturnType<typeof queryIn>>, error: string | ((error: Error) => ReactNode) = 'No shelf') {
  return render(
    createElement(QueryState<string[]>, {
      query,
      pending: createElement(LoadingLine, { status: true, children: 'Loading the shelf…' }),
      error,
      empty: createElement('p', null, 'Nothing on the shelf yet.'),
      isEmpty: (books) => books.length === 0,
      children: (books) => createElement('ul', null, ...books.map((book) => createElement('li', { key: book }, book))),
    }),
  );
}

/** The one component for a screen's pending, error and empty states, each screen keeping its words. */
describe('QueryState', () => {
  it('shows the screen’s own waiting line while the first answer is awaited', async () => {
    expect(shelf(await queryIn('pending'))).toBe(
      '<p role="status" aria-busy="true" class="text-sm text-parchment-400">Loading the shelf…</p>',
    );
  });

  it('shows a failure as an alert with the screen’s title, the reason and Try again', async () => {
    const html = shelf(await queryIn('error'));
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('<p class="font-medium">No shelf</p>');
    expect(html).toContain('The shelf could not be read.');
    expect(html).toContain('>Try again</button>');
  });

  it('lets a screen say a failure its own way', async () => {
    expect(shelf(await queryIn('error'), (error) => `Shelf lost: ${error.message}`)).toBe(
      'Shelf lost: The shelf could not be read.',
    );
  });

  it('says a 404 as the screen’s not-found, with nothing to try again; any other failure as its Load error', () => {
    const failed = (error: Error) => ({ error, refetch: () => Promise.reject(error), isFetching: false }) as never;
    const notFound = createElement('p', null, 'No such shelf.');
    expect(
      render(
        createElement(QueryFailure, { query: failed(new ApiError(404, 'Not found')), title: 'No shelf', notFound }),
      ),
    ).toBe('<p>No such shelf.</p>');
    expect(
      render(createElement(QueryFailure, { query: failed(new ApiError(500, 'Broken')), title: 'No shelf', notFound })),
    ).toContain('>Try again</button>');
  });

  it('shows the empty state when the data holds nothing, else the data', async () => {
    expect(shelf(await queryIn('success', []))).toBe('<p>Nothing on the shelf yet.</p>');
    expect(shelf(await queryIn('success', ['Ashes', 'Embers']))).toBe('<ul><li>Ashes</li><li>Embers</li></ul>');
  });
});
