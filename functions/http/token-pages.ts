import type { PageAuthor, RenderedPage } from '@frontend/ssr/standalone-page';
import { recentAuthor } from '../core/site-content/published-content';
import { deps } from '../lib/deps';
import { Reply } from '../lib/reply';
import type { FormPages } from './implementation';

/** Replies whose address holds a token (the pages behind emailed links, the file redirects) send no referrer anywhere. */
export const NO_REFERRER = { 'referrer-policy': 'no-referrer' } as const;

/** Who the pages name (her as published), unless a caller says (tests: the seed's). */
export type AuthorOf = () => Promise<PageAuthor>;
const publishedAuthor: AuthorOf = () => recentAuthor(deps());

/**
 * A page behind an emailed link (frontend/src/ssr), naming her as published: never stored by a
 * cache, no referrer, and the page's own headers.
 */
export const pageReply = async (page: RenderedPage, authorOf: AuthorOf = publishedAuthor) =>
  new Reply(page.statusCode, (await import('@frontend/ssr/standalone-page')).pageHtml(page, await authorOf()), {
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
  [K in keyof M]: M[K] extends (...args: infer A) => RenderedPage ? (...args: A) => Promise<Reply> : never;
};

/**
 * An area's pages (a module of frontend/src/ssr that exports pages alone), read on the first
 * request that answers with one, so the area's other routes (JSON, redirects) never read React.
 */
export function lazyPages<M extends object>(
  load: () => Promise<M>,
  authorOf: AuthorOf = publishedAuthor,
): () => Promise<PageReplies<M>> {
  let pages: Promise<PageReplies<M>> | undefined;
  return () =>
    (pages ??= load().then(
      (module) =>
        Object.fromEntries(
          Object.entries(module).map(([name, page]) => [
            name,
            (...args: unknown[]) => pageReply((page as (...args: unknown[]) => RenderedPage)(...args), authorOf),
          ]),
        ) as PageReplies<M>,
    ));
}

/** The pages in words of the routes that take forms (implementRoutes' `formPages`), read only when one is sent. */
export const formPagesOf = (authorOf: AuthorOf = publishedAuthor): FormPages => ({
  wordsPage: async (statusCode, heading, message) =>
    pageReply((await import('@frontend/ssr/standalone-page')).wordsPage(statusCode, heading, message), authorOf),
});

export const formPages = formPagesOf();
