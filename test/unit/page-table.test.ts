import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageMeta, PUBLIC_ROUTES } from '../../content/page-table';
import { absoluteUrl } from '../../content/site';
import { sitemap } from '../../functions/core/blog/feeds';
import { pageRoutes, prerenderPaths } from '../../frontend/src/app/page-routes';

/**
 * The page table (content/page-table.ts `pageMeta`) is the one list of public pages: the router, the
 * prerender and the sitemap are derived from it, so a page added there is routed, prerendered and
 * listed with nothing else to edit but its view (frontend/src/app/page-routes.ts, which tsc holds
 * to the table: test/types/page-views.ts).
 */
/** The paths of routes under `/`: the index route is `/`. */
const fixedPaths = (routes: RouteObject[]) => routes.map((route) => (route.index ? '/' : `/${route.path}`));

describe('the page table', () => {
  it('routes every page of the table, and the router takes them all from it', () => {
    expect(fixedPaths(pageRoutes)).toEqual(PUBLIC_ROUTES);
    // The route tree lists no public page of its own: only the table's, the post page, admin and 404.
    const tree = readFileSync(new URL('../../frontend/src/app/routes.tsx', import.meta.url), 'utf8');
    expect(tree).toContain('...pageRoutes,');
    expect([...tree.matchAll(/import\('\.\/routes\/([\w-]+)'\)/g)].map((match) => match[1])).toEqual([
      'blog-post',
      'not-found',
    ]);
  });

  it('prerenders every page of the table', () => {
    expect([...prerenderPaths]).toEqual(PUBLIC_ROUTES);
  });

  it('lists every indexable page of the table in the sitemap, once by its canonical path', () => {
    const xml = sitemap([]);
    const canonicals = new Set(
      PUBLIC_ROUTES.filter((path) => !pageMeta[path].noindex).map((path) => pageMeta[path].canonical),
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([...canonicals].map((path) => absoluteUrl(path)));
  });
});
