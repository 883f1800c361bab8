import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageMeta, PUBLIC_ROUTES } from '../../content/site';
import { sitemap } from '../../functions/core/blog/feeds';
import { pageRoutes, prerenderPaths } from '../../frontend/src/app/page-routes';

/**
 * The page table (content/site.ts `pageMeta`) is the one list of public pages: the router, the
 * prerender and the sitemap are derived from it, so a page added there is routed, prerendered and
 * listed with nothing else to edit.
 */
/** The paths of routes under `/`: the index route is `/`. */
const fixedPaths = (routes: RouteObject[]) => routes.map((route) => (route.index ? '/' : `/${route.path}`));

describe('the page table', () => {
  it('routes every page of the table to the module it names, and the router takes them all from it', () => {
    expect(fixedPaths(pageRoutes)).toEqual(PUBLIC_ROUTES);
    expect(pageRoutes.map((route) => (route.handle as { module: string }).module)).toEqual(
      PUBLIC_ROUTES.map((path) => `src/app/routes/${pageMeta[path].view.module}.tsx`),
    );
    // The route tree lists no public page of its own: only the table's, the post page, admin and 404.
    const tree = readFileSync(new URL('../../frontend/src/app/routes.tsx', import.meta.url), 'utf8');
    expect(tree).toContain('...pageRoutes,');
    expect([...tree.matchAll(/page\('([\w-]+)'/g)].map((match) => match[1])).toEqual(['blog-post', 'not-found']);
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

  it('names for each page a module that exports its component', () => {
    for (const path of PUBLIC_ROUTES) {
      const { module, component } = pageMeta[path].view;
      const source = readFileSync(new URL(`../../frontend/src/app/routes/${module}.tsx`, import.meta.url), 'utf8');
      expect(source, `${path}: ${module}.tsx exports ${component}`).toMatch(
        new RegExp(`export function ${component}\\b`),
      );
    }
  });
});
