import type * as z from 'zod';
import type { RouteDef } from './define-route';
import { adminRoutes } from './routes/admin';
import { adminSettingsRoutes } from './routes/admin-settings';
import { adminKeyRoutes } from './routes/admin-keys';
import { downloadRoutes } from './routes/downloads';
import { blogRoutes } from './routes/blog';
import { newsletterRoutes } from './routes/newsletters';
import { analyticsRoutes } from './routes/analytics';
import { arcRoutes } from './routes/arc';
import { mailerLiteRoutes } from './routes/mailerlite';
import { mailingListRoutes } from './routes/mailing-list';
import { readerRoutes } from './routes/readers';
import { salesRoutes } from './routes/sales';
import { salesDeskRoutes } from './routes/sales-desk';
import { storyRoutes } from './routes/stories';
import { imageRoutes } from './routes/images';
import { siteContentRoutes } from './routes/site-content';

/**
 * The API's areas, each declared in `routes/<area>.ts` and implemented in `functions/http/<area>/`
 * (one module per access, `public.ts` and `admin.ts`, each an `implementRoutes` of the area's
 * routes, so tsc refuses a route without its implementation and an implementation without its
 * route). The order is the table's: the local server matches paths in it.
 */
export const areas = {
  stories: storyRoutes,
  'mailing-list': mailingListRoutes,
  admin: adminRoutes,
  'admin-settings': adminSettingsRoutes,
  'admin-keys': adminKeyRoutes,
  downloads: downloadRoutes,
  blog: blogRoutes,
  newsletters: newsletterRoutes,
  readers: readerRoutes,
  arc: arcRoutes,
  analytics: analyticsRoutes,
  mailerlite: mailerLiteRoutes,
  sales: salesRoutes,
  'sales-desk': salesDeskRoutes,
  images: imageRoutes,
  'site-content': siteContentRoutes,
} satisfies Record<string, Record<string, RouteDef>>;

export type AreaName = keyof typeof areas;

type Areas = typeof areas;
/** Every area's routes in one object type: the intersection of the areas' own. */
type AllRoutes = (Areas[AreaName] extends infer A ? (A extends unknown ? (all: A) => void : never) : never) extends (
  all: infer I,
) => void
  ? I
  : never;

/**
 * The API, declared once. The CDK stack makes one HTTP API route per entry, served by the function
 * of its access (infra/functions.ts), the local server serves each entry with the same bundles,
 * the frontend's client calls routes by name, and the contract tests fuzz every entry.
 */
export const routes = Object.assign({}, ...Object.values(areas)) as AllRoutes;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type ReplyOf<N extends RouteName> = z.infer<Routes[N]['reply']>;
export type BodyOf<N extends RouteName> = z.input<Routes[N]['body']>;
export type ParamsOf<N extends RouteName> = z.input<Routes[N]['params']>;

export const routeList: (RouteDef & { name: RouteName; area: AreaName })[] = Object.entries(areas).flatMap(
  ([area, areaRoutes]) =>
    Object.entries(areaRoutes).map(([name, route]) => ({
      ...(route as RouteDef),
      name: name as RouteName,
      area: area as AreaName,
    })),
);
