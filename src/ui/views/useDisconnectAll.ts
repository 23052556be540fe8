import { modalSlice } from '../../store/slices/modalSlice';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';

/**
 * Disconnects every connected namespace through `kit.adapters.disconnect()`, the one place that applies
 * the SPEC §4 rules (each connector asked to disconnect, connection / account / network reset, the
 * WalletConnect pairing ended, the stored social provider cleared, tracking sent), then closes the
 * modal. If a wallet refuses, the "Failed to disconnect" toast shows and nothing is reset.
 */
export function useDisconnectAll(): () => Promise<void> {
  const kit = useKit('useDisconnectAll');
  const t = useT();
  return async () => {
    try {
      await kit.adapters.disconnect();
    } catch {
      kit.showNotification({ message: t('common.disconnectFailed'), variant: 'error' });
      return;
    }
    kit.store.dispatch(modalSlice.actions.closed());
  };
}
