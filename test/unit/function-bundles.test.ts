/**
 * Each Lambda's bundle against a bundle of the AWS SDK as that function imports it (issue 14 item
 * 5), built as the stack builds them (`esbuildOptions`, infra/constructs/lambda.ts): a size budget,
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

/** Size over the SDK baseline. The blog's routes carry the Markdown renderer and its sanitizer; the list page, React's server renderer. */
const BUDGET = { default: 1.35, blog: 1.8, blogListPage: 3.0 } as const;
const BLOG_HANDLERS = /^(blog|site)\//;
/** zod's bytes in any one function: what the routes' schemas use, never the whole library. */
const ZOD_MAX_BYTES = 150_000;

const dir = mkdtempSync(path.join(tmpdir(), 'function-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entries = [
  ...routeList.map((route) => ({ name: route.name, entry: `functions/http/${route.handler}.ts`, blog: BLOG_HANDLERS.test(route.handler) })),
  { name: 'bulkEmailWorker', entry: 'functions/jobs/bulk-download-emails.ts', blog: false },
  { name: 'sesEvents', entry: 'functions/events/ses-events.ts', blog: false },
];
const baselines = new Map<string, Promise<number>>();

async function sizes(name: string, entry: string) {
  const outfile = path.join(dir, name, 'index.mjs');
  const { metafile } = await build({ ...esbuildOptions(path.join(REPO_ROOT, entry), outfile), absWorkingDir: REPO_ROOT, metafile: true, logLevel: 'error' });
  const { source } = sdkImportsOf(metafile);
  if (!baselines.has(source)) {
    const baseFile = path.join(dir, `sdk-${baselines.size}`, 'index.mjs');
    const { entryPoints: _entry, ...options } = esbuildOptions('', baseFile);
    baselines.set(
      source,
      build({ ...options, absWorkingDir: REPO_ROOT, stdin: { contents: source, resolveDir: REPO_ROOT, sourcefile: 'sdk.js', loader: 'js' }, logLevel: 'error' }).then(
        () => statSync(baseFile).size,
      ),
    );
  }
  const zod = composition(metafile).find(([part]) => part === 'zod')?.[1] ?? 0;
  return { bytes: statSync(outfile).size, sdk: await baselines.get(source)!, zod };
}

describe('each function bundles only what its route needs', () => {
  it.each(entries)('$name stays within its size budget over its SDK', async ({ name, entry, blog }) => {
    const { bytes, sdk, zod } = await sizes(name, entry);
    const budget = name === 'blogListPage' ? BUDGET.blogListPage : blog ? BUDGET.blog : BUDGET.default;
    expect(bytes / sdk, `${name}: ${bytes} bytes, its SDK alone ${sdk}`).toBeLessThanOrEqual(budget);
    expect(zod, `${name}: zod's bytes`).toBeLessThanOrEqual(ZOD_MAX_BYTES);
  }, 60_000);
});
