import { createChunkLoader } from '../../core/createChunkLoader';
import type { ModalLayerModule } from '../modal/modalLayerModule';

/**
 * Loads the modal chunk (shell, router, the Connect view and its wallet list) once. The only reference
 * from the initial bundle to the modal is this dynamic import, which bundlers split into its own chunk
 * (DESIGN §6 budget).
 */
export const loadModal: () => Promise<ModalLayerModule> = createChunkLoader(() => import('../modal/Modal'));

/**
 * Starts fetching the modal chunk ahead of an open (idle time, pointer, touch, focus) and, once it is
 * there, puts its stylesheets in the page: a click then costs no stylesheet parse and no restyle of the
 * whole page (issue 30's profile of the click). With a `view` whose code is not in the modal chunk
 * (Account, Networks), that view's chunk follows. Errors are left for open.
 */
export function preloadModal(view?: string): void {
  loadModal().then(
    (module) => {
      if (typeof document !== 'undefined') module.prepareModal(document);
      if (typeof view === 'string') module.preloadView(view).catch(() => undefined);
    },
    () => undefined,
  );
}
