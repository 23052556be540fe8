import { createChunkLoader } from '../../core/createChunkLoader';
import type { AppKit } from '../../kit/createAppKit';
import { markModalShown } from '../../kit/pageKits';

// The root's watcher is its own small chunk, and the root itself another, fetched only when the modal,
// a toast or an alert has to show with no provider mounted.
const loadStandaloneModal = /* @__PURE__ */ createChunkLoader(() => import('./PageKitScope'));

/**
 * Gives `kit` its own modal root for the times no `<AppKitProvider>` draws its modal: `portico/react`'s
 * `createAppKit` calls it once the page has painted, and every hook or component used outside a
 * provider after its first render. Idempotent (a failed fetch is retried by the next call); browsers
 * only. `openedFrom`: where focus was when the modal opened, if it is open already.
 */
export function requestStandaloneModal(kit: AppKit, openedFrom: Element | null = null): void {
  if (typeof document === 'undefined') return;
  // At once, before the chunk arrives: an open in between is shown when it does, never reported unseen.
  // Where such an open came from is read when the chunk arrives (nothing can have moved focus yet).
  markModalShown(kit);
  loadStandaloneModal().then(
    ({ armStandaloneModal }) => armStandaloneModal(kit, openedFrom),
    (error: unknown) => console.error('[portico] the modal could not be loaded', error),
  );
}
