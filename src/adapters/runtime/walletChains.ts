import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import { ACCOUNT_TYPES_BY_NAMESPACE } from '../../core/networks/namespaceFeatures';
import type { Network } from '../../core/networks/network';
import { cachesSlice } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { RuntimeState } from './RuntimeState';

// The SPEC §4 account and network bookkeeping of the runtime's wallets: which chain each wallet is
// on (a configured one becomes active, any other is "unsupported"), and the account it reports.

interface WalletChainParts {
  getState(): RuntimeState;
  dispatch(action: unknown): unknown;
  /** The chain each connected wallet is on, to tell a user switch from a wallet report. */
  walletChains: Map<ChainNamespace, CaipNetworkId>;
  findNetwork(id: CaipNetworkId | undefined): Network | undefined;
}

/** Creates the bookkeeping of one runtime over its shared state. */
export function createWalletChains({ getState, dispatch, walletChains, findNetwork }: WalletChainParts) {
  const explorerUrl = (network: Network | undefined, address: string) => {
    const base = network?.blockExplorers?.default.url;
    return base ? `${base.replace(/\/+$/, '')}/address/${address}` : undefined;
  };

  /** SPEC §4: UnsupportedChain opens for a network that was not requested, unless the options say no. */
  const shouldOpenUnsupported = (namespace: ChainNamespace, caipNetworkId: CaipNetworkId) => {
    const { chains, options } = getState();
    const requested = chains.chains[namespace]?.networkState.requestedCaipNetworkIds ?? [];
    return (
      !requested.includes(caipNetworkId) &&
      options.enableNetworkSwitch &&
      !options.allowUnsupportedChain &&
      !options.basic
    );
  };

  /** Token balances are per address and network: a network change drops the cached ones. */
  const clearPortfolio = (namespace: ChainNamespace) => {
    const address = getState().chains.chains[namespace]?.accountState.address;
    if (address) dispatch(cachesSlice.actions.cacheCleared({ cache: 'portfolio', key: address }));
  };

  /**
   * Records the wallet's chain: a configured one becomes active; any other is "unsupported". In the
   * `background` (a reconnect after reload, a wallet event) it never takes the active namespace from
   * another namespace that is connected or reconnecting: with EVM and Solana both restored, the
   * namespace the visitor had active stays active whichever wallet answers last.
   */
  const applyWalletChain = (
    namespace: ChainNamespace,
    chainId: number | string,
    { background = false } = {},
  ): boolean => {
    const caipNetworkId = `${namespace}:${chainId}` as CaipNetworkId;
    if (walletChains.get(namespace) !== caipNetworkId) clearPortfolio(namespace);
    walletChains.set(namespace, caipNetworkId);
    const network = findNetwork(caipNetworkId);
    if (network) {
      walletChains.set(namespace, network.caipNetworkId);
      const { chains, connection } = getState();
      const other = chains.activeNamespace;
      const keepOther =
        background &&
        other !== undefined &&
        other !== namespace &&
        (connection.status[other] ?? 'disconnected') !== 'disconnected';
      dispatch(
        keepOther
          ? chainsSlice.actions.walletNetworkSet({ namespace, caipNetworkId: network.caipNetworkId })
          : chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }),
      );
      return false;
    }
    dispatch(chainsSlice.actions.walletNetworkSet({ namespace, caipNetworkId }));
    return shouldOpenUnsupported(namespace, caipNetworkId);
  };

  const updateAccount = (namespace: ChainNamespace, accounts: string[]) => {
    const address = accounts[0];
    if (!address) return;
    const caipNetworkId = getState().chains.chains[namespace]?.networkState.caipNetworkId;
    const url = explorerUrl(findNetwork(caipNetworkId), address);
    dispatch(
      chainsSlice.actions.accountUpdated({
        namespace,
        address,
        caipAddress: `${caipNetworkId ?? `${namespace}:0`}:${address}` as CaipAddress,
        // A wallet's plain account: eoa, or on Bitcoin a payment address (SPEC §6); smart accounts are
        // the embedded wallet's, which reports its own.
        allAccounts: accounts.map((a) => ({
          address: a,
          type: ACCOUNT_TYPES_BY_NAMESPACE[namespace][0] ?? 'eoa',
          namespace,
        })),
        // Set even when undefined: a chain without an explorer must not keep the previous chain's link.
        addressExplorerUrl: url,
      }),
    );
  };

  return { clearPortfolio, applyWalletChain, updateAccount };
}
