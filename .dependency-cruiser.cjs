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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|cdk\\.out|frontend/dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are erased at build time: a cycle through types alone loads nothing twice.
    tsPreCompilationDeps: false,
  },
};
