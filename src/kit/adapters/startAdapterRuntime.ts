import type { ProviderConnector } from '../../adapters/ChainAdapter';
import { startWalletRuntime } from '../../adapters/runtime/startWalletRuntime';
import type { WalletRuntime, WalletRuntimeDependencies } from '../../adapters/runtime/WalletRuntime';
import type { KitStore } from '../../store/createKitStore';
import { connectorServiceId } from '../../store/services/kitServices';
import { connect } from '../actions/connect';
import { disconnect } from '../actions/disconnect';
import { fetchBalances } from '../actions/fetchBalances';
import { reconnect } from '../actions/reconnect';
import { switchNetwork } from '../actions/switchNetwork';
import { followAccountView } from '../listeners/followAccountView';
import { followActiveNetwork } from '../listeners/followActiveNetwork';
import type { AdapterRuntime } from './AdapterRuntime';

// `kit.adapters` once its chunk is there: the wallet runtime (what is live: connectors, providers,
// wallet events, balances) and the kit's actions over it. Listing and connecting wallets are here;
// the wallet requests (sign, send, ...) are their own chunk, fetched on first use.

const walletActions = () => import('./walletActions');

/** `kit.adapters` over a started wallet runtime, and the runtime itself. */
export function startAdapterRuntime(
  kit: Pick<KitStore, 'store' | 'services' | 'extra' | 'listenerSlot' | 'disposers'>,
  deps: WalletRuntimeDependencies,
): { adapters: AdapterRuntime; wallets: WalletRuntime } {
  const wallets = startWalletRuntime(deps);
  const stopFollowing = followActiveNetwork(kit, wallets);
  const stopAccountView = followAccountView(kit, wallets);
  const request =
    <K extends keyof Awaited<ReturnType<typeof walletActions>>>(name: K) =>
    (...args: unknown[]) =>
      walletActions().then((actions) => (actions[name] as (...a: unknown[]) => Promise<never>)(kit, ...args));

  const adapters: AdapterRuntime = {
    loadAdapter: wallets.loadAdapter,
    addConnector(connector: ProviderConnector) {
      if (!wallets.addConnector(connector)) return;
      kit.services.set(connectorServiceId(connector.id), {
        connect: () => connect(kit, { connectorId: connector.id }).then(() => undefined),
        disconnect: () => wallets.disconnectConnector(connector.id),
      });
    },
    removeConnector(id) {
      if (wallets.removeConnector(id)) kit.services.delete(connectorServiceId(id));
    },
    connect: (connectorId, options = {}) => connect(kit, { connectorId, ...options }).then(() => undefined),
    reconnect: (options) => reconnect(kit, options).then(() => undefined),
    // The kit's action; what the runtime still holds for those namespaces (a locked wallet watched
    // for its return) goes after.
    async disconnect(parameters = {}) {
      const { namespaces } = await disconnect(kit, parameters);
      for (const namespace of namespaces) wallets.release(namespace);
    },
    switchNetwork: (network) => switchNetwork(kit, { network }).then(() => undefined),
    refreshBalance: () => fetchBalances(kit).then(() => undefined),
    fetchTokenBalances: ({ forceUpdate = false } = {}) =>
      fetchBalances(kit, { native: false, tokens: true, forceRefetch: forceUpdate }).then(
        (r) => r.tokens ?? [],
      ),
    fetchIdentity: (address) => wallets.balances().then((b) => b.fetchIdentity(address)),
    signMessage: (message) => request('signMessage')({ message }),
    signTypedData: (typedData) => request('signTypedData')({ typedData }),
    sendTransaction: (transaction) => request('sendTransaction')({ request: transaction }),
    waitForTransaction: (hash) => request('waitForTransaction')({ hash }),
    estimateGas: (transaction) => request('estimateGas')({ request: transaction }),
    getGasPrice: () => request('getGasPrice')(),
    sendCalls: (calls, capabilities) =>
      request('sendCalls')({ calls, ...(capabilities ? { capabilities } : {}) }),
    getCallsStatus: (id) => request('getCallsStatus')({ id }),
    getCapabilities: () => request('getCapabilities')(),
    dispose() {
      stopFollowing();
      stopAccountView();
      wallets.dispose();
    },
  };
  return { adapters, wallets };
}
