/**
 * Import cycles, refused everywhere (dynamic imports included): `npm run lint` and `npm test` run
 * this after ESLint, whose config (eslint.config.js) holds the layers' rules.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Layer rule "no import cycles": break the cycle by moving what both modules need into a third one below them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'only-seeding-reads-the-seed',
      severity: 'error',
      comment:
        "Her site is data in the table: content/seed/ is what a new deployment starts from (her details, links, books, About page), read only by the code that seeds (the publisher function, the local stack), by the build, which renders the seed's pages and draws its covers, and by tests and benchmarks. Everything else reads her content from the table or is given it.",
      from: {
        pathNot:
          '^(content/seed/|functions/jobs/publisher\\.ts|infra/local/seed\\.ts|frontend/scripts/(prerender|generate-art)\\.ts|test/|bench/)',
      },
      to: { path: '^content/seed/' },
    },
    {
      name: 'functions-read-her-published-site',
      severity: 'error',
      comment:
        "Her name, address, links and books are hers to edit: the functions and the pages they render read them as published (core/site-content/published-content.ts) or are given them, never from the seed's modules, which only a new deployment starts from.",
      from: { path: '^(functions|frontend/src/ssr)/' },
      to: { path: '^content/(seed/)?(author|links|books|book-pages|artwork)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|cdk\\.out|frontend/dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are erased at build time: a cycle through types alone loads nothing twice.
    tsPreCompilationDeps: false,
  },
};
