import { writeClipboard } from '../../store/actions/copyText';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';

/** Copies text to the clipboard and confirms with a toast (or says it failed: no clipboard, denied). */
export function useCopy() {
  const kit = useKit('useCopy');
  const t = useT();
  return async (text: string, successKey: string) => {
    // No clipboard (insecure context, old browser) and a refused write end the same way.
    const copied = await writeClipboard(text);
    kit.showNotification(
      copied
        ? { message: t(successKey), variant: 'success' }
        : { message: t('common.copyFailed'), variant: 'error' },
    );
  };
}
