// Everything a page without `<AppKitProvider>` needs, as ONE lazy chunk: the components' page-kit scope,
// the standalone root's watcher and the root itself. As three chunks (each imported dynamically from
// another), Vite's Rolldown could no longer prove the start-up modules they import were loaded, and
// split ~8 of them into chunks of their own: +2.3 kB of every Vite app's start-up JS (docs/bench.md).
export { default as PageKitScope } from './PageKitScope';
export { armStandaloneModal } from './standaloneModal';
