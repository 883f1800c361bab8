/**
 * Each Lambda's bundle against a bundle of the AWS SDK as that function imports it (issue 14 item
 * 5; per function since issue 26: the API's functions each serve many routes, infra/functions.ts),
 * built as the stack builds them (`esbuildOptions`, infra/constructs/lambda.ts): a size budget,
 * not a timing. zod is imported as a namespace (`import * as z`), which esbuild tree-shakes: the
 * `{ z }` export put all of zod (450 KB minified) in every function. `npm run bench` reports the
 * sizes with each function's module-init time.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composition, sdkImportsOf } from '../../bench/functions';
import { routeList } from '../../functions/contract/routes';
import { esbuildOptions, REPO_ROOT } from '../../infra/constructs/lambda';
import { bundleEntries, routesOf, writeEntry, type BundledFunctionName } from '../../infra/functions';

/**
 * Size over the SDK baseline. The reader's function carries the pages (the Markdown renderer, its
 * sanitizer and React's server renderer for the blog list), the admin's the CSV, zip and EPUB code.
 */
const BUDGET: Record<BundledFunctionName, number> = {
  reader: 3.0,
  admin: 2.2,
  bulkEmailWorker: 1.35,
  sesEvents: 1.35,
  campaignScheduler: 1.35,
};
/** zod's bytes in any one function: what the routes' schemas use, never the whole library. */
const ZOD_MAX_BYTES = 150_000;

const dir = mkdtempSync(path.join(tmpdir(), 'function-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entries = Object.entries(bundleEntries()).map(([name, entry]) => ({ name: name as BundledFunctionName, entry }));
const baselines = new Map<string, Promise<number>>();

async function sizes(name: string, entry: string) {
  const outfile = path.join(dir, name, 'index.mjs');
  const { metafile } = await build({
    ...esbuildOptions(entry, outfile),
    absWorkingDir: REPO_ROOT,
    metafile: true,
    logLevel: 'error',
  });
  const { source } = sdkImportsOf(metafile);
  if (!baselines.has(source)) {
    const baseFile = path.join(dir, `sdk-${baselines.size}`, 'index.mjs');
    const { entryPoints: _entry, ...options } = esbuildOptions('', baseFile);
    baselines.set(
      source,
      build({
        ...options,
        absWorkingDir: REPO_ROOT,
        stdin: { contents: source, resolveDir: REPO_ROOT, sourcefile: 'sdk.js', loader: 'js' },
        logLevel: 'error',
      }).then(() => statSync(baseFile).size),
    );
  }
  const zod = composition(metafile).find(([part]) => part === 'zod')?.[1] ?? 0;
  return {
    bytes: statSync(outfile).size,
    sdk: await baselines.get(source)!,
    zod,
    inputs: Object.keys(metafile.inputs),
  };
}

describe('each function bundles only what its routes need', () => {
  it.each(entries)(
    '$name stays within its size budget over its SDK',
    async ({ name, entry }) => {
      const { bytes, sdk, zod } = await sizes(name, entry);
      expect(bytes / sdk, `${name}: ${bytes} bytes, its SDK alone ${sdk}`).toBeLessThanOrEqual(BUDGET[name]);
      expect(zod, `${name}: zod's bytes`).toBeLessThanOrEqual(ZOD_MAX_BYTES);
    },
    120_000,
  );

  it("keeps every admin handler out of the reader's bundle, and every route of the table in its function's", async () => {
    const handlerFile = (route: { handler: string }) => `functions/http/${route.handler}.ts`;
    const reader = new Set((await sizes('reader', writeEntry('reader'))).inputs);
    const admin = new Set((await sizes('admin', writeEntry('admin'))).inputs);
    for (const route of routesOf('admin')) expect(reader.has(handlerFile(route)), route.name).toBe(false);
    for (const route of routesOf('reader')) expect(reader.has(handlerFile(route)), route.name).toBe(true);
    for (const route of routesOf('admin')) expect(admin.has(handlerFile(route)), route.name).toBe(true);
    expect(routesOf('reader').length + routesOf('admin').length).toBe(routeList.length);
  }, 120_000);
});
