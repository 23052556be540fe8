import { TRANSACTION_SERVICE_ID, type TransactionService } from '../../store/services/transactionService';
import type { AdapterRuntime, AdapterRuntimeDependencies } from './AdapterRuntime';
import { createBalances } from './createBalances';
import { createConnections } from './createConnections';
import { createNetworkSwitching } from './createNetworkSwitching';
import { createRuntimeContext } from './createRuntimeContext';
import { createSigning } from './createSigning';

// The library-neutral half of the adapters: connectors, connection rules (SPEC §4), network
// switching, balances, identity and signing. It talks to a ChainAdapter loaded on first use, so no
// SDK is imported here (docs/adapters.md).

export type {
  AdapterRuntime,
  AdapterRuntimeDependencies,
  ConnectParameters,
  ProviderConnector,
} from './AdapterRuntime';
export { providerServiceId } from './createRuntimeContext';

/** Creates the adapter runtime of one kit. */
export function createAdapterRuntime(deps: AdapterRuntimeDependencies): AdapterRuntime {
  const ctx = createRuntimeContext(deps);
  const balances = createBalances(ctx);
  ctx.refreshBalance = balances.refreshBalance;
  ctx.refreshAllBalances = balances.refreshAll;
  const connections = createConnections(ctx);
  const networks = createNetworkSwitching(ctx);
  const signing = createSigning(ctx);
  // Plugin thunks (send) reach the wallet through the service registry, never through the kit.
  deps.services.set<TransactionService>(TRANSACTION_SERVICE_ID, {
    sendTransaction: signing.sendTransaction,
    estimateGas: signing.estimateGas,
    getGasPrice: signing.getGasPrice,
    fetchTokenBalances: () => balances.fetchTokenBalances(),
    signMessage: signing.signMessage,
  });
  return {
    loadAdapter: ctx.loadAdapter,
    ...connections,
    switchNetwork: networks.switchNetwork,
    refreshBalance: balances.refreshBalance,
    fetchTokenBalances: balances.fetchTokenBalances,
    fetchIdentity: balances.fetchIdentity,
    ...signing,
    dispose() {
      networks.dispose();
      balances.dispose();
      for (const unsubscribe of ctx.subscriptions.values()) unsubscribe();
      ctx.subscriptions.clear();
    },
  };
}
