import type { WalletRuntime } from '../../adapters/runtime/WalletRuntime';
import { getNamespace } from '../../core/caip';
import { TOAST } from '../../core/errors/toasts';
import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import { showNotification } from '../../store/actions/showNotification';
import type { KitStore } from '../../store/createKitStore';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { watchActions } from '../../store/watchActions';

// SPEC §4 network switching. The store's active network is the source of truth: the Networks view and
// the switchNetwork action set it, and this listener asks the connected wallet to follow (switch, or
// add on 4902). A failed switch makes the wallet's network active again.

/** The switch the kit last asked a wallet for, per wallet runtime (switchNetwork awaits it). */
const pendingSwitches = new WeakMap<WalletRuntime, Promise<void>>();

/** Resolves once the wallet followed the last active-network change (rejects with the wallet's error). */
export function pendingSwitch(wallets: WalletRuntime): Promise<void> {
  return pendingSwitches.get(wallets) ?? Promise.resolve();
}

/** Makes the chain the wallet is known to be on active again after a failed switch. */
function restoreWalletNetwork(
  kit: Pick<KitStore, 'store'>,
  wallets: WalletRuntime,
  namespace: ChainNamespace,
  previous: CaipNetworkId | undefined,
) {
  if (previous && wallets.findNetwork(previous))
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: previous, restored: true }));
  else if (previous)
    kit.store.dispatch(chainsSlice.actions.walletNetworkSet({ namespace, caipNetworkId: previous }));
}

/** Asks the connected wallet of the network's namespace to follow; on failure its network stays active. */
async function follow(
  kit: Pick<KitStore, 'store' | 'services'>,
  wallets: WalletRuntime,
  caipNetworkId: CaipNetworkId,
) {
  const namespace = getNamespace(caipNetworkId);
  const state = wallets.getState();
  const connectorId = state.connection.connectorIds[namespace];
  const connector = connectorId ? wallets.connectors.get(connectorId) : undefined;
  const network = wallets.findNetwork(caipNetworkId);
  // WalletConnect and the embedded wallet follow the store themselves.
  if (state.connection.status[namespace] !== 'connected' || !connector || !network) return;
  const { walletChains, subscriptions } = wallets;
  if (walletChains.get(namespace) === caipNetworkId) {
    // Already there: a switch of namespace (EVM -> Solana) needs no wallet. Balances are read for the
    // active namespace, so one restored in the background may have none yet: read it now.
    if (!state.chains.chains[namespace]?.accountState.balance)
      void wallets.refreshBalance().catch(() => undefined);
    return;
  }
  const previous = walletChains.get(namespace);
  // While the wallet is asked, it may report another chain or the session may end (an event storm):
  // its answer is then stale and must not overwrite what the wallet said since.
  const session = subscriptions.get(namespace);
  const sessionEnded = () => subscriptions.get(namespace) !== session;
  const walletMoved = () => walletChains.get(namespace) !== previous;
  try {
    const adapter = await wallets.loadAdapter(namespace);
    await adapter.switchNetwork({ provider: connector.provider, network });
    if (sessionEnded()) return;
    // A wallet that reported the target itself is fine; one that went elsewhere since has the last word.
    if (walletMoved() && walletChains.get(namespace) !== caipNetworkId) return;
    wallets.clearPortfolio(namespace);
    walletChains.set(namespace, caipNetworkId);
    const address = wallets.getState().chains.chains[namespace]?.accountState.address;
    if (address) wallets.updateAccount(namespace, [address]);
    void wallets.refreshBalance().catch(() => undefined);
  } catch (error) {
    if (sessionEnded()) throw error;
    // Back to the network the wallet is really on, unless it reported one since (that report holds).
    if (!walletMoved()) restoreWalletNetwork(kit, wallets, namespace, previous);
    // The classifier is its own chunk: the adapter runtime, fetched at idle, needs it only on failure.
    const { classifyRpcError } = await import('../../core/rpcErrors');
    if (classifyRpcError(error).kind !== 'userRejected')
      kit.store.dispatch(
        showNotification(kit.services, { message: TOAST.chainNotSupported, variant: 'error' }),
      );
    throw error;
  }
}

/** Starts asking the wallet to follow every active-network change; returns the function that stops it. */
export function followActiveNetwork(kit: Pick<KitStore, 'store' | 'services'>, wallets: WalletRuntime) {
  return watchActions(kit.store.dispatch).on(chainsSlice.actions.activeNetworkSet, (action) => {
    const switching = follow(kit, wallets, action.payload.caipNetworkId);
    switching.catch(() => undefined);
    pendingSwitches.set(wallets, switching);
  });
}
