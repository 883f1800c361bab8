import type { RenderedPage } from '@frontend/ssr/standalone-page';
import { Reply } from '../lib/reply';
import type { FormPages } from './implementation';

/** Replies whose address holds a token (the pages behind emailed links, the file redirects) send no referrer anywhere. */
export const NO_REFERRER = { 'referrer-policy': 'no-referrer' } as const;

/** A page behind an emailed link (frontend/src/ssr): never stored by a cache, no referrer, and the page's own headers. */
export const pageReply = (page: RenderedPage) =>
  new Reply(page.statusCode, page.html, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...NO_REFERRER,
    ...page.headers,
  });

/** A Download press that gives the file: the redirect to its short-lived URL. */
export const fileRedirect = (url: string) =>
  new Reply(303, '', { location: url, 'cache-control': 'no-store', ...NO_REFERRER });

/** An area's page module, each page answering a reply. */
type PageReplies<M> = {
  [K in keyof M]: M[K] extends (...args: infer A) => RenderedPage ? (...args: A) => Reply : never;
};

/**
 * An area's pages (a module of frontend/src/ssr that exports pages alone), read on the first
 * request that answers with one, so the area's other routes (JSON, redirects) never read React.
 */
export function lazyPages<M extends object>(load: () => Promise<M>): () => Promise<PageReplies<M>> {
  let pages: Promise<PageReplies<M>> | undefined;
  return () =>
    (pages ??= load().then(
      (module) =>
        Object.fromEntries(
          Object.entries(module).map(([name, page]) => [
            name,
            (...args: unknown[]) => pageReply((page as (...args: unknown[]) => RenderedPage)(...args)),
          ]),
        ) as PageReplies<M>,
    ));
}

/** The pages in words of the routes that take forms (implementRoutes' `formPages`), read only when one is sent. */
export const formPages: FormPages = {
  wordsPage: async (statusCode, heading, message) =>
    pageReply((await import('@frontend/ssr/standalone-page')).wordsPage(statusCode, heading, message)),
};
