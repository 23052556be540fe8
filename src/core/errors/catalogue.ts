// SPEC §8's thrown messages, one class each, texts verbatim. Each lives in the room that throws it, so
// a page loads only the errors of the code it runs (esbuild splits by file: one catalogue file was
// start-up code of every page). This index lists the core rooms; the plugin, kit and API rooms are
// plugins/history/historyErrors.ts, plugins/send/sendErrors.ts, plugins/siwx/siwxErrors.ts,
// kit/optionErrors.ts and api/apiErrors.ts. test/errorCatalogue.test.ts holds every text.
// Names are stable API: tests, the store and the UI match on them, so never rename one.

export * from './caipErrors';
export * from './connectionErrors';
export * from './embeddedWalletErrors';
export * from './hostErrors';
export * from './nameErrors';
