/**
 * Each Lambda's bundle against a bundle of the AWS SDK as that function imports it (issue 14 item
 * 5; per function since issue 26: the API's functions each serve many routes, infra/functions.ts),
 * built as the stack builds them (`esbuildOptions`, infra/constructs/lambda.ts, split): a size
 * budget on what a cold start reads, not a timing. zod is imported as a namespace (`import * as z`), which esbuild tree-shakes: the
 * `{ z }` export put all of zod (450 KB minified) in every function. `npm run bench` reports the
 * sizes with each function's module-init time.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composition, sdkImportsOf } from '../../bench/functions';
import { routeList } from '../../functions/contract/routes';
import { bundleBytes } from '../../infra/build-functions';
import { esbuildOptions, REPO_ROOT } from '../../infra/constructs/lambda';
import { areaModuleOf, bundleEntries, routesOf, writeEntry, type BundledFunctionName } from '../../infra/functions';

/**
 * What a cold start reads, over its SDK baseline (issue 26: at most 1.3×). The bundles are split
 * (`esbuildOptions`): a route's area module is read on its first request, so the reader's React and
 * Markdown renderer, and the admin's CSV, zip and EPUB code, are not read at a cold start.
 */
const COLD_START_BUDGET = 1.3;
/** zod's bytes in any one function: what the routes' schemas use, never the whole library. */
const ZOD_MAX_BYTES = 150_000;

const dir = mkdtempSync(path.join(tmpdir(), 'function-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entries = Object.entries(bundleEntries()).map(([name, entry]) => ({ name: name as BundledFunctionName, entry }));
const baselines = new Map<string, Promise<number>>();

async function sizes(name: string, entry: string) {
  const { metafile } = await build({
    ...esbuildOptions(entry, path.join(dir, name)),
    absWorkingDir: REPO_ROOT,
    metafile: true,
    logLevel: 'error',
  });
  const { source } = sdkImportsOf(metafile);
  if (!baselines.has(source)) {
    // Split the same way: the SDK's own lazy imports are not read at a cold start either.
    const { entryPoints: _entry, ...options } = esbuildOptions('', path.join(dir, `sdk-${baselines.size}`));
    baselines.set(
      source,
      build({
        ...options,
        absWorkingDir: REPO_ROOT,
        stdin: { contents: source, resolveDir: REPO_ROOT, sourcefile: 'sdk.js', loader: 'js' },
        metafile: true,
        logLevel: 'error',
      }).then((sdk) => bundleBytes(sdk.metafile).coldStart),
    );
  }
  const zod = composition(metafile).find(([part]) => part === 'zod')?.[1] ?? 0;
  const { coldStart, coldStartFiles } = bundleBytes(metafile);
  return {
    bytes: coldStart,
    sdk: await baselines.get(source)!,
    zod,
    inputs: Object.keys(metafile.inputs),
    /** The modules in what a cold start reads. */
    coldStartInputs: new Set(coldStartFiles.flatMap((file) => Object.keys(metafile.outputs[file]!.inputs))),
    /** The modules a route's first request reads: its area module's chunk and what that imports statically. */
    firstRequestInputs: (areaModule: string) => {
      const [chunk] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === areaModule)!;
      const read = new Set<string>();
      const visit = (file: string) => {
        if (read.has(file)) return;
        read.add(file);
        for (const { path: imported, kind } of metafile.outputs[file]!.imports)
          if (kind === 'import-statement' && metafile.outputs[imported]) visit(imported);
      };
      visit(chunk);
      return new Set([...read].flatMap((file) => Object.keys(metafile.outputs[file]!.inputs)));
    },
  };
}

describe('each function bundles only what its routes need', () => {
  it.each(entries)(
    '$name: a cold start reads at most 1.3× its SDK alone',
    async ({ name, entry }) => {
      const { bytes, sdk, zod } = await sizes(name, entry);
      expect(bytes / sdk, `${name}: ${bytes} bytes read at a cold start, its SDK alone ${sdk}`).toBeLessThanOrEqual(
        COLD_START_BUDGET,
      );
      expect(zod, `${name}: zod's bytes`).toBeLessThanOrEqual(ZOD_MAX_BYTES);
    },
    120_000,
  );

  it("keeps every admin handler out of the reader's bundle, and every route of the table in its function's", async () => {
    const handlerFile = areaModuleOf;
    const reader = new Set((await sizes('reader', writeEntry('reader'))).inputs);
    const admin = new Set((await sizes('admin', writeEntry('admin'))).inputs);
    for (const route of routesOf('admin')) expect(reader.has(handlerFile(route)), route.name).toBe(false);
    for (const route of routesOf('reader')) expect(reader.has(handlerFile(route)), route.name).toBe(true);
    for (const route of routesOf('admin')) expect(admin.has(handlerFile(route)), route.name).toBe(true);
    // No admin route takes a form, so no page is the admin's to render: its areas are given no formPages.
    expect([...admin].some((file) => file.includes('node_modules/react-dom/'))).toBe(false);
    expect(routesOf('reader').length + routesOf('admin').length).toBe(routeList.length);
  }, 120_000);

  it("reads no route's handler at a cold start: each area's module is a chunk of its own, read on its first request", async () => {
    const handlerFile = areaModuleOf;
    for (const name of ['reader', 'admin'] as const) {
      const { coldStartInputs, inputs, firstRequestInputs } = await sizes(name, writeEntry(name));
      for (const route of routesOf(name)) {
        expect(inputs, route.name).toContain(handlerFile(route));
        expect(coldStartInputs.has(handlerFile(route)), `${name}: ${route.name}`).toBe(false);
      }
      // The pages' React renderer is in the reader's bundle, read by the pages' routes alone: an
      // area's module loads its pages by import() (lazyPages), so its JSON routes never read React.
      if (name === 'reader') {
        const react = (files: Iterable<string>) => [...files].some((file) => file.includes('node_modules/react-dom/'));
        expect(react(inputs)).toBe(true);
        expect(react(coldStartInputs)).toBe(false);
        for (const area of new Set(routesOf(name).map(handlerFile)))
          expect(react(firstRequestInputs(area)), `${area}'s first request reads React`).toBe(false);
      }
    }
  }, 120_000);
});
