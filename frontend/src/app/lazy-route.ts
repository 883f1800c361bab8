import { createElement, use, type ComponentType } from 'react';

/** What a lazily loaded route carries in its `handle`. */
export interface LazyRouteHandle {
  /** Loads the route's module (once; again after a failure). start.tsx calls it before the first render. */
  preload: () => Promise<void>;
  /** A public page's source, relative to frontend/ (the key of Vite's build manifest), for the prerender. */
  module?: string;
}

/**
 * A route whose component is in its own chunk. Its component suspends (React's `use`) until the
 * module has arrived; the router renders navigations in a transition, so the page the reader is on
 * stays until the next one is ready. Once loaded it renders at once, which is what hydration needs:
 * start.tsx preloads the matched routes, so the first render matches the prerendered HTML.
 */
export function lazyRoute(
  load: () => Promise<Record<string, unknown>>,
  exportName: string,
  module?: string,
): { Component: ComponentType; handle: LazyRouteHandle } {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (exports) => {
        const component = exports[exportName];
        if (typeof component !== 'function') throw new Error(`The route module has no component ${exportName}`);
        Loaded = component as ComponentType;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive is fetched again next time
        throw error;
      },
    ));
  function LazyRoute() {
    if (!Loaded) use(preload());
    return Loaded ? createElement(Loaded) : null;
  }
  return { Component: LazyRoute, handle: { preload, module } };
}
