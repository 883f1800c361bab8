/**
 * What rendering a page needs of the frontend's build, as one small JSON document the build writes
 * beside the SSR bundle (frontend/scripts/prerender.ts): so the bundle renders the site from any
 * content, in the build or in a function, without Vite or the dist folder.
 */

/** A chunk of Vite's build manifest, as the pages preload it: its file and the chunks it imports. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface RenderKit {
  /** The Vite shell (dist/index.html), its scripts at low priority: every page's document. */
  template: string;
  /** The chunks a page preloads, by the module Vite's manifest names them after (`src/app/start.tsx`). */
  manifest: Record<string, ManifestChunk>;
  /** Every file the build copies from frontend/public, as a site path (`/covers/genesis-320w.webp`). */
  publicFiles: string[];
}

/** The kit's file name, beside the SSR bundle (`.build/renderer/`, frontend/scripts/renderer-dir.ts). */
export const RENDER_KIT_FILE = 'render-kit.json';

/** The app's entry (frontend/src/app/start.tsx), as Vite's manifest names it. */
export const APP_START_MODULE = 'src/app/start.tsx';
/** A reader page's islands boot (frontend/src/islands/boot.ts), as Vite's manifest names it. */
export const ISLANDS_BOOT_MODULE = 'src/islands/boot.ts';
/** The admin area's root route (frontend/src/app/routes.tsx), as Vite's manifest names it. */
export const ADMIN_ROOT_MODULE = 'src/app/routes/admin/root.tsx';
/** A public page's view (app/page-routes.ts), whose chunks its page preloads. */
const PAGE_VIEW_MODULE = /^src\/app\/routes\/[\w-]+\.tsx$/;

/**
 * The entry script loads at low priority: on a slow network the page's own HTML, its stylesheet
 * and its LCP image come first. The entry then starts the app after the first paint (main.tsx).
 */
const lowPriorityScripts = (html: string) =>
  html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');

/** The kit of a build: its shell, the manifest's chunks reachable from what pages preload, its public files. */
export function renderKitOf(
  indexHtml: string,
  manifest: Record<string, ManifestChunk>,
  publicFiles: string[],
): RenderKit {
  const template = lowPriorityScripts(indexHtml);
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('frontend/dist/index.html is not the fresh Vite shell: run `vite build` before prerendering');
  }
  const kept: Record<string, ManifestChunk> = {};
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`render kit: ${key} is not in the build manifest`);
    if (kept[key]) return;
    kept[key] = { file: chunk.file, ...(chunk.imports ? { imports: chunk.imports } : {}) };
    chunk.imports?.forEach(visit);
  };
  const roots = [APP_START_MODULE, ISLANDS_BOOT_MODULE, ADMIN_ROOT_MODULE];
  [...roots, ...Object.keys(manifest).filter((key) => PAGE_VIEW_MODULE.test(key))].forEach(visit);
  return { template, manifest: kept, publicFiles: [...publicFiles].sort() };
}
