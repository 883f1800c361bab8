import { createElement, use, type ComponentType } from 'react';

/** Loads a route's component with its module (a chunk of its own). */
export type LoadComponent = () => Promise<ComponentType>;

/** What a lazily loaded route carries in its `handle`. */
export interface LazyRouteHandle {
  /**
   * Loads the route's module (once; again after a failure) and answers its component. start.tsx
   * calls it before the first render; the prerender, to name the page's modules.
   */
  preload: () => Promise<ComponentType>;
}

/**
 * A route whose component is in its own chunk. Its component suspends (React's `use`) until the
 * module has arrived; the router renders navigations in a transition, so the page the reader is on
 * stays until the next one is ready. Once loaded it renders at once, which is what hydration needs:
 * start.tsx preloads the matched routes, so the first render matches the prerendered HTML.
 */
export function lazyRoute(load: LoadComponent): { Component: ComponentType; handle: LazyRouteHandle } {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive is fetched again next time
        throw error;
      },
    ));
  function LazyRoute() {
    if (!Loaded) use(preload());
    return Loaded ? createElement(Loaded) : null;
  }
  return { Component: LazyRoute, handle: { preload } };
}
