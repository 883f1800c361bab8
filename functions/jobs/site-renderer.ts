import type { SiteContent } from '@content/schemas';
import { renderSite as renderWithKit } from '@build/renderer';
import kit from '@build/render-kit';
import type { RenderSite } from '../core/publishing/publish-site';

/** Her site's files from her content: the build's own renderSite, with the build's kit. */
export const renderSite: RenderSite = (content: SiteContent) => renderWithKit(content, kit);
