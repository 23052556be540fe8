import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';

/**
 * Disconnects through `kit.adapters.disconnect()`, the one place that applies the SPEC §4 rules (each
 * connector asked to disconnect, connection / account / network reset, the WalletConnect pairing
 * ended, the stored social provider cleared, tracking sent), then closes the modal. With `namespace`
 * only that namespace goes (plus those sharing its WalletConnect or embedded connection); a namespace
 * still connected then becomes the active one, so the button shows its account. If a wallet refuses,
 * the "Failed to disconnect" toast shows and nothing is reset.
 */
export function useDisconnectAll(namespace?: ChainNamespace): () => Promise<void> {
  const kit = useKit('useDisconnectAll');
  const t = useT();
  return async () => {
    try {
      await kit.adapters.disconnect(namespace ? { namespace } : {});
    } catch {
      kit.showNotification({ message: t('common.disconnectFailed'), variant: 'error' });
      return;
    }
    const { connection, chains } = kit.store.getState() as RootState;
    const remaining = (Object.keys(connection.status) as ChainNamespace[]).find(
      (ns) => connection.status[ns] === 'connected',
    );
    const chain = remaining ? chains.chains[remaining] : undefined;
    const network = chain?.networkState.caipNetworkId ?? chain?.caipNetworks[0]?.caipNetworkId;
    if (network && remaining !== chains.activeNamespace)
      kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network }));
    kit.store.dispatch(modalSlice.actions.closed());
  };
}
