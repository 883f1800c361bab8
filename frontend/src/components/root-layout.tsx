/** The site chrome now lives in `layout/site-layout.tsx`; this name is kept for existing imports. */
export { SiteLayout as RootLayout } from './layout/site-layout';
