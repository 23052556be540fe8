import type { ModalLayerModule } from '../modal/modalLayerModule';

/**
 * Wraps `load` so that every caller shares one fetch: the first call starts it, later calls (idle
 * preload, pointer, focus, open) get the same promise. A failed fetch is forgotten, so the next call
 * (typically the next open) tries again instead of replaying the failure.
 */
export function createChunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      // A failed fetch (offline, deploy in between) must not poison later attempts.
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}

/**
 * Loads the modal chunk (shell, router, the Connect view and its wallet list) once. The only reference
 * from the initial bundle to the modal is this dynamic import, which bundlers split into its own chunk
 * (DESIGN §6 budget).
 */
export const loadModal: () => Promise<ModalLayerModule> = createChunkLoader(() => import('../modal/Modal'));

/**
 * Starts fetching the modal chunk ahead of an open (idle time, pointer, touch, focus) and, once it is
 * there, puts its stylesheets in the page: a click then costs no stylesheet parse and no restyle of the
 * whole page (issue 30's profile of the click). Errors are left for open.
 */
export function preloadModal(): void {
  loadModal().then(
    (module) => {
      if (typeof document !== 'undefined') module.prepareModal(document);
    },
    () => undefined,
  );
}
