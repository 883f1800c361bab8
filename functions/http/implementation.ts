import type { Context } from 'aws-lambda';
import type * as z from 'zod';
import type { Access, RouteDef } from '../contract/define-route';
import type { ApiEvent, ApiResult, Claims, Reply } from '../lib/reply';

/**
 * The types of a route's implementation, apart from the middlewares that run it
 * (route-handler.ts), so a check of them needs no AWS client's types.
 */

/** What a route's function gets: its path parameters and body, validated against the route's schemas. */
export interface Request<R extends RouteDef> {
  params: z.infer<R['params']>;
  body: z.infer<R['body']>;
  claims: Claims;
  event: ApiEvent;
}

/** The routes of an area that one access has: those its function serves (infra/functions.ts). */
export type RoutesOfAccess<R extends Record<string, RouteDef>, A extends Access> = {
  [K in keyof R as R[K]['access'] extends A ? K : never]: R[K];
};

/** One function per route: it gets the validated request and answers the reply (or a `Reply`). */
export type Implementation<R extends Record<string, RouteDef>> = {
  [K in keyof R]: (request: Request<R[K]>) => Promise<z.input<R[K]['reply']> | Reply>;
};

/**
 * How a route that takes forms answers a browser in words (a form post's answer, or its refusal):
 * an area with such routes passes it (functions/http/token-pages.ts), so the admin's function,
 * whose routes take none, holds no page renderer.
 */
export interface FormPages {
  wordsPage(statusCode: number, heading: string, message: string): Promise<Reply>;
}

/** A route's handler as its function's dispatcher calls it (functions/http/dispatch.ts). */
export type RouteHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/**
 * `implementRoutes`' type (implement-routes.ts): `impl` holds exactly one function per route of
 * the area and access. `NoInfer` keeps the routes' type from the table alone, so tsc refuses a
 * route left out and, as an object literal's excess property, a key that is no such route.
 */
export type ImplementRoutes = <R extends Record<string, RouteDef>, A extends Access>(
  areaRoutes: R,
  access: A,
  impl: NoInfer<Implementation<RoutesOfAccess<R, A>>>,
  formPages?: FormPages,
) => Record<keyof RoutesOfAccess<R, A>, RouteHandler>;
