import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';

type Contract = typeof import('../functions/contract/routes');

const root = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const ROUTES_MODULE = fileURLToPath(new URL('../functions/contract/routes.ts', import.meta.url));
const ROUTE_TABLE = 'virtual:route-table';
const RESOLVED_ROUTE_TABLE = `\0${ROUTE_TABLE}`;

/**
 * Serves `virtual:route-table`: each API route's method, path and access, read from the contract
 * (functions/contract/routes.ts) when the bundle is built. The browser needs only these three;
 * importing the contract itself would ship its zod schemas (about 23 kB gzipped) to every reader.
 */
function routeTable(): Plugin {
  return {
    name: 'route-table',
    resolveId: (id) => (id === ROUTE_TABLE ? RESOLVED_ROUTE_TABLE : undefined),
    async load(id) {
      if (id !== RESOLVED_ROUTE_TABLE) return undefined;
      const { module, dependencies } = await runnerImport<Contract>(ROUTES_MODULE, {
        configFile: false,
        root: repoRoot,
        resolve: { tsconfigPaths: true },
        logLevel: 'error',
      });
      for (const file of dependencies) this.addWatchFile(file);
      const table = Object.fromEntries(
        Object.entries(module.routes).map(([name, r]) => [name, { method: r.method, path: r.path, access: r.access }]),
      );
      return `export const routeTable = ${JSON.stringify(table)};`;
    },
  };
}

/**
 * The app's own modules that start.tsx imports statically, followed through relative and aliased imports
 * (not `import()`, not `import type`): the shell every page runs. Bundled as one chunk: split
 * into the dozen small files each sharing would make, the same code was about 3 kB more gzipped
 * (each file compressed alone, plus the imports between them).
 */
/** The path aliases, as tsconfig.json's `paths` declares them for every tool: `@contract/` → functions/contract/. */
const PATH_ALIASES = Object.entries(
  (
    JSON.parse(readFileSync(resolve(repoRoot, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    }
  ).compilerOptions.paths,
).map(([alias, [target]]) => [alias.replace(/\*$/, ''), resolve(repoRoot, target!.replace(/\*$/, ''))] as const);

function appShellModules(entry: string): Set<string> {
  const found = new Set<string>();
  const STATIC_IMPORT =
    /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+|@[\w-]+\/[^'"]+)['"]/gm;
  const pathOf = (file: string, specifier: string) => {
    if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
    const alias = PATH_ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    // A package (@tanstack/…): not the app's own module.
    return alias ? resolve(alias[1], specifier.slice(alias[0].length)) : undefined;
  };
  const resolveFile = (base: string) =>
    [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (file) => /\.tsx?$/.test(file) && existsSync(file),
    );
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const path = pathOf(file, specifier!);
      const target = path && resolveFile(path);
      if (target) visit(target);
    }
  };
  visit(entry);
  // start.tsx itself stays out: it awaits the page's chunk, which imports the app chunk, and a
  // module with top-level await inside the chunk it waits on would wait for itself.
  found.delete(entry);
  return found;
}
const appShell = appShellModules(fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)));
/**
 * What a reader page runs after its first paint without React (issue 28): the islands' boot and
 * what it imports, in a chunk of their own, not in the app's, which would bring the whole app
 * (and React) to a page that never starts it.
 */
const bootModules = appShellModules(fileURLToPath(new URL('./src/islands/boot.ts', import.meta.url)));
/** And what the islands' React runtime imports (islands/start.tsx), which needs no router. */
const islandModules = appShellModules(fileURLToPath(new URL('./src/islands/start.tsx', import.meta.url)));

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [routeTable(), react(), tailwindcss()],
  // The path aliases of tsconfig.json (@contract/, @content/, @emails/, @frontend/).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Read by the prerender (each page's chunks, to preload) and then removed from dist.
    manifest: true,
    // No preloading code in the bundle: the prerender lists each page's chunks (the app and the
    // framework among them) in the page-modules template, which main.tsx puts in <head> when it
    // starts the app, so they arrive in parallel. Vite's own helper and its per-import dependency
    // lists cost about 1.5 kB gzip on every page; without them a chunk's own imports load after it
    // (one round trip more when the author first opens an admin screen).
    modulePreload: false,
    rolldownOptions: {
      // A feature's entry point (features/<name>/index.ts) only re-exports: with no side effects of its
      // own, each route's chunk takes just the modules it uses, as when it imported them directly.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      // The page's one script (index.html's main.tsx), and the app it starts after the first paint:
      // an entry of its own, which main.tsx finds in the page (the prerender lists it), so the
      // first script imports nothing, not even Vite's import helper.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        start: fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)),
        // A reader page's islands (issue 28), which main.tsx imports instead of the app.
        boot: fileURLToPath(new URL('./src/islands/boot.ts', import.meta.url)),
      },
      output: {
        // The framework every page runs, in one file rather than a dozen: fewer requests before
        // the page is interactive (HTTP/1.1 locally, and fewer round trips on any protocol).
        codeSplitting: {
          groups: [
            // React and the query cache, what a reader page's islands need; the router beside them.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
            { name: 'framework', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'boot', test: (id: string) => bootModules.has(id) },
            { name: 'islands', test: (id: string) => islandModules.has(id) && !bootModules.has(id) },
            { name: 'app', test: (id: string) => appShell.has(id) },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // `npm start` (the local stack, port 3000) answers the API and /config.json during `vite dev`.
    proxy: Object.fromEntries(
      ['/api', '/config.json'].map((path) => [path, process.env.LOCAL_STACK_ORIGIN ?? 'http://127.0.0.1:3000']),
    ),
  },
  preview: { host: '127.0.0.1' },
});
