import { useState } from 'react';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { useT } from '../i18n/useT';
import { Input } from '../primitives/Input';
import { SearchIcon } from '../primitives/SearchIcon';
import { Tabs } from '../primitives/Tabs';
import { Text } from '../primitives/Text';
import { useKit } from '../react/KitContext';
import { NetworkList } from './NetworkList';
import { useConfiguredNetworks } from './useConfiguredNetworks';

/** Above this many configured networks the view offers a search field (AppKit always has one). */
export const NETWORK_SEARCH_THRESHOLD = 6;

/** The networks whose name contains the query (case-insensitive, surrounding spaces ignored). */
function matching(networks: readonly Network[], query: string): readonly Network[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? networks.filter((n) => n.name.toLocaleLowerCase().includes(needle)) : networks;
}

/**
 * The configured networks, one tab per namespace when there are several; the active network is
 * marked. Choosing one makes it active (adapters switch the wallet later); the kit then routes the
 * modal: back to Account (or the view Networks was opened from), closed when opened straight or from
 * Connect, or Connect for a namespace without a wallet while another has one.
 */
export function NetworksView() {
  const t = useT();
  const { store } = useKit('NetworksView');
  const { namespaces, byNamespace, activeCaipNetworkId, activeNamespace, restoring } =
    useConfiguredNetworks();
  const [chosen, setChosen] = useState<ChainNamespace | undefined>(undefined);
  const [query, setQuery] = useState('');
  // Counted over every namespace, so the field does not come and go when switching tabs.
  const searchable =
    namespaces.reduce((sum, ns) => sum + (byNamespace[ns]?.length ?? 0), 0) > NETWORK_SEARCH_THRESHOLD;
  const namespace =
    chosen ?? (activeNamespace && namespaces.includes(activeNamespace) ? activeNamespace : namespaces[0]);

  // Where the modal goes next is the kit's (src/kit/listeners/afterNetworkSwitch.ts): back to the view
  // Networks was opened from, closed, or Connect for a namespace without a wallet.
  const select = (network: Network) => {
    store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }));
  };
  const list = (ns: ChainNamespace | undefined) => {
    const networks = matching(ns ? (byNamespace[ns] ?? []) : [], searchable ? query : '');
    // "No network found" only for a search: an empty configuration keeps NetworkList's own message.
    if (networks.length === 0 && searchable && query.trim() && !restoring)
      return (
        <Text variant="muted" className="portico-center" role="status">
          {t('networks.noMatch')}
        </Text>
      );
    return (
      <NetworkList
        networks={networks}
        activeCaipNetworkId={activeCaipNetworkId}
        loading={restoring}
        onSelect={select}
        label={ns ? t('networks.listLabel', { namespace: t(`namespace.${ns}`) }) : t('view.Networks.title')}
      />
    );
  };

  return (
    <div className="portico-view">
      {searchable ? (
        <Input
          label={t('networks.searchLabel')}
          hideLabel
          type="search"
          placeholder={t('networks.searchPlaceholder')}
          start={<SearchIcon />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      {namespaces.length > 1 && namespace ? (
        <Tabs
          label={t('networks.namespacesLabel')}
          tabs={namespaces.map((ns) => ({ id: ns, label: t(`namespace.${ns}`) }))}
          selected={namespace}
          onSelect={(id) => setChosen(id as ChainNamespace)}
        >
          {list(namespace)}
        </Tabs>
      ) : (
        list(namespace)
      )}
    </div>
  );
}
