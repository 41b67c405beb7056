/**
 * Module dependency rules, checked by `make lint` (npx depcruise): no import circles anywhere in the code.
 * TypeScript path aliases and workspace packages resolve through tsconfig.base.json; type-only imports count too,
 * since a circle of types is still a circle of meaning.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not reach itself through its imports: split the shared part into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/', '^\\.cache/', '^proto/src/gen/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
