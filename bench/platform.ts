import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { transformSync } from 'esbuild';
import { PUBLIC_ROUTES } from '../content/page-table';
import {
  gzipBytes,
  kib,
  ratio,
  readerScripts,
  seconds,
  startProcess,
  stopProcess,
  waitUntilAnswers,
  type Section,
} from './lib';

const require = createRequire(import.meta.url);
const PORT = 3700;
const origin = `http://127.0.0.1:${PORT}`;

/** Any path no page claims: the 404 page's JS. */
const NOT_FOUND_SAMPLE = '/no-such-page';
const brotliBytes = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Markers that appear only in Amplify's auth code. */
export const AMPLIFY_MARKERS = ['USER_PASSWORD_AUTH', 'CognitoIdentityServiceProvider', 'aws-amplify'];

export async function platform({ withTests }: { withTests: boolean }): Promise<Section> {
  // Baseline: a bare Node process answering HTTP, started the same way.
  const bare = startProcess(process.execPath, [
    '-e',
    `require('http').createServer((q,s)=>s.end('ok')).listen(${PORT},'127.0.0.1')`,
  ]);
  const bareMs = await waitUntilAnswers(origin);
  await stopProcess(bare);

  const env = { PORT: String(PORT), DATA_DIR: '.data/bench' };
  const cold = startProcess('npx', ['tsx', 'infra/local/start.ts', '--reset'], env);
  const coldMs = await waitUntilAnswers(`${origin}/short-stories`);
  await stopProcess(cold);
  const warm = startProcess('npx', ['tsx', 'infra/local/start.ts', '--no-build'], env);
  const warmMs = await waitUntilAnswers(`${origin}/short-stories`);

  const scripts = await readerScripts(origin, '/');
  const readerGzip = [...scripts.values()].reduce((n, code) => n + gzipBytes(code), 0);
  const amplifyFound = [...scripts.values()].some((code) => AMPLIFY_MARKERS.some((m) => code.includes(m)));
  // Every public route (and the 404 page): what its HTML makes the reader download (issue 14 item 1).
  const perRoute = [];
  for (const path of [...PUBLIC_ROUTES, NOT_FOUND_SAMPLE]) {
    const codes = [...(await readerScripts(origin, path)).values()];
    perRoute.push({
      path,
      gzip: codes.reduce((n, code) => n + gzipBytes(code), 0),
      brotli: codes.reduce((n, code) => n + brotliBytes(code), 0),
    });
  }
  await stopProcess(warm);
  const reactDomDir = dirname(require.resolve('react-dom/package.json'));
  // Minified as the reader's bundle is (the published file keeps its whitespace and comments).
  const reactDomGzip = gzipBytes(
    Buffer.from(
      transformSync(readFileSync(join(reactDomDir, 'cjs/react-dom-client.production.js'), 'utf8'), { minify: true })
        .code,
    ),
  );

  const figures = [
    {
      name: '`npm start` to the site answering (with frontend build, fresh data)',
      value: seconds(coldMs),
      baseline: `bare Node HTTP server ${seconds(bareMs)}`,
      ratio: ratio(coldMs, bareMs),
      command: 'npm start -- --reset',
    },
    {
      name: '`npm start` to the site answering (built, existing data)',
      value: seconds(warmMs),
      baseline: `bare Node HTTP server ${seconds(bareMs)}`,
      ratio: ratio(warmMs, bareMs),
      command: 'npm start -- --no-build',
    },
    {
      name: 'gzip size of the JS a reader downloads on `/`',
      value: kib(readerGzip),
      baseline: `react-dom client alone, minified ${kib(reactDomGzip)}`,
      ratio: ratio(readerGzip, reactDomGzip),
      command: 'npm run bench (bench/platform.ts)',
    },
    ...perRoute.map(({ path, gzip, brotli }) => ({
      name: `reader JS on \`${path}\` (gzip / brotli)`,
      value: `${kib(gzip)} / ${kib(brotli)}`,
      baseline: `react-dom client alone, minified ${kib(reactDomGzip)} (gzip)`,
      ratio: ratio(gzip, reactDomGzip),
      command: 'npm run bench -- --only platform (bench/platform.ts); budget: test/unit/reader-bundle.test.ts',
    })),
    {
      name: 'Amplify code in the reader JS for `/`',
      value: amplifyFound
        ? 'FOUND (regression)'
        : `none (${scripts.size} scripts checked for ${AMPLIFY_MARKERS.join(', ')})`,
      command: 'npm run bench (bench/platform.ts)',
    },
  ];
  const lastRun = '.test-reports/summary.json';
  if (!withTests && existsSync(lastRun)) {
    const summary = JSON.parse(readFileSync(lastRun, 'utf8')) as {
      passed: number;
      failed: number;
      seconds: number;
      finishedAt: string;
    };
    figures.push({
      name: `\`npm test\` wall time, last run (${summary.passed} passed, ${summary.failed} failed, finished ${summary.finishedAt})`,
      value: seconds(summary.seconds * 1000),
      command: 'npm test',
    });
  }
  if (withTests) {
    const started = performance.now();
    const result = spawnSync('npm', ['test'], { stdio: 'ignore' });
    const testMs = performance.now() - started;
    figures.push({
      name: `\`npm test\` wall time (${result.status === 0 ? 'passed' : 'FAILED'})`,
      value: seconds(testMs),
      baseline: `bare Node HTTP server start ${seconds(bareMs)}`,
      ratio: ratio(testMs, bareMs),
      command: 'npm test',
    });
  }
  return { title: 'Platform (issue 2)', figures };
}
