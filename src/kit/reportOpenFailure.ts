import { SomethingWentWrongError } from '../core/errors/embeddedWalletErrors';
import { showNotification } from '../store/actions/showNotification';
import type { KitStore } from '../store/createKitStore';
import { modalSlice } from '../store/slices/modalSlice';
import { ModalOpenFailedError } from './openErrors';

/**
 * What `open()` does after openModal logged a failure with its cause (issue 24: a Vite 7 build's modal
 * failed to open with nothing shown or logged). The modal is closed again, since a half-opened modal
 * whose subscribers did not all hear of it may never paint (as when its chunk fails to load:
 * ModalHost), and the visitor gets SPEC §3's error notification, which the modal layer draws even
 * while the modal is closed. Each step is guarded: a store that keeps throwing must not hide the first
 * failure. Returns the error `open()` rejects with. Its own chunk: a rare path, kept out of start-up.
 */
export function reportOpenFailure(
  kit: Pick<KitStore, 'store' | 'services'>,
  view: string,
  cause: unknown,
): InstanceType<typeof ModalOpenFailedError> {
  const failure = new ModalOpenFailedError(view, { cause });
  const attempt = (what: string, step: () => void) => {
    try {
      step();
    } catch (error) {
      console.error(`[portico] after a failed open(), ${what} failed too`, error);
    }
  };
  attempt('closing the modal', () => kit.store.dispatch(modalSlice.actions.closed()));
  attempt('showing the error notification', () =>
    kit.store.dispatch(
      showNotification(kit.services, {
        message: new SomethingWentWrongError().message,
        variant: 'error',
        autoClose: false,
      }),
    ),
  );
  return failure;
}
