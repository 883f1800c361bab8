/**
 * `npm test`: every layer in order, each starting and stopping what it needs, then one summary
 * ending with the line `N passed, N failed`. Checks that are not test suites (type check, lint,
 * build, synth) count as one test each.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { FUNCTIONS_PREBUILT } from './support/stack-settings';

const REPORTS = '.test-reports';
const startedAt = Date.now();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

interface Layer {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  /** Each failed test, named, so the summary at the end of a long log says which. */
  failures?: string[];
}
const layers: Layer[] = [];

/** A check whose output is held and printed whole when it ends, so it can run beside another. */
function checkAside(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Layer & { ok: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const output: Buffer[] = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (ok: boolean, error?: Error) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n━━ ${name}: ${command} ${args.join(' ')} (${seconds.toFixed(1)} s, beside the others)`);
      process.stdout.write(Buffer.concat(output));
      if (error) console.error(`${command}: ${error.message}`);
      resolve({ name, ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
    };
    child.once('error', (error) => done(false, error));
    child.once('close', (code) => done(code === 0));
  });
}

/** A test runner's layer, its output streamed as it runs; its counts read from its JSON report. */
async function suite(
  name: string,
  command: string,
  args: string[],
  report: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the runners' JSON reports are read loosely
  count: (json: Record<string, any>) => { passed: number; failed: number; failures: string[] },
  env: Record<string, string> = {},
): Promise<Layer> {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const ok = await new Promise<boolean>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(false);
    });
    child.once('close', (code) => resolve(code === 0));
  });
  const seconds = (Date.now() - started) / 1000;
  let counts: { passed: number; failed: number; failures?: string[] } = { passed: 0, failed: 1 };
  if (existsSync(report)) counts = count(JSON.parse(readFileSync(report, 'utf8')));
  // A runner that failed without reporting a failed test (a crash, a setup error) still fails the run.
  if (!ok && counts.failed === 0) counts.failed = 1;
  return { name, ...counts, seconds };
}

const relative = (path: string) => path.replace(`${process.cwd()}/`, '');
// The runners colour their messages; the summary keeps a message's first line, plain.
const firstLine = (message = '') =>
  message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .trim()
    .split('\n')[0]!
    .slice(0, 300);

/** The parts of vitest's JSON report that name a failure. */
interface VitestFile {
  name: string;
  status: string;
  message?: string;
  assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
}
const vitestFailures = (files: VitestFile[]) =>
  files.flatMap((file) => [
    ...file.assertionResults
      .filter((test) => test.status !== 'passed')
      .map(
        (test) => `${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0] ?? test.status)}`,
      ),
    // A file that failed before its tests ran (an import or a hook) has none to name.
    ...(file.status === 'failed' && file.assertionResults.length === 0
      ? [`${relative(file.name)}: ${firstLine(file.message)}`]
      : []),
  ]);

/** The parts of Playwright's JSON report that name a failure. */
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results?: { error?: { message?: string } }[] }[];
  }[];
}
/** Every test that did not pass at its first try, with its file and line. */
const playwrightFailures = (suites: PlaywrightSuite[]): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status !== 'expected')
        .map(
          (test) =>
            `${spec.file}:${spec.line} › ${spec.title} (${test.status}): ${firstLine(test.results?.[0]?.error?.message)}`,
        ),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);

const npx = 'npx';
const staticChecks: [name: string, command: string, args: string[]][] = [
  ['type check', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', npx, ['eslint', '.', '--max-warnings=0']],
  ['format (Prettier)', npx, ['prettier', '--check', '.']],
  [
    'import cycles (dependency-cruiser)',
    npx,
    [
      'depcruise',
      'functions',
      'content',
      'frontend/src',
      'frontend/scripts',
      'infra',
      'bench',
      '--config',
      '.dependency-cruiser.cjs',
    ],
  ],
];
/** Vitest's layer, on the build's function bundles (the integration stacks serve them as they are). */
const vitestLayer = () =>
  suite(
    'unit, infrastructure and integration (vitest)',
    npx,
    ['vitest', 'run'],
    `${REPORTS}/vitest.json`,
    (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
      failures: vitestFailures(r.testResults),
    }),
    { CI_JSON: '1', [FUNCTIONS_PREBUILT]: '1' },
  );
// Side by side: none reads what another writes. The static checks only read the sources, so they
// run on beside vitest, which starts once the build is done (its integration stacks and the
// browser tests serve that build): they fill the integration tests' waits on mail and events.
const [checks, [build, vitest]] = await Promise.all([
  Promise.all(staticChecks.map(([name, command, args]) => checkAside(name, command, args))),
  checkAside('frontend build (with prerender)', 'npm', ['run', '--silent', 'build']).then(
    async (built) => [built, await vitestLayer()] as const,
  ),
]);
for (const { ok: _ok, ...layer } of [...checks, build]) layers.push(layer);
layers.push(vitest);
/**
 * The deployable template, checked in order (each step needs the synth): `cdk synth` with cdk-nag,
 * then what `cdk deploy` would publish (infra/deploy-rehearsal.ts) and cfn-lint on cdk.out (its
 * ignore list and reasons in .cfnlintrc.yaml). The committed deploy.settings.json is refused until
 * a deployer sets the mail domain, so the synth uses the tests' settings (custom domain and www:
 * the fullest template).
 */
async function templateChecks(): Promise<Layer[]> {
  const { ok: synthOk, ...synth } = await checkAside('cdk synth (offline, cdk-nag)', npx, ['cdk', 'synth', '--quiet'], {
    DEPLOY_SETTINGS: 'test/infra/fixtures/deploy.settings.json',
  });
  if (!synthOk)
    return [
      synth,
      { name: 'cfn-lint (CloudFormation linter): no template, synth failed', passed: 0, failed: 1, seconds: 0 },
    ];
  const { ok: _rehearsed, ...rehearsal } = await checkAside('deploy rehearsal (staged assets)', npx, [
    'tsx',
    'infra/deploy-rehearsal.ts',
    'cdk.out',
  ]);
  const { ok: _linted, ...lint } = await checkAside('cfn-lint (CloudFormation linter)', 'cfn-lint', []);
  return [synth, rehearsal, lint];
}

// Side by side: the browser layer waits on pages and mail for about a fifth of its time, which
// the template's checks (a synth, a Python linter) fill; neither reads what the other writes.
const [template, browser] = await Promise.all([
  templateChecks(),
  suite(
    'browser (Playwright, Chromium)',
    npx,
    ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts'],
    `${REPORTS}/e2e.json`,
    (r) => ({
      passed: r.stats.expected,
      failed: r.stats.unexpected + r.stats.flaky + r.stats.skipped,
      failures: playwrightFailures(r.suites ?? []),
    }),
  ),
]);
layers.push(...template, browser);

console.log('\n━━ Summary');
for (const layer of layers) {
  console.log(
    `${layer.failed ? '✗' : '✓'} ${layer.name.padEnd(48)} ${String(layer.passed).padStart(4)} passed ${String(layer.failed).padStart(3)} failed  ${layer.seconds.toFixed(1)} s`,
  );
  for (const failure of layer.failures ?? []) console.log(`    ✗ ${failure}`);
}
const passed = layers.reduce((n, l) => n + l.passed, 0);
const failed = layers.reduce((n, l) => n + l.failed, 0);
const seconds = (Date.now() - startedAt) / 1000;
// For `npm run bench -- --no-test`, which reports the last run's wall time instead of running it again.
writeFileSync(
  `${REPORTS}/summary.json`,
  JSON.stringify({ passed, failed, seconds, layers, finishedAt: new Date().toISOString() }, null, 2),
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
