import { TRANSACTION_SERVICE_ID, type TransactionService } from '../../store/services/transactionService';
import type { AdapterRuntime, AdapterRuntimeDependencies } from './AdapterRuntime';
import type { createBalances } from './createBalances';
import { createConnections } from './createConnections';
import { createNetworkSwitching } from './createNetworkSwitching';
import { createRuntimeContext } from './createRuntimeContext';
import type { Signing } from './createSigning';

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

/** Memoises a lazy load; a failed one (chunk fetch) is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** Creates the adapter runtime of one kit. */
export function createAdapterRuntime(deps: AdapterRuntimeDependencies): AdapterRuntime {
  const ctx = createRuntimeContext(deps);
  let disposed = false;
  // Balances and signing matter only once a wallet is connected, so they are fetched in their own
  // chunk on first use (or as soon as a session exists) and stay out of the start-up bundle that
  // paints the connect button (DESIGN §6, docs/bench.md).
  const loadBalances = once(async () => {
    const balances = (await import('./createBalances')).createBalances(ctx);
    if (disposed) balances.dispose();
    return balances;
  });
  const loadSigning = once(async () => (await import('./createSigning')).createSigning(ctx));
  const balance = <K extends keyof Awaited<ReturnType<typeof createBalances>>>(name: K) =>
    ((...args: unknown[]) =>
      loadBalances().then((b) => (b[name] as (...a: unknown[]) => unknown)(...args))) as Awaited<
      ReturnType<typeof createBalances>
    >[K];
  const sign = <K extends keyof Signing>(name: K) =>
    ((...args: unknown[]) =>
      loadSigning().then((s) => (s[name] as (...a: unknown[]) => unknown)(...args))) as Signing[K];

  ctx.refreshBalance = balance('refreshBalance');
  ctx.refreshAllBalances = balance('refreshAll');
  // The balance part watches the Account view: it must be there once any session is, whichever
  // connector made it (extension, WalletConnect, embedded wallet).
  const stopWatchingSessions = deps.store.subscribe(() => {
    const status = (deps.store.getState() as { connection: { status: Record<string, string> } }).connection
      .status;
    if (Object.values(status).includes('connected')) void loadBalances().catch(() => undefined);
  });
  const connections = createConnections(ctx);
  const networks = createNetworkSwitching(ctx);
  const signing: Signing = {
    signMessage: sign('signMessage'),
    signTypedData: sign('signTypedData'),
    sendTransaction: sign('sendTransaction'),
    waitForTransaction: sign('waitForTransaction'),
    estimateGas: sign('estimateGas'),
    getGasPrice: sign('getGasPrice'),
    sendCalls: sign('sendCalls'),
    getCallsStatus: sign('getCallsStatus'),
    getCapabilities: sign('getCapabilities'),
  };
  // Plugin thunks (send) reach the wallet through the service registry, never through the kit.
  deps.services.set<TransactionService>(TRANSACTION_SERVICE_ID, {
    sendTransaction: signing.sendTransaction,
    estimateGas: signing.estimateGas,
    getGasPrice: signing.getGasPrice,
    fetchTokenBalances: () => balance('fetchTokenBalances')(),
    signMessage: signing.signMessage,
  });
  return {
    loadAdapter: ctx.loadAdapter,
    ...connections,
    switchNetwork: networks.switchNetwork,
    refreshBalance: balance('refreshBalance'),
    fetchTokenBalances: balance('fetchTokenBalances'),
    fetchIdentity: balance('fetchIdentity'),
    ...signing,
    dispose() {
      disposed = true;
      stopWatchingSessions();
      networks.dispose();
      void loadBalances()
        .then((b) => b.dispose())
        .catch(() => undefined);
      for (const unsubscribe of ctx.subscriptions.values()) unsubscribe();
      ctx.subscriptions.clear();
    },
  };
}
