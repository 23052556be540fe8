import { setupListeners } from '@reduxjs/toolkit/query';
import type { Identity, TokenBalance } from '../../api/apiTypes';
import { getNamespace } from '../../core/caip';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import { chainsSlice } from '../../store/slices/chainsSlice';
import {
  type BalanceApi,
  type BalanceArgs,
  type NativeBalance,
  restoredBalanceEntries,
  withBalanceEndpoints,
} from './balanceEndpoints';
import type { RuntimeContext } from './createRuntimeContext';
import { createTokenBalances } from './createTokenBalances';
import { fetchIdentity, restoredIdentityEntries } from './fetchIdentity';
import { loadOnce } from './loadOnce';
import { sessionFor } from './sessionFor';
import { TOKEN_NAMESPACES } from './tokenNamespaces';
import type { WalletBalances } from './WalletRuntime';
import { type SubscribeBalance, watchNativeBalance } from './watchNativeBalance';

// Native balance (RPC) and token balances (wallet or API, priced) as RTK Query endpoints
// (balanceEndpoints.ts): their cache is RTK Query's, "refresh while shown" is a polled subscription
// (watchNativeBalance.ts for the header, followAccountView.ts for the Account view); identity (API,
// 5 min cache: fetchIdentity.ts). SPEC §5, §7, §8, §9.

/** What `initiate` hands back, as far as the runtime uses it. */
interface QueryResult<T> extends PromiseLike<{ data?: T }> {
  unwrap(): Promise<T>;
  unsubscribe(): void;
}

/** Creates the balance and identity part of the runtime; `dispose` ends its subscriptions. */
export function createBalances(ctx: RuntimeContext): WalletBalances {
  const { dispatch, now } = ctx;
  const { tokens } = createTokenBalances(ctx);
  let stopFocusListeners = () => {};

  const native = async (args: BalanceArgs) => {
    const s = sessionFor(ctx, args);
    const adapter = await ctx.loadAdapter(s.namespace);
    return adapter.getBalance({ network: s.network, address: s.address });
  };
  /** The kit's api with the balance endpoints; the persisted balances are restored into its cache. */
  const loadApi = loadOnce(async (): Promise<BalanceApi> => {
    const api = withBalanceEndpoints(await ctx.deps.getApi(), { native, tokens, now });
    const { caches } = ctx.getState();
    const restored = [...restoredBalanceEntries(caches, now()), ...restoredIdentityEntries(caches, now())];
    if (restored.length > 0) dispatch(api.util.upsertQueryEntries(restored as never));
    // `skipPollingIfUnfocused` needs RTK Query to know whether the page is visible.
    if (typeof window !== 'undefined') stopFocusListeners = setupListeners(dispatch as never);
    return api;
  });
  const run = <T>(action: unknown) => dispatch(action) as QueryResult<T>;
  const activeArgs = (): BalanceArgs | undefined => {
    const s = ctx.session();
    return s.network ? { caipNetworkId: s.network.caipNetworkId, address: s.address } : undefined;
  };

  /**
   * Reads `endpoint` for `args` through RTK Query's cache. RTK Query lets a forced read join one already
   * running for the same account, and answers it that read's figure; a refresh asked after a change (a
   * send, a mined block) must read after it, so a forced read first waits for the running one.
   */
  const read = async <T>(
    api: BalanceApi,
    endpoint: 'getNativeBalance' | 'getTokenBalances',
    args: BalanceArgs,
    forceRefetch: boolean,
  ): Promise<T> => {
    const running = () =>
      dispatch(api.util.getRunningQueryThunk(endpoint, args)) as PromiseLike<unknown> | undefined;
    for (let current = running(); forceRefetch && current; current = running()) await current;
    const initiate = api.endpoints[endpoint].initiate as (
      args: BalanceArgs,
      options: { subscribe: boolean; forceRefetch: boolean },
    ) => unknown;
    return run<T>(initiate(args, { subscribe: false, forceRefetch })).unwrap();
  };

  /** Reads the native balance through RTK Query's cache and shows it (the slice keys it). */
  const readBalance = async (forceRefetch: boolean): Promise<NativeBalance | undefined> => {
    const args = activeArgs();
    if (!args) return undefined;
    const balance = await read<NativeBalance>(await loadApi(), 'getNativeBalance', args, forceRefetch);
    // The endpoint shows what it read from the chain; a figure from the cache is shown here.
    const namespace = getNamespace(args.caipNetworkId);
    const account = ctx.getState().chains.chains[namespace]?.accountState;
    const shown =
      account?.balance === balance.balance &&
      account.balanceSymbol === balance.symbol &&
      !account.balanceUnavailable;
    if (!shown) dispatch(chainsSlice.actions.balanceRead({ namespace, ...args, balance }));
    return balance;
  };

  /** Shows a token list read for `args` in the account (the slice drops it if the account moved on). */
  const showTokens = (args: BalanceArgs, tokens: unknown) => {
    if (Array.isArray(tokens))
      dispatch(
        chainsSlice.actions.tokensRead({ namespace: getNamespace(args.caipNetworkId), ...args, tokens }),
      );
  };

  /**
   * The active account's token list. With nobody connected it is empty, not a rejection (issue 24: as
   * AppKit's `fetchTokenBalances`, callers list nothing rather than handle an error).
   */
  const fetchTokenBalances = async ({ forceUpdate = false } = {}): Promise<TokenBalance[]> => {
    let args: BalanceArgs | undefined;
    try {
      args = activeArgs();
    } catch (cause) {
      if (cause instanceof NoActiveCaipAddressError) return [];
      throw cause;
    }
    if (!args) return [];
    return read<TokenBalance[]>(await loadApi(), 'getTokenBalances', args, forceUpdate)
      .then((tokens) => {
        showTokens(args, tokens);
        return tokens;
      })
      .catch(() => []);
  };

  /**
   * After a transaction the kit followed to its receipt: the native balance and, while the Account view
   * shows it, the token list are read again from their sources (a deliberate refresh past the cache).
   */
  const refreshAll = async ({ tokens: withTokens }: { tokens: boolean }): Promise<void> => {
    let args: BalanceArgs | undefined;
    try {
      args = activeArgs();
    } catch {
      return; // disconnected meanwhile
    }
    if (!args) return;
    await readBalance(true).catch(() => undefined);
    const namespace = ctx.getState().chains.activeNamespace;
    if (withTokens && namespace && TOKEN_NAMESPACES.has(namespace))
      await fetchTokenBalances({ forceUpdate: true });
  };

  /** A polled subscription to one endpoint, started once the api is there; returns its unsubscribe. */
  const subscriber =
    (endpoint: 'getNativeBalance' | 'getTokenBalances'): SubscribeBalance =>
    (args, { pollingInterval, forceRefetch = false }) => {
      let stopped = false;
      let subscription: QueryResult<unknown> | undefined;
      void loadApi()
        .then((api) => {
          if (stopped) return;
          const options = {
            forceRefetch,
            subscriptionOptions: { pollingInterval, skipPollingIfUnfocused: true },
          };
          subscription = run(api.endpoints[endpoint].initiate(args, options));
          // A list RTK Query answers from its cache runs no query: it is shown from here.
          if (endpoint === 'getTokenBalances')
            void subscription.then((result) => showTokens(args, result.data));
        })
        .catch(() => undefined);
      return () => {
        stopped = true;
        subscription?.unsubscribe();
      };
    };

  const stopBalanceWatch = watchNativeBalance(ctx, subscriber('getNativeBalance'));

  return {
    readBalance,
    refreshAll,
    fetchTokenBalances,
    fetchIdentity: (address: string): Promise<Identity | undefined> => fetchIdentity(ctx, loadApi, address),
    subscribeNativeBalance: subscriber('getNativeBalance'),
    subscribeTokenBalances: subscriber('getTokenBalances'),
    dispose() {
      stopBalanceWatch();
      stopFocusListeners();
    },
  };
}
