import type { RouteName } from '../contract/routes';
import type { ImplementRoutes } from './implementation';
import { routeHandler } from './route-handler';

/**
 * An area's routes of one access (its `public.ts` or `admin.ts`), each wrapped by `routeHandler`
 * in the middlewares its declaration asks for. `impl` holds exactly one function per route: tsc
 * refuses a route left out and a key that is no route of the area and access (`ImplementRoutes`),
 * so the table and the code cannot drift. The function's generated entry (infra/functions.ts)
 * picks a route's handler from the area module's `handlers`.
 */
export const implementRoutes: ImplementRoutes = (areaRoutes, access, impl, formPages) => {
  const names = Object.keys(areaRoutes).filter((name) => areaRoutes[name]!.access === access);
  const extra = Object.keys(impl).filter((name) => !names.includes(name));
  const missing = names.filter((name) => !(name in impl));
  // What tsc refuses, refused again for code that got past it (a cast).
  if (extra.length || missing.length)
    throw new Error(`The ${access} routes implemented do not match the table: missing ${missing}, extra ${extra}.`);
  const fns = impl as Record<string, never>;
  return Object.fromEntries(
    names.map((name) => [name, routeHandler(name as RouteName, fns[name]!, formPages)]),
  ) as ReturnType<ImplementRoutes>;
};
