import type { Network } from '../../core/networks/network';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { useT } from '../i18n/useT';
import { Button } from '../primitives/Button';
import { Text } from '../primitives/Text';
import { useKit } from '../react/KitContext';
import { NetworkList } from './NetworkList';
import { useConfiguredNetworks } from './useConfiguredNetworks';
import { useDisconnectAll } from './useDisconnectAll';

/**
 * Shown when the wallet is on a network the app does not support: the configured networks to switch
 * to (choosing one makes it active and closes the modal; adapters switch the wallet later), or disconnect.
 */
export function UnsupportedChainView() {
  const t = useT();
  const { store } = useKit('UnsupportedChainView');
  const disconnect = useDisconnectAll();
  const { namespaces, all, activeCaipNetworkId, restoring } = useConfiguredNetworks();

  const select = (network: Network) => {
    store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }));
    store.dispatch(modalSlice.actions.closed());
  };

  return (
    <div className="portico-view">
      <Text variant="muted">{t('unsupportedChain.description')}</Text>
      <NetworkList
        networks={all}
        activeCaipNetworkId={activeCaipNetworkId}
        loading={restoring}
        tagFor={namespaces.length > 1 ? (network) => t(`namespace.${network.chainNamespace}`) : undefined}
        onSelect={select}
        label={t('unsupportedChain.listLabel')}
      />
      <Button variant="danger" block onClick={() => void disconnect()}>
        {t('common.disconnect')}
      </Button>
    </div>
  );
}
