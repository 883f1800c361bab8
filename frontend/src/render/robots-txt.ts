import { absoluteUrl } from '@content/site';
import { routes } from '@contract/routes';

/** robots.txt: its sitemap line must be an absolute URL (the sitemap is an API route: it lists the blog's posts too). */
export const robotsTxt = (): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(routes.sitemap.path)}`,
    '',
  ].join('\n');
