/**
 * How a site path and its object in the site bucket name each other: a page `/books` is
 * `books/index.html`, a file `/robots.txt` is `robots.txt`. The renderer writes by key, the
 * publisher invalidates and routes by path.
 */
export const siteKeyOf = (path: string) =>
  path === '/' ? 'index.html' : /\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}/index.html`;

/** The site path a key is read at. */
export function sitePathOf(key: string): string {
  if (key === 'index.html') return '/';
  return key.endsWith('/index.html') ? `/${key.slice(0, -'/index.html'.length)}` : `/${key}`;
}

/** Whether a key is a page (read at its path without the `index.html`). */
export const isPageKey = (key: string) => key === 'index.html' || key.endsWith('/index.html');

/**
 * What to invalidate for a key: the paths readers ask for, and the key itself, as the site
 * function rewrites a page's path to it before CloudFront looks in its cache.
 */
export function edgePathsOf(key: string): string[] {
  const path = sitePathOf(key);
  if (!isPageKey(key)) return [path];
  return path === '/' ? ['/', '/index.html'] : [path, `${path}/`, `/${key}`];
}
