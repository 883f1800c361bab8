import path from 'node:path';
import { RENDERER_DIR } from '../frontend/scripts/renderer-dir';

/**
 * The names the publisher imports the build's renderer by (functions/jobs/build-renderer.d.ts),
 * as esbuild (the functions' bundles) and vitest resolve them: what `npm run build` leaves in
 * .build/renderer/ (frontend/scripts/renderer-dir.ts).
 */
export const BUILD_RENDERER_ALIASES = {
  '@build/renderer': path.join(RENDERER_DIR, 'entry-prerender.js'),
  '@build/render-kit': path.join(RENDERER_DIR, 'render-kit.json'),
};
