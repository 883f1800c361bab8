/**
 * The functions' bundles, built locally exactly as `cdk synth` builds them (`esbuildOptions` of
 * infra/constructs/lambda.ts, the options `siteFunction` builds with): `.build/functions/<function>/index.mjs`
 * and its chunks.
 * The local server and the integration tests run these, so what runs locally is what Lambda runs
 * and a bundling mistake fails here first. `npm run build` builds them; `npm start` rebuilds on change.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, context, type BuildContext, type Metafile } from 'esbuild';
import { esbuildOptions, REPO_ROOT } from './constructs/lambda';
import { apiFunctionNames, BACKGROUND_ENTRIES, bundleEntries, bundlePath, type BundledFunctionName } from './functions';

const optionsOf = (name: BundledFunctionName, entry: string) => ({
  ...esbuildOptions(entry, path.dirname(bundlePath(name))),
  absWorkingDir: REPO_ROOT,
  metafile: true,
  logLevel: 'error' as const,
});

/**
 * A split bundle's bytes (esbuild's metafile): `coldStart`, what a cold start reads (the entry and
 * the chunks it imports statically, transitively), and `all`, every chunk a route may load later.
 * Files are as the metafile names them: relative to the build's working directory.
 */
export function bundleBytes(metafile: Metafile): { coldStart: number; all: number; coldStartFiles: string[] } {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
  const byFile = new Map(outputs);
  const read = new Set<string>();
  const visit = (file: string) => {
    if (read.has(file)) return;
    read.add(file);
    for (const imported of byFile.get(file)!.imports)
      if (imported.kind === 'import-statement' && byFile.has(imported.path)) visit(imported.path);
  };
  // esbuild marks each `import()` target an entry point too; the function's own is `index.mjs`.
  for (const [file] of outputs) if (file === 'index.mjs' || file.endsWith('/index.mjs')) visit(file);
  const sum = (files: Iterable<string>) => [...files].reduce((n, file) => n + byFile.get(file)!.bytes, 0);
  return { coldStart: sum(read), all: sum(byFile.keys()), coldStartFiles: [...read] };
}

/** Builds every function's bundle once (stale chunks of earlier builds removed); resolves with each one's metafile. */
export async function buildFunctions(): Promise<Record<BundledFunctionName, Metafile>> {
  const entries = Object.entries(bundleEntries()) as [BundledFunctionName, string][];
  for (const [name] of entries) rmSync(path.dirname(bundlePath(name)), { recursive: true, force: true });
  const built = await Promise.all(
    entries.map(async ([name, entry]) => [name, (await build(optionsOf(name, entry))).metafile] as const),
  );
  return Object.fromEntries(built) as Record<BundledFunctionName, Metafile>;
}

/**
 * Refuses to go on without every bundle built (`npm run build`), for a stack that serves them as
 * they are: the browser tests' stacks, which need neither a build of their own nor esbuild's
 * watch (it polls the bundles' files, about a fifth of a core per stack while the tests run).
 */
export function assertFunctionsBuilt(): void {
  const names = [...apiFunctionNames, ...Object.keys(BACKGROUND_ENTRIES)] as BundledFunctionName[];
  const missing = names.filter((name) => !existsSync(bundlePath(name)));
  if (missing.length)
    throw new Error(
      `The function bundles ${missing.join(', ')} are not built (${path.relative(REPO_ROOT, bundlePath(missing[0]!))}): run \`npm run build\` first.`,
    );
}

/**
 * Builds every bundle and rebuilds each one when a file it holds changes (esbuild's watch), for
 * `npm start`; `onRebuild` hears of each finished build. Stop with the returned function.
 */
export async function watchFunctions(
  onRebuild: (name: BundledFunctionName, errors: number) => void = () => {},
): Promise<() => Promise<void>> {
  const contexts: BuildContext[] = [];
  for (const [name, entry] of Object.entries(bundleEntries()) as [BundledFunctionName, string][]) {
    const report = {
      name: 'report',
      // esbuild refuses an onEnd callback that returns anything but nothing or a promise.
      setup: (b: { onEnd: (f: (r: { errors: unknown[] }) => void) => void }) =>
        b.onEnd((r) => {
          onRebuild(name, r.errors.length);
        }),
    };
    const ctx = await context({ ...optionsOf(name, entry), logLevel: 'warning', plugins: [report] });
    await ctx.rebuild();
    await ctx.watch();
    contexts.push(ctx);
  }
  return async () => {
    await Promise.all(contexts.map((ctx) => ctx.dispose()));
  };
}

// `tsx infra/build-functions.ts`: the build step of `npm run build`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'infra/build-functions.ts')) {
  const started = Date.now();
  const metafiles = await buildFunctions();
  const sizes = Object.entries(metafiles).map(([name, meta]) => {
    const { coldStart, all } = bundleBytes(meta);
    return `${name} ${Math.round(coldStart / 1024)} of ${Math.round(all / 1024)} KiB`;
  });
  console.log(
    `Built ${sizes.length} function bundles in ${((Date.now() - started) / 1000).toFixed(1)} s (.build/functions; read at a cold start of all): ${sizes.join(', ')}`,
  );
}
