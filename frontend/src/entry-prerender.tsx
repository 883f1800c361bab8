/**
 * The SSR entry (bundled by Vite's SSR build into .build/renderer/): the site's
 * renderer, which the build runs on the seed (frontend/scripts/prerender.ts) and the publisher
 * function on the content of the table, each with the build's render kit (render/render-kit.ts).
 */
export { renderSite, type SiteFile } from './render/render-site';
export { RENDER_KIT_FILE, renderKitOf, type RenderKit } from './render/render-kit';
