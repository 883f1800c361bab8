import type * as z from 'zod';
import type { Access, RouteDef } from '../contract/define-route';
import type { RouteName } from '../contract/routes';
import { routeHandler, type Reply, type Request } from './route-handler';

/** The routes of an area that one access has: those its function serves (infra/functions.ts). */
export type RoutesOfAccess<R extends Record<string, RouteDef>, A extends Access> = {
  [K in keyof R as R[K]['access'] extends A ? K : never]: R[K];
};

/** One function per route: it gets the validated request and answers the reply (or a `Reply`). */
export type Implementation<R extends Record<string, RouteDef>> = {
  [K in keyof R]: (request: Request<R[K]>) => Promise<z.input<R[K]['reply']> | Reply>;
};

/**
 * An area's routes of one access (its `public.ts` or `admin.ts`), each wrapped by `routeHandler`
 * in the middlewares its declaration asks for. `impl` holds exactly one function per route: tsc
 * refuses a route left out and a key that is no route of the area and access, so the table and
 * the code cannot drift. The function's generated entry (infra/functions.ts) picks a route's
 * handler from the area module's `handlers`.
 */
export function implementRoutes<R extends Record<string, RouteDef>, A extends Access>(
  areaRoutes: R,
  access: A,
  impl: NoInfer<Implementation<RoutesOfAccess<R, A>>>,
): Record<keyof RoutesOfAccess<R, A>, ReturnType<typeof routeHandler>> {
  const names = Object.keys(areaRoutes).filter((name) => areaRoutes[name]!.access === access);
  const extra = Object.keys(impl).filter((name) => !names.includes(name));
  const missing = names.filter((name) => !(name in impl));
  // What tsc refuses, refused again for code that got past it (a cast).
  if (extra.length || missing.length)
    throw new Error(`The ${access} routes implemented do not match the table: missing ${missing}, extra ${extra}.`);
  const fns = impl as Record<string, never>;
  return Object.fromEntries(names.map((name) => [name, routeHandler(name as RouteName, fns[name]!)])) as Record<
    keyof RoutesOfAccess<R, A>,
    ReturnType<typeof routeHandler>
  >;
}
