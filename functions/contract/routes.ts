import type * as z from 'zod';
import type { RouteDef } from './define-route';
import { adminRoutes } from './routes/admin';
import { adminSettingsRoutes } from './routes/admin-settings';
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

/**
 * The API, declared once (one file per area under `routes/`). The CDK stack makes one HTTP API
 * route per entry, served by the function of its access (infra/functions.ts), the local server
 * serves each entry with the same handler module, the frontend's client calls routes by name, and
 * the contract tests fuzz every entry.
 */
export const routes = {
  ...storyRoutes,
  ...mailingListRoutes,
  ...adminRoutes,
  ...adminSettingsRoutes,
  ...downloadRoutes,
  ...blogRoutes,
  ...newsletterRoutes,
  ...readerRoutes,
  ...arcRoutes,
  ...analyticsRoutes,
  ...mailerLiteRoutes,
  ...salesRoutes,
  ...salesDeskRoutes,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type ReplyOf<N extends RouteName> = z.infer<Routes[N]['reply']>;
export type BodyOf<N extends RouteName> = z.input<Routes[N]['body']>;
export type ParamsOf<N extends RouteName> = z.input<Routes[N]['params']>;

export const routeList: (RouteDef & { name: RouteName })[] = Object.entries(routes).map(([name, route]) => ({
  ...(route as RouteDef),
  name: name as RouteName,
}));
