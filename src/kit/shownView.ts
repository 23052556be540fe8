import type { RootState } from '../store/createKitStore';

/**
 * The view the open modal shows, undefined while it is closed: what the adapter runtime's "refresh while
 * shown" follows (the Account view's polling), handed to it by the kit so the adapters never read the
 * modal's state themselves.
 */
export function shownView(state: RootState): string | undefined {
  return state.modal.open ? state.modal.history.at(-1)?.view : undefined;
}
