import { absoluteUrl } from '@content/site';
import { routes } from '@contract/routes';

/**
 * robots.txt: its sitemap line must be an absolute URL, on the site's origin (the sitemap is an
 * API route: it lists the blog's posts too).
 */
export const robotsTxt = (siteUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, routes.sitemap.path)}`,
    '',
  ].join('\n');
