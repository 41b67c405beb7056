/**
 * Module dependency rules, checked by `make lint` (npx depcruise): no import circles anywhere in the code, and in the
 * web app imports that only point down the layers (app → features → shared: api, components, config, theme, styles):
 * no feature imports another feature, no feature imports the app, shared code imports neither.
 * The web app's imports that break these today are listed in .dependency-cruiser-known-violations.json (made with
 * `npx depcruise-baseline`); `make lint` ignores those and is red on any new one. The list only ever shrinks.
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
    {
      name: 'web-no-cross-feature',
      severity: 'error',
      comment:
        'A feature does not import another feature: move what both need down to shared code, or compose them in a page.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-features-not-to-app',
      severity: 'error',
      comment: 'Features sit below the app: they do not import the app shell, its store or its routes.',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-shared-not-up',
      severity: 'error',
      comment: 'Shared code (api, components, config, theme, styles) imports no feature and not the app.',
      from: { path: '^web/src/(api|components|config|theme|styles)/' },
      to: { path: '^web/src/(features|app)/' },
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
