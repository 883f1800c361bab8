/**
 * The functions' bundles, built locally exactly as `cdk synth` builds them (`esbuildOptions` of
 * infra/constructs/lambda.ts, the options NodejsFunction gets): `.build/functions/<function>/index.mjs`.
 * The local server and the integration tests run these, so what runs locally is what Lambda runs
 * and a bundling mistake fails here first. `npm run build` builds them; `npm start` rebuilds on change.
 */
import path from 'node:path';
import { build, context, type BuildContext, type Metafile } from 'esbuild';
import { esbuildOptions, REPO_ROOT } from './constructs/lambda';
import { bundleEntries, bundlePath, type BundledFunctionName } from './functions';

const optionsOf = (name: BundledFunctionName, entry: string) => ({
  ...esbuildOptions(entry, bundlePath(name)),
  absWorkingDir: REPO_ROOT,
  metafile: true,
  logLevel: 'error' as const,
});

/** Builds every function's bundle once; resolves with each one's metafile. */
export async function buildFunctions(): Promise<Record<BundledFunctionName, Metafile>> {
  const entries = Object.entries(bundleEntries()) as [BundledFunctionName, string][];
  const built = await Promise.all(
    entries.map(async ([name, entry]) => [name, (await build(optionsOf(name, entry))).metafile] as const),
  );
  return Object.fromEntries(built) as Record<BundledFunctionName, Metafile>;
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
  const sizes = Object.entries(metafiles).map(
    ([name, meta]) =>
      `${name} ${Math.round((Object.values(meta.outputs).find((o) => o.entryPoint)?.bytes ?? 0) / 1024)} KiB`,
  );
  console.log(
    `Built ${sizes.length} function bundles in ${((Date.now() - started) / 1000).toFixed(1)} s (.build/functions): ${sizes.join(', ')}`,
  );
}
