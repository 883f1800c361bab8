import { SITE_CONFIG_PATH, siteConfig, type SiteConfig } from '@contract/site-config';

let pending: Promise<SiteConfig> | null = null;

/** `/config.json`, fetched once and validated: the runtime settings of this environment. */
export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= (async () => {
    const response = await fetch(SITE_CONFIG_PATH, { credentials: 'include', cache: 'no-store' });
    if (!response.ok) throw new Error(`Could not load the site settings (${response.status}).`);
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = siteConfig.safeParse(body);
    if (!parsed.success) throw new Error('The site settings (/config.json) are not valid.');
    return parsed.data;
  })().catch((error: unknown) => {
    pending = null; // let a later attempt try again
    throw error;
  });
  return pending;
}
