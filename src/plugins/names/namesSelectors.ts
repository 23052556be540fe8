import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';

/** Who a name is for: the active namespace, its network and account, and the account's name. */
export interface NamesTarget {
  namespace?: ChainNamespace;
  network?: Network;
  address?: string;
  profileName?: string;
}

/** The active account as the names flow sees it. */
export function selectNamesTarget(state: RootState): NamesTarget {
  const { activeNamespace: namespace, activeCaipNetworkId, chains } = state.chains;
  if (!namespace) return {};
  const chain = chains[namespace];
  const network = chain?.caipNetworks.find((n) => n.caipNetworkId === activeCaipNetworkId);
  const { address, profileName } = chain?.accountState ?? {};
  return { namespace, network, address, ...(profileName ? { profileName } : {}) };
}

/** The names slice, or undefined before the plugin has loaded into this kit. */
export const selectNames = (state: RootState) => state.names;
