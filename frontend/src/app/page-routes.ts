import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pageMeta, PUBLIC_ROUTES, type PublicRoute } from '@content/site';
import { lazyRoute } from './lazy-route';

/** Each public page's module, loaded with its route (import.meta.glob: one lazy import per file). */
const pageModules = import.meta.glob<Record<string, ComponentType>>('./routes/*.tsx');

/**
 * A public page as a lazy route: its code and content arrive with the page, not in
 * the bundle every reader downloads. The prerender lists its chunks for the page's HTML to
 * preload (by the handle's `module`), and start.tsx loads it before hydrating, so the first render
 * matches the prerendered HTML.
 */
export function page(file: string, exportName: string): Pick<RouteObject, 'Component' | 'handle'> {
  const load = pageModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`No page module frontend/src/app/routes/${file}.tsx`);
  return lazyRoute(load, exportName, `src/app/routes/${file}.tsx`);
}

/** A page of the page table as a route (`/` is the index route). */
function pageRoute(path: PublicRoute): RouteObject {
  const { module, component } = pageMeta[path].view;
  return path === '/'
    ? { index: true, ...page(module, component) }
    : { path: path.slice(1), ...page(module, component) };
}

/** The routes of the page table's pages, in its order: the router's public pages. */
export const pageRoutes: RouteObject[] = PUBLIC_ROUTES.map(pageRoute);

/** Public routes with fixed paths: what the prerender renders to HTML (the page table's, in its order). */
export const prerenderPaths: readonly string[] = PUBLIC_ROUTES;
