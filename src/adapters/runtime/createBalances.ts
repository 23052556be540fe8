import type { Identity } from '../../api/apiTypes';
import { cachesSlice, readCache } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { AdapterRuntime } from './AdapterRuntime';
import type { RuntimeContext, RuntimeSession } from './createRuntimeContext';
import { createTokenBalances, TOKEN_NAMESPACES } from './createTokenBalances';
import { fetchIdentity } from './fetchIdentity';
import { watchAccountView } from './watchAccountView';
import { watchNativeBalance } from './watchNativeBalance';

// Native balance (RPC, 30 s cache, polled: watchNativeBalance.ts), token balances
// (createTokenBalances.ts) and identity (API, 5 min cache: fetchIdentity.ts), and the Account view
// that asks for them (watchAccountView.ts). SPEC §5, §7, §8, §9.

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
    const read = { namespace, caipNetworkId: network.caipNetworkId, address };
    const cached = readCache(getState().caches, 'balance', key, now());
    let value: { balance: string; symbol: string };
    try {
      value = cached ?? (await adapter.getBalance({ network, address }));
    } catch (error) {
      // The figure shown so far may be another chain's: mark it unavailable (the slice keys it).
      dispatch(chainsSlice.actions.balanceRead(read));
      throw error;
    }
    if (!cached) dispatch(cachesSlice.actions.cacheSet('balance', key, value, now()));
    // The slice drops it when the account or network changed while the balance was read.
    dispatch(chainsSlice.actions.balanceRead({ ...read, balance: value }));
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
  const stopBalanceWatch = watchNativeBalance(ctx, {
    refreshBalance,
    refreshAll,
    polledElsewhere: accountView.isShown,
  });

  return {
    refreshBalance,
    refreshAll,
    fetchTokenBalances,
    fetchIdentity: identityOf,
    dispose() {
      stopBalanceWatch();
      accountView.dispose();
    },
  };
}
