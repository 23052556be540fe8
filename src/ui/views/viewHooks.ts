import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';

/** Copies text to the clipboard and confirms with a toast (or says it failed: no clipboard, denied). */
export function useCopy() {
  const kit = useKit('useCopy');
  const t = useT();
  return async (text: string, successKey: string) => {
    try {
      if (!globalThis.navigator?.clipboard) throw new Error('no clipboard');
      await globalThis.navigator.clipboard.writeText(text);
      kit.showNotification({ message: t(successKey), variant: 'success' });
    } catch {
      kit.showNotification({ message: t('common.copyFailed'), variant: 'error' });
    }
  };
}
