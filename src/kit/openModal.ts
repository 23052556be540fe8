import type { KitStore } from '../store/createKitStore';
import { chainsSlice } from '../store/slices/chainsSlice';
import { modalSlice } from '../store/slices/modalSlice';
import type { OpenPlan } from './openView';

/**
 * `open()`'s dispatches for a plan `planOpen` made: the namespace to activate, then the view. Returns
 * undefined once they ran (synchronously, so `open()` starts a plugin's chunk in the same turn). A
 * throw there is never silent (issue 24: a Vite 7 build's modal failed to open with nothing shown or
 * logged): it reaches the console at once with its cause; then, from its own chunk (a rare path, kept
 * out of the start-up code), the modal closes again and shows the error notification, and the
 * returned promise rejects with ModalOpenFailedError (reportOpenFailure.ts).
 */
export function openModal(
  kit: Pick<KitStore, 'store' | 'services'>,
  { view, data, activate }: Pick<OpenPlan, 'view' | 'data' | 'activate'>,
): Promise<never> | undefined {
  try {
    if (activate) kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: activate }));
    kit.store.dispatch(modalSlice.actions.opened({ view, ...(data ? { data } : {}) }));
    return undefined;
  } catch (error) {
    console.error(`[portico] the modal could not open on "${view}"`, error);
    return import('./reportOpenFailure').then(({ reportOpenFailure }) => {
      throw reportOpenFailure(kit, view, error);
    });
  }
}
