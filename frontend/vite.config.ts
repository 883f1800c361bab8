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

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [routeTable(), react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Read by the prerender (each page's chunks, to preload) and then removed from dist.
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework every page runs, in one file rather than a dozen: fewer requests before
        // the page is interactive (HTTP/1.1 locally, and fewer round trips on any protocol).
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack)[\\/]/ }] },
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
