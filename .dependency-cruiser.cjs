/**
 * The floors of server/src and client/src (DESIGN §4): lower floors never import higher ones, and nothing
 * imports in a circle (type-only imports count). `npm run check:deps` runs it; CI fails on any violation.
 *
 * server/src, lowest first:  rules · common, files, db, mail, jobs, secrets/config · modules · app, legacy
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (type-only imports count): split the shared part into a lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'rules-are-pure',
      severity: 'error',
      comment: 'server/src/rules is shared with the client: it imports nothing but other rules and libraries.',
      from: { path: '^server/src/rules/' },
      to: { path: '^(server/src/(?!rules/)|client/)' },
    },
    {
      name: 'lower-floors-stay-low',
      severity: 'error',
      comment: 'common, files, db, mail and jobs never import modules, app or legacy.',
      from: { path: '^server/src/(common|files|db|mail|jobs)/' },
      to: { path: '^server/src/(app|modules|legacy)/' },
    },
    {
      name: 'modules-below-app',
      severity: 'error',
      comment: 'Features never import the composition root, the HTTP app or the legacy adapter.',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/(app|legacy)/' },
    },
    {
      name: 'client-stays-client',
      severity: 'error',
      comment: 'The client shares only server/src/rules with the server.',
      from: { path: '^client/src/' },
      to: { path: '^server/src/(?!rules/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/test/|/generated/|testUtils|/testing\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
