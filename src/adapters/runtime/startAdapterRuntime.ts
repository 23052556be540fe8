import type { AdapterRuntime, AdapterRuntimeDependencies } from './AdapterRuntime';
import type { createBalances } from './createBalances';
import { createConnections } from './createConnections';
import { createNetworkSwitching } from './createNetworkSwitching';
import { createRuntimeContext } from './createRuntimeContext';
import type { Signing } from './createSigning';
import { loadOnce } from './loadOnce';

// The library-neutral half of the adapters: connectors, connection rules (SPEC §4), network
// switching, balances, identity and signing. It talks to a ChainAdapter loaded on first use, so no
// SDK is imported here (docs/adapters.md). Its own chunk: the kit holds only the facade of
// createAdapterRuntime.ts, which loads this module when the page is idle or on first use.

/** Creates the adapter runtime of one kit, at once (the facade in createAdapterRuntime.ts loads it). */
export function startAdapterRuntime(deps: AdapterRuntimeDependencies): AdapterRuntime {
  const ctx = createRuntimeContext(deps);
  let disposed = false;
  // Balances and signing matter only once a wallet is connected, so they are fetched in their own
  // chunk on first use (or as soon as a session exists) and stay out of the start-up bundle that
  // paints the connect button (DESIGN §6, docs/bench.md).
  const loadBalances = loadOnce(async () => {
    const balances = (await import('./createBalances')).createBalances(ctx);
    if (disposed) balances.dispose();
    return balances;
  });
  const loadSigning = loadOnce(async () => (await import('./createSigning')).createSigning(ctx));
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
  return {
    loadAdapter: ctx.loadAdapter,
    ...connections,
    // The kit's action, run once this runtime registered the connector services it calls; what the
    // runtime still holds for those namespaces (a locked wallet watched for its return) goes after.
    async disconnect(parameters = {}) {
      const { namespaces } = await deps.disconnect(parameters);
      for (const namespace of namespaces) ctx.release(namespace);
    },
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
