import type { ProviderConnector } from '../../adapters/ChainAdapter';
import { connectorInfo, keepsListedWallet } from '../../adapters/runtime/connectorInfo';
import { loadOnce } from '../../adapters/runtime/loadOnce';
import type {
  WalletRuntime,
  WalletRuntimeDependencies,
  WalletRuntimeService,
} from '../../adapters/runtime/WalletRuntime';
import { whenIdle } from '../../core/whenIdle';
import type { KitStore } from '../../store/createKitStore';
import {
  type ConnectorService,
  connectorServiceId,
  getConnectorService,
  WALLET_RUNTIME_SERVICE_ID,
} from '../../store/services/kitServices';
import { TRANSACTION_SERVICE_ID, type TransactionService } from '../../store/services/transactionService';
import { type ConnectorInfo, connectorsSlice } from '../../store/slices/connectorsSlice';
import type { AdapterRuntime } from './AdapterRuntime';

// The kit's `adapters` as a facade: the wallet runtime and the kit's actions over it
// (startAdapterRuntime.ts: connectors, connect, network switching; balances and wallet requests in
// further chunks) are their own chunk, so it never weighs on the page before the connect button
// paints (DESIGN §6, docs/bench.md). The chunk is fetched when the page is idle, on the first call, or
// as soon as any namespace is connecting or connected (whoever connected it: the embedded wallet and
// WalletConnect write the store themselves), so a tap never waits for it in practice.

export type { AdapterConnectOptions, AdapterRuntime, ProviderConnector } from './AdapterRuntime';

/** What the facade needs besides the kit: the wallet runtime's dependencies, and what to await first. */
export interface AdapterRuntimeDependencies extends WalletRuntimeDependencies {
  /**
   * What the kit must have in place before the runtime starts (its routing of what adapters report):
   * awaited before the runtime's chunk runs, so no report is made before someone listens.
   */
  beforeStart?(): Promise<unknown>;
}

/** Methods that return a promise: forwarded once the runtime has loaded. */
type AsyncMethod = {
  [K in keyof AdapterRuntime]: AdapterRuntime[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof AdapterRuntime];

const ASYNC_METHODS = [
  'loadAdapter',
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'refreshBalance',
  'fetchTokenBalances',
  'fetchIdentity',
  'signMessage',
  'signTypedData',
  'sendTransaction',
  'waitForTransaction',
  'estimateGas',
  'getGasPrice',
  'sendCalls',
  'getCallsStatus',
  'getCapabilities',
] as const satisfies readonly AsyncMethod[];

/**
 * Creates `kit.adapters` of one kit: a facade that loads the runtime's chunk (see the top), and
 * registers the `walletRuntime` service through which the kit's actions reach the same runtime.
 */
export function createAdapterRuntime(
  kit: Pick<KitStore, 'store' | 'services' | 'extra' | 'listenerSlot' | 'disposers'>,
  deps: AdapterRuntimeDependencies,
): AdapterRuntime {
  let runtime: AdapterRuntime | undefined;
  let wallets: WalletRuntime | undefined;
  let disposed = false;
  /** Synchronous calls made before the chunk arrived (wallets discovered at start), in order. */
  const pending: Array<(loaded: AdapterRuntime) => void> = [];
  const load = loadOnce(async () => {
    const [{ startAdapterRuntime }] = await Promise.all([
      import('./startAdapterRuntime'),
      deps.beforeStart?.(),
    ]);
    const started = startAdapterRuntime(kit, deps);
    const loaded = started.adapters;
    runtime = loaded;
    wallets = started.wallets;
    for (const call of pending.splice(0)) call(loaded);
    if (disposed) loaded.dispose();
    return loaded;
  });
  deps.services.set<WalletRuntimeService>(WALLET_RUNTIME_SERVICE_ID, {
    load: () => load().then(() => wallets as WalletRuntime),
  });
  const preload = () => {
    if (!disposed) void load().catch(() => undefined);
  };
  const isInUse = () => {
    const status = (deps.store.getState() as { connection?: { status?: Record<string, string> } }).connection
      ?.status;
    return Object.values(status ?? {}).some((value) => value === 'connected' || value === 'connecting');
  };
  const stopWatching = deps.store.subscribe(() => {
    if (!runtime && isInUse()) preload();
  });
  const cancelIdle = typeof window === 'undefined' ? () => {} : whenIdle(preload, { fallbackDelayMs: 1 });

  const forward = Object.fromEntries(
    ASYNC_METHODS.map((name) => [
      name,
      (...args: unknown[]) =>
        load().then((loaded) => (loaded[name] as (...a: unknown[]) => Promise<unknown>)(...args)),
    ]),
  ) as Pick<AdapterRuntime, AsyncMethod>;
  // Wallets discovered before the chunk arrives are listed at once (the list must not wait for it):
  // their row goes into the store and their service connects through the runtime once it has loaded.
  // The runtime replays each call in order and then owns them (its service replaces this one).
  const listEarly = (connector: ProviderConnector) => {
    const listed = (deps.store.getState() as { connectors?: { connectors?: ConnectorInfo[] } }).connectors
      ?.connectors;
    if (
      keepsListedWallet(
        listed?.find((c) => c.id === connector.id),
        connector,
      )
    )
      return;
    deps.store.dispatch(connectorsSlice.actions.connectorAdded(connectorInfo(connector)));
    const early: ConnectorService = {
      connect: () => load().then((loaded) => loaded.connect(connector.id)),
      disconnect: () =>
        load().then(async () => {
          const owned = getConnectorService(deps.services, connector.id);
          if (owned && owned !== early) await owned.disconnect?.();
        }),
    };
    deps.services.set(connectorServiceId(connector.id), early);
  };
  const unlistEarly = (connectorId: string) => {
    deps.services.delete(connectorServiceId(connectorId));
    deps.store.dispatch(connectorsSlice.actions.connectorRemoved({ id: connectorId }));
  };
  const now =
    <K extends 'addConnector' | 'removeConnector'>(name: K) =>
    (...args: Parameters<AdapterRuntime[K]>): void => {
      const call = (loaded: AdapterRuntime) => (loaded[name] as (...a: unknown[]) => void)(...args);
      if (runtime) {
        call(runtime);
        return;
      }
      if (name === 'addConnector') listEarly(args[0] as ProviderConnector);
      else unlistEarly(args[0] as string);
      pending.push(call);
      preload();
    };

  // Plugin thunks (send) reach the wallet through the service registry, never through the kit; set
  // here, at once, so a flow (or a test's own stub set after start) never races the runtime's chunk.
  deps.services.set<TransactionService>(TRANSACTION_SERVICE_ID, {
    sendTransaction: forward.sendTransaction,
    estimateGas: forward.estimateGas,
    getGasPrice: forward.getGasPrice,
    fetchTokenBalances: () => forward.fetchTokenBalances(),
    signMessage: forward.signMessage,
    // Past the caches, as after a transaction the kit followed (the on-ramp's completed order).
    refreshBalances: () => load().then(async () => (await wallets?.balances())?.refreshAll({ tokens: true })),
  });
  return {
    ...forward,
    addConnector: now('addConnector'),
    removeConnector: now('removeConnector'),
    dispose() {
      disposed = true;
      stopWatching();
      cancelIdle();
      runtime?.dispose();
    },
  };
}
