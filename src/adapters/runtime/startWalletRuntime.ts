import { createApplyConnection } from './applyConnection';
import { createConnectorRegistry } from './createConnectorRegistry';
import { createRuntimeContext } from './createRuntimeContext';
import { loadOnce } from './loadOnce';
import type { WalletBalances, WalletRuntime, WalletRuntimeDependencies } from './WalletRuntime';

// The library-neutral half of the adapters: connectors, the connected wallets' providers and events,
// balances and identity. It talks to a ChainAdapter loaded on first use, so no SDK is imported here
// (docs/adapters.md). Part of the kit's adapter chunk (src/kit/adapters/startAdapterRuntime.ts), which
// the page fetches when idle or on first use.

/** Creates the wallet runtime of one kit, at once. */
export function startWalletRuntime(deps: WalletRuntimeDependencies): WalletRuntime {
  const ctx = createRuntimeContext(deps);
  let disposed = false;
  // Balances matter only once a wallet is connected, so they are fetched in their own chunk on first
  // use (or as soon as a session exists) and stay out of the chunk that lists and connects wallets.
  const balances = loadOnce(async (): Promise<WalletBalances> => {
    const loaded = (await import('./createBalances')).createBalances(ctx);
    if (disposed) loaded.dispose();
    return loaded;
  });
  ctx.refreshBalance = () => balances().then((b) => b.readBalance(false).then(() => undefined));
  // The balance part watches the Account view: it must be there once any session is, whichever
  // connector made it (extension, WalletConnect, embedded wallet).
  const stopWatchingSessions = deps.store.subscribe(() => {
    const status = (deps.store.getState() as { connection: { status: Record<string, string> } }).connection
      .status;
    if (Object.values(status).includes('connected')) void balances().catch(() => undefined);
  });
  return Object.assign(ctx, {
    ...createConnectorRegistry(ctx),
    applyConnection: createApplyConnection(ctx),
    balances,
    dispose() {
      disposed = true;
      stopWatchingSessions();
      void balances()
        .then((b) => b.dispose())
        .catch(() => undefined);
      for (const unsubscribe of ctx.subscriptions.values()) unsubscribe();
      ctx.subscriptions.clear();
      // Last: the adapters' own connections (Polkadot's websockets), once the listeners are gone.
      ctx.disposeAdapters();
    },
  });
}
