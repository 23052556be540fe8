import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { isRestored } from '../../store/persistence/isRestored';
import { useKitSelector } from '../../store/react/kitHooks';

/** The namespaces with configured networks, in configuration order, and their networks. */
export interface ConfiguredNetworks {
  namespaces: ChainNamespace[];
  byNamespace: Partial<Record<ChainNamespace, readonly Network[]>>;
  all: Network[];
}

const selectChains = (s: RootState) => s.chains.chains;
// The chains slice is persisted; until restored, the active network may still change.
const selectRestoring = (s: RootState) => !isRestored(s.chains);

/** Every configured network grouped by namespace, plus the active network id and namespace. */
export function useConfiguredNetworks() {
  const chains = useKitSelector(selectChains);
  const activeCaipNetworkId = useKitSelector((s) => s.chains.activeCaipNetworkId);
  const activeNamespace = useKitSelector((s) => s.chains.activeNamespace);
  const restoring = useKitSelector(selectRestoring);
  const namespaces = (Object.keys(chains) as ChainNamespace[]).filter(
    (ns) => (chains[ns]?.caipNetworks.length ?? 0) > 0,
  );
  const byNamespace = Object.fromEntries(namespaces.map((ns) => [ns, chains[ns]?.caipNetworks ?? []]));
  const all = namespaces.flatMap((ns) => chains[ns]?.caipNetworks ?? []);
  return {
    namespaces,
    byNamespace,
    all,
    activeCaipNetworkId,
    activeNamespace,
    restoring,
  } as ConfiguredNetworks & {
    activeCaipNetworkId: string | undefined;
    activeNamespace: ChainNamespace | undefined;
    restoring: boolean;
  };
}
