/**
 * Route path templates (`/api/blog/{slug}`), filled and matched. No zod and no Node imports:
 * the server, the local server and the reader bundle all use this one module.
 */
/** Fills `{name}` segments of a path template: `fillPath('/api/blog/{slug}', { slug: 'x' })`. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Fills a route's path: `pathOf(routes.getBlogPost, { slug: 'x' })`. */
export const pathOf = (route: { path: string }, params: Record<string, string> = {}) => fillPath(route.path, params);

/** Matches a concrete path against a route path; returns the decoded parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  try {
    names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] ?? '')));
  } catch {
    return null;
  }
  return params;
}
