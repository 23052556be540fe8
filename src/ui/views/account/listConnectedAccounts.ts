import type { CaipNetworkId, ChainNamespace } from '../../../core/namespaces';
import type { Network } from '../../../core/networks/network';
import type { AccountState, ChainsState } from '../../../store/slices/chainsSlice';
import type { ConnectionStatus } from '../../../store/slices/connectionSlice';

/** One connected namespace's account as the Account view lists it. */
export interface ConnectedAccount {
  namespace: ChainNamespace;
  address: string;
  account: AccountState;
  /** The network the namespace is on, when the app configured it (else the wallet is on another). */
  network: Network | undefined;
  /** What pressing the row makes active: the namespace's own network, else its first configured one. */
  target: CaipNetworkId | undefined;
  active: boolean;
}

/**
 * Every namespace that is connected and has an address, the active one first, the others in the order
 * the app configured them. One wallet per namespace (SPEC §4), so one row per namespace.
 */
export function listConnectedAccounts(
  chains: ChainsState,
  status: Partial<Record<ChainNamespace, ConnectionStatus>>,
): ConnectedAccount[] {
  const rows: ConnectedAccount[] = [];
  for (const chain of Object.values(chains.chains)) {
    const address = chain?.accountState.address;
    if (!chain || !address || status[chain.namespace] !== 'connected') continue;
    const on = chain.networkState.caipNetworkId;
    const network = chain.caipNetworks.find((n) => n.caipNetworkId === on);
    rows.push({
      namespace: chain.namespace,
      address,
      account: chain.accountState,
      network,
      target: on ?? chain.caipNetworks[0]?.caipNetworkId,
      active: chain.namespace === chains.activeNamespace,
    });
  }
  return [...rows.filter((row) => row.active), ...rows.filter((row) => !row.active)];
}
