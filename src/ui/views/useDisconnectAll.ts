import type { ChainNamespace } from '../../core/namespaces';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';
import { getConnectorService } from './connectorServices';

/**
 * Disconnects every connected namespace: asks each connector service to disconnect (when it can),
 * then resets connection, account and network state per namespace, ends the WalletConnect pairing
 * and closes the modal. If a wallet refuses, a "Failed to disconnect" toast shows and nothing is reset.
 */
export function useDisconnectAll(): () => Promise<void> {
  const kit = useKit('useDisconnectAll');
  const t = useT();
  return async () => {
    const { connection, connectors } = kit.store.getState();
    const namespaces = (Object.keys(connection.status) as ChainNamespace[]).filter(
      (ns) => connection.status[ns] !== 'disconnected',
    );
    const connectorIds = [
      ...new Set(namespaces.map((ns) => connection.connectorIds[ns]).filter((id) => id !== undefined)),
    ];
    try {
      await Promise.all(connectorIds.map((id) => getConnectorService(kit.services, id)?.disconnect?.()));
    } catch {
      kit.showNotification({ message: t('common.disconnectFailed'), variant: 'error' });
      return;
    }
    for (const namespace of namespaces) {
      kit.store.dispatch(connectionSlice.actions.disconnected({ namespace }));
      kit.store.dispatch(chainsSlice.actions.accountReset({ namespace }));
      kit.store.dispatch(chainsSlice.actions.networkReset({ namespace }));
    }
    const usedWalletConnect = connectorIds.some(
      (id) => connectors.connectors.find((c) => c.id === id)?.type === 'WALLET_CONNECT',
    );
    if (usedWalletConnect || connection.walletConnect.status !== 'disconnected') {
      kit.store.dispatch(connectionSlice.actions.walletConnectStatusSet({ status: 'disconnected' }));
    }
    kit.store.dispatch(modalSlice.actions.closed());
  };
}
