/**
 * Each Lambda's bundle, built exactly as the stack builds it (`esbuildOptions` of
 * infra/constructs/lambda.ts: ESM, minified, the AWS SDK bundled in), and its module-init time: the
 * median of several imports, each in a new Node process, as a cold start loads it. The baseline of
 * each function is a bundle of the AWS SDK alone as that function imports it (the same bindings of
 * the same packages, static or lazy), built and imported the same way in the same run, so the ratio
 * is what the function's own code (handler, domain, zod, middy, marked...) adds to the SDK's cost.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { routes, type RouteName } from '../functions/contract/routes';
import { bundleEntries, functionOf } from '../infra/functions';
import { esbuildOptions, REPO_ROOT } from '../infra/constructs/lambda';
import { bundleBytes } from '../infra/build-functions';
import { gzipBytes, kib, median, ratio, type Section } from './lib';

const run = promisify(execFile);
/** Under node_modules, so a bundle that leaves the SDK external finds it there. */
const EXTERNAL_DIR = path.join(REPO_ROOT, 'node_modules/.cache/author-site-bench-functions');
/** Imports per bundle; the median is kept. */
const IMPORTS = 7;

/** Every function the stack bundles: the API's (infra/functions.ts, entries generated from the route table) and the background ones. */
const ENTRIES = Object.entries(bundleEntries()).map(([name, entry]) => ({
  name,
  entry: path.relative(REPO_ROOT, entry),
}));

/** A reader's visit: sign up, open the confirm page, confirm, open the download page, download. */
const READER_VISIT: RouteName[] = [
  'mailingListSignup',
  'mailingListConfirmPage',
  'mailingListConfirm',
  'downloadPage',
  'download',
];

/**
 * What a function's module reads at import in Lambda: the shared environment with stand-in values,
 * a region and credentials, and nothing that points at a local emulator. The process gets only
 * these (and PATH), so no endpoint of this machine leaks in.
 */
const LAMBDA_ENV = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_EC2_METADATA_DISABLED: 'true',
  TABLE_NAME: 'bench-table',
  EBOOK_BUCKET: 'bench-ebooks',
  SITE_BUCKET: 'bench-site',
  MAIL_FROM: 'hello@example.com',
  SES_CONFIGURATION_SET: 'bench',
  DOUBLE_OPT_IN: 'true',
  ANALYTICS_RETENTION_DAYS: '396',
  SES_MAX_SEND_RATE: '14',
  BULK_EMAIL_WORKER_FUNCTION: 'bench-worker',
  MAILERLITE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:bench',
  ORIGIN_SECRET: 'bench',
};

/**
 * One import in a fresh process with the stack's NODE_OPTIONS (--enable-source-maps). Sockets and
 * DNS throw before the clock starts, so a module that reached for the network at import fails
 * the bench instead of timing a request.
 */
async function importMs(file: string): Promise<number> {
  const code = [
    "import net from 'node:net'; import dns from 'node:dns';",
    "const refuse = () => { throw new Error('network use during module init'); };",
    'net.Socket.prototype.connect = refuse; dns.lookup = refuse;',
    'const t = performance.now();',
    `await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'process.stdout.write(String(performance.now() - t));',
  ].join('\n');
  const { stdout } = await run(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', code], {
    env: LAMBDA_ENV,
  });
  return Number(stdout);
}

interface Bundle {
  file: string;
  /** What a cold start reads (`bundleBytes`), and its gzip. */
  bytes: number;
  gzip: number;
  /** Every chunk, including those only a route's first request reads. */
  allBytes: number;
  initMs: number[];
}

async function bundle(options: BuildOptions & { outdir: string }): Promise<Bundle & { metafile: Metafile }> {
  mkdirSync(options.outdir, { recursive: true });
  const result = await build({ ...options, absWorkingDir: REPO_ROOT, metafile: true, logLevel: 'error' });
  const { coldStart, all, coldStartFiles } = bundleBytes(result.metafile);
  return {
    file: path.join(options.outdir, 'index.mjs'),
    bytes: coldStart,
    gzip: gzipBytes(Buffer.concat(coldStartFiles.map((file) => readFileSync(path.join(REPO_ROOT, file))))),
    allBytes: all,
    initMs: [],
    metafile: result.metafile,
  };
}

/**
 * The SDK as a function imports it: each value binding its own modules import from `@aws-sdk/*`,
 * statically, or through `await import(...)` where the code loads a client lazily. Read from the
 * sources esbuild put in the bundle; an import form this does not know stops the bench.
 */
export function sdkImportsOf(metafile: Metafile): { source: string; summary: string } {
  const statics = new Map<string, Set<string>>();
  const lazies = new Set<string>();
  const add = (to: Map<string, Set<string>>, pkg: string, names: string) => {
    const set = to.get(pkg) ?? to.set(pkg, new Set()).get(pkg)!;
    for (const spec of names
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type ')))
      set.add(spec.split(/\s+as\s+|\s*:\s*/)[0]!);
  };
  // Every module esbuild read, even one tree-shaken to nothing: the SDK modules it imports keep
  // their side-effect code in the bundle all the same.
  for (const input of Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules/'))) {
    const source = readFileSync(path.join(REPO_ROOT, input), 'utf8');
    let known = 0;
    for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@aws-sdk\/[^'"]+)['"]/g)) {
      known++;
      if (!m[1]) add(statics, m[3]!, m[2]!);
    }
    // A dynamic import keeps the whole package in the bundle (a namespace cannot be tree-shaken).
    for (const m of source.matchAll(/import\(\s*['"](@aws-sdk\/[^'"]+)['"]\s*\)/g)) {
      known++;
      lazies.add(m[1]!);
    }
    const all = source.match(/['"]@aws-sdk\/[^'"]+['"]/g)?.length ?? 0;
    if (all !== known)
      throw new Error(
        `${input}: an @aws-sdk import of a form bench/functions.ts does not read; add it to sdkImportsOf`,
      );
  }
  const sorted = (map: Map<string, Set<string>>) =>
    [...map]
      .filter(([, names]) => names.size)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pkg, names]) => [pkg, [...names].sort()] as const);
  const lines = sorted(statics).map(([pkg, names]) => `export { ${names.join(', ')} } from '${pkg}';`);
  const lazy = [...lazies].sort();
  lazy.forEach((pkg, i) => lines.push(`export const lazy${i} = () => import('${pkg}');`));
  const short = ([pkg, names]: readonly [string, string[]]) => `${pkg.replace('@aws-sdk/', '')} (${names.join(', ')})`;
  const summary = [
    sorted(statics).map(short).join('; '),
    lazy.length ? `lazily: ${lazy.map((pkg) => pkg.replace('@aws-sdk/', '')).join(', ')}` : '',
  ];
  return { source: lines.join('\n'), summary: summary.filter(Boolean).join('; ') };
}

/** What a bundle is made of: bytes in the output by package (`@smithy/*` and `@aws-sdk/*` as two), and the app's own code. */
export function composition(metafile: Metafile): [string, number][] {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
  const parts = new Map<string, number>();
  for (const [file, { bytesInOutput }] of outputs.flatMap(([, output]) => Object.entries(output.inputs))) {
    const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    const part = !pkg
      ? 'this repository'
      : pkg.startsWith('@smithy/')
        ? '@smithy/*'
        : pkg.startsWith('@aws-sdk/')
          ? '@aws-sdk/*'
          : pkg;
    parts.set(part, (parts.get(part) ?? 0) + bytesInOutput);
  }
  return [...parts].sort(([, a], [, b]) => b - a);
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
const describe = (b: Bundle) =>
  `init ${ms(median(b.initMs))}, ${kib(b.bytes)} read at a cold start (gzip ${kib(b.gzip)}) of ${kib(b.allBytes)}`;
const ratios = (b: Bundle, base: Bundle) =>
  `init ${ratio(median(b.initMs), median(base.initMs))}, size ${ratio(b.bytes, base.bytes)}`;

export async function functionBundles(): Promise<Section> {
  const dir = mkdtempSync(path.join(tmpdir(), 'author-site-functions-'));
  try {
    const functions: (Bundle & { metafile: Metafile; name: string; entry: string; baseline: string })[] = [];
    const baselines = new Map<string, Bundle & { label: string; summary: string }>();
    for (const { name, entry } of ENTRIES) {
      const built = await bundle(esbuildOptions(path.join(REPO_ROOT, entry), path.join(dir, name)));
      const { source: sdk, summary } = sdkImportsOf(built.metafile);
      if (sdk && !baselines.has(sdk)) {
        const label = String.fromCharCode(65 + baselines.size);
        // The same options; the entry is the generated file, resolved from the repository's node_modules.
        const { entryPoints: _entry, ...options } = esbuildOptions('', path.join(dir, `baseline-${label}`));
        const base = await bundle({
          ...options,
          stdin: { contents: sdk, resolveDir: REPO_ROOT, sourcefile: `sdk-${label}.js`, loader: 'js' },
        });
        baselines.set(sdk, { ...base, label, summary });
      }
      functions.push({ ...built, name, entry, baseline: sdk });
    }
    // Before this issue the stack left @aws-sdk/* to the Lambda runtime's own copy. The busiest
    // function built that way, its SDK imported from node_modules (so the file sits under it).
    const busiest = functions.find((f) => f.name === 'reader')!;
    const external = await bundle({
      ...esbuildOptions(path.join(REPO_ROOT, busiest.entry), EXTERNAL_DIR),
      external: ['@aws-sdk/*'],
    });
    // Rounds over every bundle, so a busy moment of the machine touches all of them alike.
    const all: Bundle[] = [...baselines.values(), ...functions, external];
    const load = loadavg()[0]!.toFixed(1);
    for (let round = 0; round < IMPORTS; round++) for (const b of all) b.initMs.push(await importMs(b.file));

    const command = 'npm run bench -- --no-test --only functions';
    const figures = functions.map((f) => {
      const base = baselines.get(f.baseline);
      const name = `\`${f.name}\` (${f.entry})`;
      // A function that imports no SDK has no baseline: an empty module is no cost to compare with.
      if (!base) return { name, value: describe(f), baseline: 'no @aws-sdk import', command };
      return {
        name,
        value: describe(f),
        baseline: `SDK ${base.label}: ${describe(base)}`,
        ratio: ratios(f, base),
        command,
      };
    });
    const mid = (pick: (b: Bundle) => number, of: Bundle[]) => median(of.map(pick));
    const medianOf = (of: Bundle[]) => ({
      file: '',
      bytes: mid((b) => b.bytes, of),
      gzip: mid((b) => b.gzip, of),
      allBytes: mid((b) => b.allBytes, of),
      initMs: [mid((b) => median(b.initMs), of)],
    });
    const withSdk = functions.filter((f) => baselines.has(f.baseline));
    const fnMedian = medianOf(withSdk);
    const baseMedian = medianOf(withSdk.map((f) => baselines.get(f.baseline)!));
    figures.unshift({
      name: `\`${busiest.name}\` with @aws-sdk/* external, as the stack bundled before issue 10 (the SDK then came from the runtime)`,
      value: `${describe(external)} + the SDK from node_modules`,
      baseline: `\`${busiest.name}\` as the stack bundles it now: ${describe(busiest)}`,
      ratio: ratios(external, busiest),
      command,
    });
    const visited = [...new Set(READER_VISIT.map((name) => functionOf(routes[name])))];
    figures.unshift({
      name: `functions a reader's visit cold-starts (${READER_VISIT.join(', ')})`,
      value: `${visited.length}: ${visited.join(', ')}`,
      baseline: `${READER_VISIT.length} before issue 26 (one function per route)`,
      command,
    });
    figures.unshift({
      name: `median over the ${withSdk.length} functions that import the SDK`,
      value: describe(fnMedian),
      baseline: `their SDK baselines: ${describe(baseMedian)}`,
      ratio: ratios(fnMedian, baseMedian),
      command,
    });

    return {
      title: 'Lambda functions: bundle size and module init (issue 10)',
      figures,
      notes: [
        `Each function is bundled with \`esbuildOptions\` of infra/constructs/lambda.ts (the stack's bundling: ESM, minified, @aws-sdk/* bundled in, no externals); split as the stack splits it (a chunk for each module only an \`import()\` reaches: a route's area module); size is what a cold start reads (index.mjs and the chunks it imports statically, without source maps), beside every chunk. Init is the median of ${IMPORTS} imports of the bundle, each in a new \`node --enable-source-maps\` process (the stack's NODE_OPTIONS) with the functions' environment, timed around the \`import()\` alone (not Node's own start, not the first request, which builds the clients). Node ${process.version} here; Lambda runs Node 22 on arm64.`,
        `What \`${busiest.name}\` is made of (minified bytes by package): ${composition(busiest.metafile)
          .slice(0, 6)
          .map(([part, bytes]) => `${part} ${kib(bytes)}`)
          .join(', ')}.`,
        `Load average when the imports started: ${load}.`,
        `The SDK baselines are the @aws-sdk bindings each function's modules import, re-exported from one file and bundled the same way (lazy \`await import()\` kept lazy):`,
        ...[...baselines.values()].map((b) => `- SDK ${b.label}: ${b.summary}`),
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(EXTERNAL_DIR, { recursive: true, force: true });
  }
}
