/**
 * The site's paths, part of the edge declaration (infra/edge/): which built files exist, so that
 * CloudFront's site function (infra/edge/site-function.js) and the local server, which runs the
 * same function, tell a page from an unknown path the same way.
 */
import { readdirSync } from 'node:fs';
import { posix, relative, sep } from 'node:path';
import { NOT_FOUND_SHELL_KEY } from '../functions/core/seo/site-shell';

/** The admin area is one app shell (no prerendered pages): the React router shows the screen. */
export const ADMIN_PREFIX = '/admin/';
/** The admin shell prerender writes (frontend/scripts/prerender.ts), with an empty #root. */
export const ADMIN_SHELL = '/admin/index.html';
/** The 404 screen prerender writes; unknown site paths get it with status 404. */
export const NOT_FOUND_PAGE = `/${NOT_FOUND_SHELL_KEY}`;

/**
 * The admin's own host name beside a custom domain (`admin.author.example.org`): its storage, and
 * so the author's tokens, are out of every reader page's reach. The certificate must cover it.
 */
export const adminDomainOf = (domainName: string) => `admin.${domainName}`;

export interface SitePaths {
  /** Every prerendered page: `/` for index.html, `/books` for books/index.html. */
  pages: string[];
  /** Every file at the top of the build (`/404.html`, `/robots.txt`, `/favicon.svg`). */
  files: string[];
}

/** The pages and top-level files of a frontend build, computed at synth and by the local server. */
export function sitePaths(frontendDir: string): SitePaths {
  const pages: string[] = [];
  const files: string[] = [];
  const entries = readdirSync(frontendDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = relative(frontendDir, `${entry.parentPath}${sep}${entry.name}`).split(sep).join(posix.sep);
    if (!key.includes('/')) files.push(`/${key}`);
    if (key === 'index.html') pages.push('/');
    else if (key.endsWith('/index.html')) pages.push(`/${key.slice(0, -'/index.html'.length)}`);
  }
  return { pages: pages.sort(), files: files.sort() };
}
