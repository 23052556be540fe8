import type { RootState } from '../store/createKitStore';

/**
 * The view the open modal shows, undefined while it is closed: what the kit's "refresh while shown"
 * listeners follow (listeners/followAccountView.ts: the Account view's polling).
 */
export function shownView(state: RootState): string | undefined {
  return state.modal.open ? state.modal.history.at(-1)?.view : undefined;
}
