import { ChainAdapterNotFoundError } from '../../core/errors/connectionErrors';
import { TOAST } from '../../core/errors/toasts';
import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import { classifyRpcError } from '../../core/rpcErrors';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { RuntimeContext } from './createRuntimeContext';

// SPEC §4 network switching. The store's active network is the source of truth: the Networks view and
// `switchNetwork` set it, and this part asks the connected wallet to follow (switch, or add on 4902).

/** Creates the network part of the runtime; `dispose` stops following the active network. */
export function createNetworkSwitching(ctx: RuntimeContext) {
  const { getState, dispatch, walletChains } = ctx;
  let pendingSwitch: Promise<void> = Promise.resolve();

  /** Makes the chain the wallet is known to be on active again after a failed switch. */
  const restoreWalletNetwork = (namespace: ChainNamespace, previous: CaipNetworkId | undefined) => {
    if (previous && ctx.findNetwork(previous))
      dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: previous }));
    else if (previous) dispatch(chainsSlice.actions.walletNetworkSet({ namespace, caipNetworkId: previous }));
  };

  /** Asks the connected wallet to follow the active network; on failure the wallet's network stays active. */
  const followActiveNetwork = async (caipNetworkId: CaipNetworkId) => {
    const namespace = caipNetworkId.split(':')[0] as ChainNamespace;
    const state = getState();
    const connectorId = state.connection.connectorIds[namespace];
    const connector = connectorId ? ctx.connectors.get(connectorId) : undefined;
    const network = ctx.findNetwork(caipNetworkId);
    // WalletConnect and the embedded wallet follow the store themselves.
    if (state.connection.status[namespace] !== 'connected' || !connector || !network) return;
    if (walletChains.get(namespace) === caipNetworkId) {
      // Already there: a switch of namespace (EVM -> Solana) needs no wallet. Balances are read for the
      // active namespace, so one restored in the background may have none yet: read it now.
      if (!state.chains.chains[namespace]?.accountState.balance)
        void ctx.refreshBalance().catch(() => undefined);
      return;
    }
    const previous = walletChains.get(namespace);
    // While the wallet is asked, it may report another chain or the session may end (an event storm):
    // its answer is then stale and must not overwrite what the wallet said since.
    const session = ctx.subscriptions.get(namespace);
    const sessionEnded = () => ctx.subscriptions.get(namespace) !== session;
    const walletMoved = () => walletChains.get(namespace) !== previous;
    try {
      const adapter = await ctx.loadAdapter(namespace);
      await adapter.switchNetwork({ provider: connector.provider, network });
      if (sessionEnded()) return;
      // A wallet that reported the target itself is fine; one that went elsewhere since has the last word.
      if (walletMoved() && walletChains.get(namespace) !== caipNetworkId) return;
      ctx.clearPortfolio(namespace);
      walletChains.set(namespace, caipNetworkId);
      const address = getState().chains.chains[namespace]?.accountState.address;
      if (address) ctx.updateAccount(namespace, [address]);
      ctx.track('SWITCH_NETWORK', { network: caipNetworkId });
      void ctx.refreshBalance().catch(() => undefined);
    } catch (error) {
      if (sessionEnded()) throw error;
      // Back to the network the wallet is really on, unless it reported one since (that report holds).
      if (!walletMoved()) restoreWalletNetwork(namespace, previous);
      const { kind } = classifyRpcError(error);
      if (kind !== 'userRejected')
        ctx.deps.showNotification({ message: TOAST.chainNotSupported, variant: 'error' });
      throw error;
    }
  };

  const stopListening = ctx.deps.onActiveNetworkSet((caipNetworkId) => {
    pendingSwitch = followActiveNetwork(caipNetworkId);
    pendingSwitch.catch(() => undefined);
  });

  /** Makes `network` active and resolves once the wallet followed (rejects with the wallet's error). */
  const switchNetwork = async (network: Network) => {
    if (!ctx.networksOf(network.chainNamespace).some((n) => n.caipNetworkId === network.caipNetworkId)) {
      throw new ChainAdapterNotFoundError();
    }
    dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }));
    await pendingSwitch;
  };

  return { switchNetwork, dispose: stopListening };
}
