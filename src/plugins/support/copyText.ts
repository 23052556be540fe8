import { showNotification } from '../../store/actions/showNotification';
import type { KitThunk } from '../../store/kitThunk';

/** Parameters of `copyText`: the text and the two toasts, already translated by the caller. */
export interface CopyTextParameters {
  text: string;
  /** Shown when the text is on the clipboard. */
  copied: string;
  /** Shown when there is no clipboard or the browser refused. */
  failed: string;
}

/** Copies `text` to the clipboard and confirms with a toast, or says it could not. Never rejects. */
export function copyText({ text, copied, failed }: CopyTextParameters): KitThunk<Promise<void>> {
  return async (dispatch, _getState, { services }) => {
    try {
      if (!globalThis.navigator?.clipboard) throw new Error('no clipboard');
      await globalThis.navigator.clipboard.writeText(text);
      dispatch(showNotification(services, { message: copied, variant: 'success' }));
    } catch {
      dispatch(showNotification(services, { message: failed, variant: 'error' }));
    }
  };
}
