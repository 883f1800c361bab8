import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, defaultQueryFn } from '../../frontend/src/app/query-client';

type QueryFnContext = Parameters<typeof defaultQueryFn>[0];

function context(queryKey: unknown[], meta?: QueryFnContext['meta']): QueryFnContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta,
    client: createQueryClient(),
  } as unknown as QueryFnContext;
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('default query function (docs/SPEC.md §7, §8)', () => {
  it('GETs the query key parts joined with "/", with credentials, and parses JSON', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
    await expect(defaultQueryFn(context(['/api/blog', 'my-post']))).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/blog/my-post', expect.objectContaining({ credentials: 'include' }));
  });

  it('turns a non-OK reply into "status: body"', async () => {
    stubFetch(new Response('Post missing', { status: 404, statusText: 'Not Found' }));
    await expect(defaultQueryFn(context(['/api/blog', 'x']))).rejects.toThrow(new Error('404: Post missing'));
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(defaultQueryFn(context(['/api/blog']))).rejects.toThrow(new Error('500: Internal Server Error'));
  });

  it('treats 401 as an error by default, and as null only when the query asks', async () => {
    stubFetch(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(defaultQueryFn(context(['/api/x']))).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('Unauthorized', { status: 401 }));
    await expect(defaultQueryFn(context(['/api/x'], { on401: 'returnNull' }))).resolves.toBeNull();
  });
});

describe('query client defaults (docs/SPEC.md §9)', () => {
  it('never retries, never refetches on focus or by polling, never goes stale, drops unused entries after 5 minutes', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      queryFn: defaultQueryFn,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 300_000,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
