import type { SiteContent } from '@content/schemas';
import type { RenderSite } from '../core/publishing/publish-site';

/**
 * Her site's files from her content, on the site's origin (the stack's SITE_URL, deps.siteUrl):
 * the build's own renderSite, with the build's kit. Loaded on the first render, not at the
 * function's start (it holds React and every page's modules).
 */
export const renderSiteAt =
  (siteUrl: string): RenderSite =>
  async (content: SiteContent, onSale: readonly string[], only?: readonly string[]) => {
    const [renderer, kit] = await Promise.all([import('@build/renderer'), import('@build/render-kit')]);
    return renderer.renderSite(content, kit.default, { siteUrl, onSale, only });
  };
