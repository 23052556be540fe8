import type { ModalLayerModule } from '../modal/modalLayerModule';

let pending: Promise<ModalLayerModule> | undefined;

/**
 * Loads the modal chunk (shell, router, views) once. The only reference from the initial bundle to
 * the modal is this dynamic import, which bundlers split into its own chunk (DESIGN §6 budget).
 */
export function loadModal(): Promise<ModalLayerModule> {
  if (!pending) {
    pending = import('../modal/Modal');
    // A failed fetch (offline, deploy in between) must not poison later attempts.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}

/** Starts fetching the modal chunk early (pointer-enter / focus of a button); errors are left for open. */
export function preloadModal(): void {
  loadModal().catch(() => undefined);
}
