import { z } from 'zod';
import { defineRoute, noBody, noParams, type RouteDef } from './define-route';
import { adminSession } from './session';
import { shortStory } from './stories';

/**
 * The API, declared once. The CDK stack makes one Lambda and one HTTP API route per entry,
 * the local server serves each entry with the same handler module, the frontend's client
 * calls routes by name, and the contract tests fuzz every entry.
 */
export const routes = {
  listShortStories: defineRoute({
    method: 'GET',
    path: '/api/short-stories',
    access: 'public',
    params: noParams,
    body: noBody,
    reply: z.array(shortStory),
    handler: 'stories/list-short-stories',
    grants: [],
    summary: 'The free short stories (reader magnets).',
  }),
  getAdminSession: defineRoute({
    method: 'GET',
    path: '/api/admin/session',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: adminSession,
    handler: 'admin/get-session',
    grants: [],
    summary: 'The signed-in author, as the API sees the token.',
  }),
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type ReplyOf<N extends RouteName> = z.infer<Routes[N]['reply']>;
export type BodyOf<N extends RouteName> = z.input<Routes[N]['body']>;
export type ParamsOf<N extends RouteName> = z.input<Routes[N]['params']>;

export const routeList: (RouteDef & { name: RouteName })[] = Object.entries(routes).map(
  ([name, route]) => ({ ...(route as RouteDef), name: name as RouteName }),
);
