// Jest (30) refuses a module's first load between two tests: "You are trying to `require` a file outside
// of the scope of the test code", and the worker crashes. A kit starts loading its lazy chunks (the
// adapter runtime when the page is idle, persistence after the first paint, balances and signing once a
// wallet is connected) as it is created, so a synchronous test that creates a kit ends before they
// arrive and the next test's start is when they load. The same holds for the modal's lazily loaded
// core views, which a view test expects to render at once, as they do once the page has them. Loading them once per test file, before its first
// test, is what a page has anyway once it has them cached; each `import()` stays asynchronous, so the
// kit's order of events (a call made before the chunk arrives) is unchanged. Keep the list in step with
// the kit's start-up chunks (docs/testing.md).

beforeAll(async () => {
  await Promise.all([
    import('../../src/kit/adapters/startAdapterRuntime'),
    import('../../src/adapters/runtime/createBalances'),
    import('../../src/kit/adapters/walletActions'),
    import('../../src/store/persistence/startPersistence'),
    import('../../src/kit/listeners/routeModal'),
    // The core views past Connect, each its own chunk (an open modal fetches them when idle). Only where
    // views can render (a DOM): they load React, which the headless suites prove they never need.
    ...(typeof document === 'undefined'
      ? []
      : [import('../../src/ui/views/coreViewComponents').then((views) => views.preloadCoreViews())]),
  ]);
});
