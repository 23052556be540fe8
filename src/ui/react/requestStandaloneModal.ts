import type { AppKit } from '../../kit/createAppKit';
import { markModalShown } from '../../kit/pageKits';
import type { RootState } from '../../store/createKitStore';
import { createChunkLoader } from './loadModal';

// The root's watcher is its own small chunk, and the root itself another, fetched only when the modal,
// a toast or an alert has to show with no provider mounted.
const loadStandaloneModal = /* @__PURE__ */ createChunkLoader(() => import('./standaloneModal'));

/**
 * Gives `kit` its own modal root for the times no `<AppKitProvider>` draws its modal: `portico/react`'s
 * `createAppKit` calls it once the page has painted, and every hook or component used outside a
 * provider after its first render. Idempotent (a failed fetch is retried by the next call); browsers
 * only. `openedFrom`: where focus was when the modal opened, if it is open already.
 */
export function requestStandaloneModal(kit: AppKit, openedFrom: Element | null = null): void {
  if (typeof document === 'undefined') return;
  // At once, before the chunk arrives: an open in between is shown when it does, never reported unseen.
  markModalShown(kit);
  // Until the watcher runs, remember where an open came from, so focus returns there when it closes.
  let from = openedFrom;
  let wasOpen = (kit.store.getState() as RootState).modal.open;
  const stop = kit.store.subscribe(() => {
    const open = (kit.store.getState() as RootState).modal.open;
    if (open && !wasOpen) from = document.activeElement;
    wasOpen = open;
  });
  loadStandaloneModal().then(
    ({ armStandaloneModal }) => {
      stop();
      armStandaloneModal(kit, from);
    },
    (error: unknown) => {
      stop();
      console.error('[portico] the modal could not be loaded', error);
    },
  );
}
