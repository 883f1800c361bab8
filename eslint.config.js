// @ts-check
import { builtinModules } from 'node:module';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The layers, each a folder; `boundaries/dependencies` below says which may import which. Each
 * policy's message names the rule it holds, so a wrong import says why it is wrong.
 */
const LAYERS = [
  { type: 'content', pattern: 'content' },
  // The layers of functions/ named as their folders, from the shared contract up to the HTTP handlers.
  ...['contract', 'emails', 'lib', 'entities', 'core', 'http'].map((type) => ({ type, pattern: `functions/${type}` })),
  { type: 'jobs', pattern: 'functions/(jobs|events)' },
  // Server-side renderings of frontend components, for the function pages (the one way in from functions/http).
  { type: 'ssr', pattern: 'frontend/src/ssr' },
  { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
  { type: 'frontend', pattern: 'frontend/src' },
  { type: 'infra', pattern: 'infra' },
];

const CONTRACT_STAYS_PURE =
  'Layer rule "contract is shared": functions/contract and functions/emails import no AWS or Node module (the frontend bundles them).';

const STORAGE_IN_ENTITIES =
  'Layer rule "storage lives in entities": only functions/entities writes DynamoDB expressions or sends DynamoDB commands; call (or add) a named operation of the entity there.';
/** The DynamoDB request fields that hold expressions: only the entity layer writes them. */
const EXPRESSION_FIELD =
  '/^(UpdateExpression|ConditionExpression|KeyConditionExpression|FilterExpression|ProjectionExpression)$/';

const DYNAMODB = { group: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'], message: STORAGE_IN_ENTITIES };
const SES_CALLS = {
  group: ['@aws-sdk/client-sesv2'],
  importNamePattern: 'Command$',
  allowTypeImports: true,
  message:
    'Layer rule "SES is called in one place": only functions/lib/mail.ts sends SES commands (sendEmail, sendBulkEmail); call it, or add the call there.',
};
/**
 * The areas a bulk send's kinds live in: each one's contract file (contract/downloads.ts) and its
 * folders (core/downloads/) alike, so an area's module is forbidden whatever its shape; then the
 * modules of a kind's own that stand in other folders.
 */
const KIND_AREAS = ['downloads', 'newsletters', 'mailing-list', 'arc', 'sales'];
const KINDS_OUTSIDE_ENGINE = {
  group: [
    ...KIND_AREAS.flatMap((area) => [`**/${area}`, `**/${area}/**`]),
    '**/entities/newsletter',
    '**/entities/sent-mail',
    '**/entities/download-link',
    '**/entities/free-ebook',
    '**/emails/download',
    '**/emails/newsletter',
  ],
  message:
    'Layer rule "the bulk-send engine knows no kind": functions/core/bulk-email claims, paces, guards, records and retries for any send; what a kind sends (audience, template, per-recipient values) goes in its BulkSendKind (core/bulk-email/kind.ts), registered in core/bulk-email/kinds.ts.',
};
const ENTITIES_THROUGH_CORE = {
  group: ['**/entities/*'],
  message:
    'Layer rule "core owns the rules": functions/http and functions/events never import functions/entities; call (or add) the domain operation in functions/core, which reads and writes through the entity.',
};

const ORIGIN_AT_ENTRY = {
  group: ['**/lib/edge'],
  importNames: ['requireDistribution'],
  message:
    'Layer rule "the origin secret is checked at the entry": functions/http/dispatch.ts checks it once, for every route, before a route loads; no handler, middleware or domain code checks it again.',
};

/** A policy that forbids `from` to import `to`, with the sentence a developer sees. */
const forbid = (from, to, message) => ({ from: { element: { type: from } }, disallow: { to }, message });
const layer = (types) => ({ element: { types: { anyOf: types } } });

const LAYER_POLICIES = [
  forbid(
    'content',
    layer(['contract', 'lib', 'entities', 'core', 'http', 'jobs', 'ssr', 'feature', 'frontend', 'infra']),
    'Layer rule "content is data": content/ imports nothing but itself (the contract, server and frontend read it, not the other way).',
  ),
  forbid(
    'contract',
    layer(['lib', 'entities', 'core', 'http', 'jobs', 'ssr', 'feature', 'frontend', 'infra']),
    'Layer rule "contract is shared": functions/contract imports only itself and content/ (the frontend bundles it).',
  ),
  forbid(
    'emails',
    layer(['lib', 'entities', 'core', 'http', 'jobs', 'ssr', 'feature', 'frontend', 'infra']),
    'Layer rule "emails are pure renderers": functions/emails imports only content/, the contract and itself (the admin preview renders with it).',
  ),
  forbid(
    'lib',
    layer(['entities', 'core', 'http', 'jobs', 'ssr', 'feature', 'frontend', 'infra']),
    'Layer rule "lib is below the domain": functions/lib never imports entities, core, handlers, jobs or the frontend.',
  ),
  forbid(
    'entities',
    layer(['core', 'http', 'jobs', 'ssr', 'feature', 'frontend', 'infra']),
    'Layer rule "entities hold storage only": functions/entities never imports core, handlers, jobs or the frontend.',
  ),
  forbid(
    'core',
    layer(['http', 'jobs', 'ssr', 'feature', 'frontend', 'infra']),
    'Layer rule "core knows no transport": functions/core never imports the HTTP handlers, jobs, the frontend or infra.',
  ),
  forbid(
    'http',
    layer(['jobs', 'feature', 'frontend', 'infra']),
    'Layer rule "handlers are thin": functions/http never imports jobs, the frontend (but its server renderings, frontend/src/ssr) or infra.',
  ),
  forbid(
    'feature',
    layer(['ssr']),
    'Layer rule "ssr is for the server": the browser app never imports frontend/src/ssr (it brings react-dom/server).',
  ),
  forbid(
    'frontend',
    layer(['ssr']),
    'Layer rule "ssr is for the server": the browser app never imports frontend/src/ssr (it brings react-dom/server).',
  ),
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.captured.feature }}' } } } },
    message:
      'Layer rule "features stand alone": a frontend feature never imports another feature; move what both need to frontend/src/components or lib.',
  },
];

const IMPORTS_BY_NAME =
  'Imports by name: an import that climbs four or more folders names its target by a path alias of tsconfig.json (@contract/, @content/, @emails/, @frontend/).';

/** This repository's own rules. */
const local = {
  rules: {
    'no-climbing-imports': {
      meta: { type: 'suggestion', schema: [] },
      /** @param {import('eslint').Rule.RuleContext} context */
      create(context) {
        /** @param {any} node */
        const check = (node) => {
          const source = node.source;
          if (source?.type === 'Literal' && typeof source.value === 'string' && /^(\.\.\/){4,}/.test(source.value))
            context.report({ node: source, message: IMPORTS_BY_NAME });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    'cdk.out/**',
    'frontend/dist/**',
    // Generated: the function bundles and their entries (infra/build-functions.ts), and the test caches.
    '.build/**',
    '.cache/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    '.test-reports/**',
    // Deliberately wrong imports, linted by test/unit/lint-boundaries.test.ts as if they stood in a layer.
    'test/fixtures/lint/**',
  ]),
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { local },
    rules: {
      'local/no-climbing-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    // Each layer imports only what it may (import cycles: dependency-cruiser, .dependency-cruiser.cjs).
    files: ['{functions,content,frontend/src,infra,bench,test/fixtures/lint}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // The TypeScript resolver reads tsconfig.json's path aliases, so `@frontend/…` is in its layer too.
      'import/resolver': {
        typescript: { project: 'tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
      'boundaries/elements': LAYERS,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: LAYER_POLICIES }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['functions/entities/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Property[key.name=${EXPRESSION_FIELD}]`, message: STORAGE_IN_ENTITIES },
        { selector: `Property[key.value=${EXPRESSION_FIELD}]`, message: STORAGE_IN_ENTITIES },
      ],
    },
  },
  {
    // Browser tests mock the API through mockRoute, which checks each reply against the route's schema.
    files: ['test/e2e/**/*.ts'],
    ignores: ['test/e2e/mock-route.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Property[key.name=${EXPRESSION_FIELD}]`, message: STORAGE_IN_ENTITIES },
        {
          selector: "CallExpression[callee.object.name='page'][callee.property.name='route']",
          message:
            "Mock the API with mockRoute (test/e2e/mock-route.ts), which checks each reply against the route's schema; say why on an eslint-disable line when a mock is not of the API.",
        },
      ],
    },
  },
  {
    // A route uses a feature through its entry point (frontend/src/features/<name>/index.ts) alone.
    files: ['frontend/src/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/[^/]+/.',
              message:
                'Layer rule "features by their entry point": a route imports a feature from @frontend/features/<name> (its index.ts); export what it needs there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Integration tests reach the functions as Lambda runs them, through the built bundles
    // (test/support/invoke.ts): a handler's TypeScript is for unit tests.
    files: ['test/{integration,support}/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/http/**', '**/functions/events/**', '**/functions/jobs/**'],
              allowTypeImports: true,
              message:
                'Integration tests call a handler through its built bundle: invoke(), sesEvents or runScheduler from test/support/invoke.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/{lib,entities}/**/*.ts'],
    ignores: ['functions/lib/mail.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SES_CALLS] }] },
  },
  {
    files: ['functions/{core,jobs}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DYNAMODB, SES_CALLS, ORIGIN_AT_ENTRY] }] },
  },
  {
    files: ['functions/core/bulk-email/**/*.ts'],
    ignores: ['functions/core/bulk-email/kinds.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DYNAMODB, SES_CALLS, ORIGIN_AT_ENTRY, KINDS_OUTSIDE_ENGINE] }],
    },
  },
  {
    files: ['functions/{http,events}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DYNAMODB, SES_CALLS, ENTITIES_THROUGH_CORE, ORIGIN_AT_ENTRY] }],
    },
  },
  {
    // The entry: the one place the origin secret is checked.
    files: ['functions/http/dispatch.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DYNAMODB, SES_CALLS, ENTITIES_THROUGH_CORE] }] },
  },
  {
    files: ['functions/{contract,emails}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: CONTRACT_STAYS_PURE })),
          patterns: [{ group: ['node:*', '@aws-sdk/*', '@middy/*', 'aws-lambda'], message: CONTRACT_STAYS_PURE }],
        },
      ],
    },
  },
);
