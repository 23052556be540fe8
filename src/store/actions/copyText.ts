import type { KitThunk } from '../kitThunk';
import { showNotification } from './showNotification';

/** Parameters of `copyText`: the text and the two toasts, already translated by the caller. */
export interface CopyTextParameters {
  text: string;
  /** Shown when the text is on the clipboard. */
  copied: string;
  /** Shown when there is no clipboard or the browser refused. */
  failed: string;
}

/** Writes `text` to the clipboard; false when the page has none (insecure context, old browser) or it refused. */
export async function writeClipboard(text: string): Promise<boolean> {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies `text` to the clipboard and confirms with a toast, or says it could not. Never rejects. */
export function copyText({ text, copied, failed }: CopyTextParameters): KitThunk<Promise<void>> {
  return async (dispatch, _getState, { services }) => {
    const ok = await writeClipboard(text);
    dispatch(
      showNotification(
        services,
        ok ? { message: copied, variant: 'success' } : { message: failed, variant: 'error' },
      ),
    );
  };
}
