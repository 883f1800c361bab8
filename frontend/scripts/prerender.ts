/**
 * The second half of `npm run build` (after `vite build`): builds the site's renderer (a Vite SSR
 * build of src/entry-prerender.tsx, same plugins and route tree as the browser bundle) and its
 * render kit (the shell, the manifest's chunks, the public files: src/render/render-kit.ts) into
 * .build/renderer/ (renderer-dir.ts), then renders the site from the seed with them into
 * frontend/dist: every public page with its head tags and its markup in #root (docs/DESIGN.md
 * decision 8), each book's page, 404.html, the admin shell, robots.txt and the books' generated
 * covers. Publishing runs the same bundle and kit on the content of the table.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { seedContent } from '../../content/seed/seed';
import { buildOrigin } from './build-origin';
import { RENDERER_DIR as ssrDir } from './renderer-dir';

type Entry = typeof import('../src/entry-prerender');

const frontendDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(frontendDir, 'dist');
const publicDir = join(frontendDir, 'public');

const started = performance.now();
await build({
  configFile: join(frontendDir, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: join(frontendDir, 'src/entry-prerender.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    // The kit holds what the renderer needs of the browser build's manifest; its own has no reader.
    manifest: false,
    minify: false,
  },
});
const entry = (await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href)) as Entry;

/** The site paths of a folder's files (`/covers/genesis.svg`). */
const sitePathsUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => `/${relative(dir, join(file.parentPath, file.name)).split(sep).join('/')}`);

const manifestDir = join(distDir, '.vite');
const kit = entry.renderKitOf(
  readFileSync(join(distDir, 'index.html'), 'utf8'),
  JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8')) as Parameters<Entry['renderKitOf']>[1],
  sitePathsUnder(publicDir),
);
writeFileSync(join(ssrDir, entry.RENDER_KIT_FILE), `${JSON.stringify(kit, null, 2)}\n`);
// The manifest has served its purpose; it is not part of the site.
rmSync(manifestDir, { recursive: true, force: true });

const written: string[] = [];
// The seed's pages, on the deploy settings' domain (build-origin.ts): the publish after every deploy
// (and the local stack's start) renders them again from the table, on the stack's own address.
for (const [key, file] of await entry.renderSite(seedContent, kit, { siteUrl: buildOrigin() })) {
  const target = join(distDir, key);
  if (!target.startsWith(distDir + sep)) throw new Error(`prerender: ${key} would be written outside frontend/dist`);
  // A generated cover `npm run art` wrote too must be the very same drawing (its renditions are of it).
  if (key.startsWith('covers/') && existsSync(target)) {
    if (readFileSync(target, 'utf8') !== file.body)
      throw new Error(`prerender: ${key} differs from frontend/public's: run \`npm run art\``);
    continue;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.body);
  written.push(relative(frontendDir, target));
}

console.log(
  `prerender: ${written.length} files in ${Math.round(performance.now() - started)} ms (${written.join(', ')})`,
);
