import type { PublicRoute } from '../../content/page-table';
import { pageViews, type PageViews } from '../../frontend/src/app/page-routes';

/**
 * A fixture that the project's tsc (npm test's types layer) checks: the pages' views
 * (frontend/src/app/page-routes.ts) are held to the page table (content/page-table.ts) by their
 * type. Each line after a `@ts-expect-error` must fail to type-check; if the views' type let a page
 * go without a view, or a view without a page, that line would type-check and tsc would fail here.
 */

const { '/about': _about, ...withoutAbout } = pageViews;
// @ts-expect-error: the page /about has no view
export const pageWithoutView = withoutAbout satisfies PageViews;

// @ts-expect-error: the view /no-such-page has no page in the table
export const viewWithoutPage = { ...pageViews, '/no-such-page': pageViews['/'] } satisfies PageViews;

/** The views' routes are the table's, both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameRoutes: Same<keyof typeof pageViews, PublicRoute> = true;
