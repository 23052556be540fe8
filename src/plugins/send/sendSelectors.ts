import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';

/** Who sends, where: the active namespace, its network and account. */
export interface SendTarget {
  namespace?: ChainNamespace;
  network?: Network;
  account?: string;
  /** The account's native balance in currency units ("1.5"), as the runtime last read it. */
  nativeBalance?: string;
}

/** The active namespace, network (as configured), account and native balance. */
export function selectSendTarget(state: RootState): SendTarget {
  const { activeNamespace: namespace, activeCaipNetworkId, chains } = state.chains;
  if (!namespace) return {};
  const chain = chains[namespace];
  const network = chain?.caipNetworks.find((n) => n.caipNetworkId === activeCaipNetworkId);
  const { address: account, balance: nativeBalance } = chain?.accountState ?? {};
  return { namespace, network, account, nativeBalance };
}

/** The send slice, or undefined before the plugin has loaded into this kit. */
export const selectSend = (state: RootState) => state.send;
