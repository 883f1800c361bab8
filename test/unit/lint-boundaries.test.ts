import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering is held by lint (eslint.config.js): each fixture under test/fixtures/lint is a
 * deliberately wrong import, linted with the real config as if it stood in a layer, and must fail
 * with the message of the rule it breaks; two modules that import each other fail
 * dependency-cruiser's no-circular. `npm run lint` (and `npm test`) apply the same rules to the
 * whole repository.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => readFileSync(`${root}test/fixtures/lint/${name}`, 'utf8');
// The fixtures folder is left out of the repository's lint; here it is linted on purpose.
const eslint = new ESLint({ cwd: root, ignore: false });

// The first lint loads the config, its plugins and the TypeScript program: seconds on a quiet
// machine, more beside other work. Paid once before the tests, so none of them carries it.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: `${root}functions/lib/warm-up.ts` });
}, 60_000);

async function lintAs(name: string, filePath: string) {
  const [result] = await eslint.lintText(fixture(name), { filePath: `${root}${filePath}` });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/** A layer rule's message as eslint-plugin-boundaries or no-restricted-imports words it. */
const boundary = (rule: string) => new RegExp(`boundaries/dependencies: Layer rule "${rule}"`);
const restricted = (rule: string) => new RegExp(`no-restricted-imports: .*Layer rule "${rule}"`);

/** Each deliberately wrong fixture, the places it is linted as if it stood there, and the message it must fail with. */
const BROKEN: [fixture: string, places: string[], rule: RegExp][] = [
  ['core-imports-http.ts', ['functions/core/mailing-list/fixture.ts'], boundary('core knows no transport')],
  ['lib-imports-core.ts', ['functions/lib/fixture.ts'], boundary('lib is below the domain')],
  ['contract-imports-node.ts', ['functions/contract/fixture.ts'], restricted('contract is shared')],
  ['contract-imports-aws.ts', ['functions/contract/fixture.ts'], restricted('contract is shared')],
  ['feature-imports-feature.ts', ['frontend/src/features/blog/fixture.ts'], boundary('features stand alone')],
  ['feature-imports-feature-by-alias.ts', ['frontend/src/features/blog/fixture.ts'], boundary('features stand alone')],
  [
    'core-writes-expression.ts',
    ['functions/core/mailing-list/fixture.ts', 'functions/http/mailing-list/fixture.ts', 'infra/local/fixture.ts'],
    /no-restricted-syntax: Layer rule "storage lives in entities"/,
  ],
  ['core-imports-dynamodb.ts', ['functions/core/mailing-list/fixture.ts'], restricted('storage lives in entities')],
  ...['engine-imports-kind.ts', 'engine-imports-kind-contract.ts', 'engine-imports-kind-entity.ts'].map(
    (name): (typeof BROKEN)[number] => [
      name,
      ['functions/core/bulk-email/fixture.ts'],
      restricted('the bulk-send engine knows no kind'),
    ],
  ),
  [
    'core-calls-ses.ts',
    ['functions/core/mailing-list/fixture.ts', 'functions/core/bulk-email/fixture.ts'],
    restricted('SES is called in one place'),
  ],
  [
    'http-imports-entity.ts',
    ['functions/http/mailing-list/fixture.ts', 'functions/events/fixture.ts'],
    restricted('core owns the rules'),
  ],
  [
    'checks-origin-again.ts',
    [
      'functions/http/middleware/fixture.ts',
      'functions/http/mailing-list/fixture.ts',
      'functions/core/sales/fixture.ts',
    ],
    restricted('the origin secret is checked at the entry'),
  ],
  ['e2e-raw-route.ts', ['test/e2e/fixture.spec.ts'], /no-restricted-syntax: Mock the API with mockRoute/],
  [
    'route-imports-feature-internals.ts',
    ['frontend/src/app/routes/fixture.tsx'],
    restricted('features by their entry point'),
  ],
  [
    'climbing-import.ts',
    ['frontend/src/features/downloads/components/fixture.ts'],
    /local\/no-climbing-imports: Imports by name/,
  ],
  [
    'integration-imports-handler.ts',
    ['test/integration/fixture.test.ts'],
    /no-restricted-imports: .*call a handler through its built bundle/,
  ],
];

describe('layer boundaries', () => {
  it.each(BROKEN.flatMap(([name, places, rule]) => places.map((place) => [name, place, rule] as const)))(
    '%s fails lint as %s',
    async (name, filePath, rule) => {
      const messages = await lintAs(name, filePath);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(rule);
    },
  );

  it.each([
    'functions/core/bulk-email/worker.ts',
    'functions/core/bulk-email/jobs.ts',
    'functions/core/bulk-email/job-rules.ts',
    'functions/core/bulk-email/kind.ts',
    'functions/core/bulk-email/template.ts',
  ])('the bulk-send engine (%s) passes its rules', async (filePath) => {
    const [result] = await eslint.lintText(readFileSync(`${root}${filePath}`, 'utf8'), {
      filePath: `${root}${filePath}`,
    });
    expect(result!.messages.map((message) => `${message.ruleId}: ${message.message}`)).toEqual([]);
  });

  it.each(['functions/http/middleware/rate-limit.ts', 'functions/events/ses-events.ts', 'functions/http/dispatch.ts'])(
    '%s leaves the rules to core',
    async (filePath) => {
      const [result] = await eslint.lintText(readFileSync(`${root}${filePath}`, 'utf8'), {
        filePath: `${root}${filePath}`,
      });
      expect(result!.messages.map((message) => `${message.ruleId}: ${message.message}`)).toEqual([]);
    },
  );

  it('finds an entry point (index.ts) in every frontend feature, the one a route may import', () => {
    const features = readdirSync(`${root}frontend/src/features`, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(features.length).toBeGreaterThan(10);
    for (const feature of features)
      expect(existsSync(`${root}frontend/src/features/${feature.name}/index.ts`), feature.name).toBe(true);
  });

  it('lets a feature use the shared components', async () => {
    expect(await lintAs('feature-imports-components.ts', 'frontend/src/features/blog/fixture.ts')).toEqual([]);
  });

  it('lets the entity layer write expressions', async () => {
    expect(await lintAs('entity-writes-expression.ts', 'functions/entities/fixture.ts')).toEqual([]);
  });

  it('finds an import cycle (dependency-cruiser, with the repository config)', async () => {
    const require = createRequire(import.meta.url);
    const config = require(`${root}.dependency-cruiser.cjs`) as {
      forbidden: unknown[];
      options: Record<string, unknown>;
    };
    const { output } = (await cruise(['test/fixtures/lint/cycle'], {
      ...config.options,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    } as never)) as {
      output: { summary: { violations: { rule: { name: string }; from: string }[] } };
    };
    expect(output.summary.violations.map((violation) => violation.rule.name)).toEqual(['no-circular']);
    expect(output.summary.violations[0]!.from).toMatch(/^test\/fixtures\/lint\/cycle\/[ab]\.ts$/);
  });
});
