import type { Identity } from '../../api/apiTypes';
import { cachesSlice, readCache } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { AdapterRuntime } from './AdapterRuntime';
import type { RuntimeContext, RuntimeSession } from './createRuntimeContext';
import { createTokenBalances, TOKEN_NAMESPACES } from './createTokenBalances';
import { fetchIdentity } from './fetchIdentity';
import { watchAccountView } from './watchAccountView';

// Native balance (RPC, 30 s cache), token balances (createTokenBalances.ts) and identity (API, 5 min
// cache: fetchIdentity.ts), and the Account view that asks for them (watchAccountView.ts). SPEC §5,
// §7, §8, §9.

type Balances = Pick<AdapterRuntime, 'refreshBalance' | 'fetchTokenBalances' | 'fetchIdentity'>;

/** Creates the balance and identity part of the runtime; `dispose` stops watching the Account view. */
export function createBalances(
  ctx: RuntimeContext,
): Balances & { refreshAll(): Promise<void>; dispose(): void } {
  const { getState, dispatch, now } = ctx;
  const { fetchTokenBalances } = createTokenBalances(ctx);
  const identityOf = (address: string): Promise<Identity | undefined> => fetchIdentity(ctx, address);

  const refreshBalance = async () => {
    const { address, network, namespace } = ctx.session();
    if (!network) return;
    const adapter = await ctx.loadAdapter(namespace);
    const key = `${network.caipNetworkId}:${address}`;
    const cached = readCache(getState().caches, 'balance', key, now());
    const value = cached ?? (await adapter.getBalance({ network, address }));
    if (!cached) dispatch(cachesSlice.actions.cacheSet('balance', key, value, now()));
    // The account may have changed while the balance was read.
    if (getState().chains.chains[namespace]?.accountState.address !== address) return;
    dispatch(
      chainsSlice.actions.accountUpdated({ namespace, balance: value.balance, balanceSymbol: value.symbol }),
    );
  };

  /** Reads the native balance and the token list again from their sources, bypassing the caches. */
  const refreshAll = async (): Promise<void> => {
    let s: RuntimeSession;
    try {
      s = ctx.session();
    } catch {
      return; // disconnected meanwhile
    }
    if (s.network)
      dispatch(
        cachesSlice.actions.cacheCleared({
          cache: 'balance',
          key: `${s.network.caipNetworkId}:${s.address}`,
        }),
      );
    await refreshBalance().catch(() => undefined);
    if (accountView.isShown() && TOKEN_NAMESPACES.has(s.namespace))
      await fetchTokenBalances({ forceUpdate: true }).catch(() => undefined);
  };

  const accountView = watchAccountView(ctx, { refreshAll, fetchTokenBalances, fetchIdentity: identityOf });

  return {
    refreshBalance,
    refreshAll,
    fetchTokenBalances,
    fetchIdentity: identityOf,
    dispose: accountView.dispose,
  };
}
