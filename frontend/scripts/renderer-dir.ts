import { fileURLToPath } from 'node:url';

/**
 * Where the build leaves the site's renderer (the SSR bundle `entry-prerender.js`) and its render
 * kit, for the publisher function to bundle: inside the repository, so the bundle's bare imports
 * (react, react-router-dom…) resolve from its node_modules, and in this checkout's own folder, so
 * two checkouts sharing one node_modules never build over each other's.
 */
export const RENDERER_DIR = fileURLToPath(new URL('../../.build/renderer/', import.meta.url));
