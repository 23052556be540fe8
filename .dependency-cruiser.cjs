// The arrows of docs/architecture.md, checked by dependency-cruiser (`npm run boundaries`, run by CI).
// Dependencies point down: ui -> plugins -> store/api/adapters/frame -> core. Each rule below is one
// sentence of that page; a new exception is argued there first.

/** Paths under src/ a folder may not reach. */
const src = (folder) => `^src/${folder}/`;

/** Tests and their fixtures cross layers on purpose (an integration test builds a whole kit). */
const TESTS = ['\\.test\\.tsx?$', '/testing/', '\\.typecheck\\.ts$'];

const rules = [
  {
    name: 'core-is-pure',
    comment: 'core imports no other folder of the kit (pure TypeScript: no React, no Redux state).',
    severity: 'error',
    from: { path: src('core') },
    to: { path: '^src/', pathNot: src('core') },
  },
  {
    name: 'store-knows-no-plugin-nor-api',
    comment: 'store never imports a plugin (plugins inject themselves) nor the api (the kit wires it in).',
    severity: 'error',
    from: { path: src('store') },
    to: { path: [src('plugins'), src('api'), src('kit'), src('ui'), src('adapters')] },
  },
  {
    name: 'api-knows-no-screen',
    comment: 'api knows no screen and no feature.',
    severity: 'error',
    from: { path: src('api') },
    to: { path: [src('ui'), src('plugins'), src('kit'), src('adapters')] },
  },
  {
    name: 'frame-is-protocol-only',
    comment: 'frame is the embedded-wallet protocol: schemas and client over core.',
    severity: 'error',
    from: { path: src('frame') },
    to: { path: [src('ui'), src('plugins'), src('kit'), src('adapters'), src('store'), src('api')] },
  },
  {
    name: 'adapters-know-no-ui-nor-plugin',
    comment: 'adapters report to the store; they never import the React UI, a plugin or the kit.',
    severity: 'error',
    from: { path: src('adapters') },
    to: { path: [src('ui'), src('plugins'), src('kit')] },
  },
  {
    name: 'adapters-know-no-modal',
    comment:
      'adapters only report (store/actions/adapterEvents); the kit moves the modal, so they never import ' +
      'its slice nor drive its transaction stack (test/adapters.noModalState.test.ts checks the rest).',
    severity: 'error',
    from: { path: src('adapters') },
    to: { path: ['^src/store/slices/modalSlice\\.ts$', '^src/store/actions/transactionStack\\.ts$'] },
  },
  {
    name: 'wagmi-only-in-its-adapter',
    comment:
      'only portico/adapters/wagmi (src/adapters/wagmi/) imports wagmi, @wagmi/* or @tanstack/*, so a host ' +
      'that does not use wagmi never loads it (docs/wagmi.md).',
    severity: 'error',
    from: { path: '^(src|sandbox)/', pathNot: '^src/adapters/wagmi/' },
    to: { path: '(^|node_modules/)(wagmi|@wagmi/[^/]+|@tanstack/[^/]+)(/|$)' },
  },
  {
    name: 'plugin-not-into-another-plugin',
    comment: 'a plugin never imports another plugin: it declares dependsOn or talks through the store.',
    severity: 'error',
    from: { path: '^src/plugins/([^/]+)/' },
    to: { path: '^src/plugins/([^/]+)/', pathNot: ['^src/plugins/$1/', '^src/plugins/support/'] },
  },
  {
    name: 'plugin-not-into-kit-or-adapters',
    comment: 'a plugin receives what it needs (store, services); it never imports the kit or an adapter.',
    severity: 'error',
    from: { path: '^src/plugins/[^/]+/' },
    to: { path: [src('kit'), src('adapters')] },
  },
  {
    name: 'plugin-views-not-into-modal-shell',
    comment: "a plugin's views use the design system and the store's React bindings, never the modal shell.",
    severity: 'error',
    from: { path: '^src/plugins/[^/]+/views/' },
    to: { path: src('ui/modal') },
  },
  {
    name: 'ui-reaches-adapters-through-services',
    comment: 'ui reaches adapters only through the typed seams in store/services, never by import.',
    severity: 'error',
    from: { path: src('ui') },
    to: { path: src('adapters') },
  },
  {
    name: 'ui-to-api-types-only',
    comment: 'ui shows the API data shape (types), but calls no api code directly.',
    severity: 'error',
    from: { path: src('ui') },
    to: { path: src('api'), dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'product-not-into-tests',
    comment: 'product code never imports test scaffolding, the sandbox or the browser tests.',
    severity: 'error',
    from: { path: '^src/' },
    to: { path: ['^test/', '^sandbox/', '^e2e/', '/testing/'] },
  },
  {
    name: 'sandbox-through-public-entries',
    comment:
      'the sandbox takes the kit through its public entries, core, the frame protocol and the adapters (house.json); ' +
      "types cross freely, and the reference frame draws its approval card with the kit's own theme (ui/theme).",
    severity: 'error',
    from: { path: '^sandbox/' },
    to: {
      path: '^src/',
      pathNot: [
        '^src/(index|react|server)\\.ts$',
        src('core'),
        src('frame'),
        src('adapters'),
        '^src/ui/theme/',
      ],
      dependencyTypesNot: ['type-only'],
    },
  },
];

module.exports = {
  // Every rule judges product code only: its `from` leaves tests and fixtures out.
  forbidden: rules.map((rule) => ({
    ...rule,
    from: { ...rule.from, pathNot: [...[rule.from.pathNot ?? []].flat(), ...TESTS] },
  })),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^node_modules/', '^e2e/artifacts/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
