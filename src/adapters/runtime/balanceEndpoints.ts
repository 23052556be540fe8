import type { TokenBalance } from '../../api/apiTypes';
import type { BlockchainApi } from '../../api/createBlockchainApi';
import { getNamespace } from '../../core/caip';
import { BALANCE_CACHE_MS, NATIVE_BALANCE_CACHE_MS } from '../../core/constants/time';
import { type SerializedError, serializeError } from '../../core/errors/defineError';
import type { CaipNetworkId } from '../../core/namespaces';
import { type CachesState, cachesSlice } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';

// The balance reads as RTK Query endpoints of the kit's api (SPEC §5, §7, §9): RTK Query's cache is
// the balance cache (its life is `keepUnusedDataFor`), and "refresh while shown" is a subscription
// with `pollingInterval` (watchNativeBalance.ts, followAccountView.ts). Every read that lands is
// written to the account (the header's figure) and to the persisted mirror that SPEC §3 asks for
// (cachesSlice; docs/architecture.md#data).

/** One account on one network: what a native balance or a token list is read for. */
export interface BalanceArgs {
  caipNetworkId: CaipNetworkId;
  address: string;
}

/** A native balance as the chain adapter reads it. */
export interface NativeBalance {
  balance: string;
  symbol: string;
}

/** How the runtime reads each balance from its source (the endpoints hold no session of their own). */
export interface BalanceSources {
  native(args: BalanceArgs): Promise<NativeBalance>;
  /** `forced`: a refresh (poll, after a transaction), so sources are asked past their own caches. */
  tokens(args: BalanceArgs, forced: boolean): Promise<TokenBalance[]>;
  now(): number;
}

/** Why a read did not happen at all: no connected session for it (not a failed read). */
export const NO_SESSION_ERROR = 'NoActiveCaipAddressError';

/** Addresses compare case-insensitively (SPEC §5): one cache entry per account and network. */
const serializeQueryArgs = ({ endpointName, queryArgs }: { endpointName: string; queryArgs: BalanceArgs }) =>
  `${endpointName}(${queryArgs.caipNetworkId}:${queryArgs.address.toLowerCase()})`;

// The store keeps the error as data (name, message, code, fields), as every RTK Query endpoint does.
const failure = (error: unknown): { error: SerializedError } => ({ error: serializeError(error) });

const errorName = (rejection: unknown) => (rejection as { error?: { name?: unknown } })?.error?.name;

function inject(api: BlockchainApi, sources: BalanceSources) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** The native balance from the chain (the adapter's RPC read). */
      getNativeBalance: build.query<NativeBalance, BalanceArgs>({
        async queryFn(args) {
          try {
            return { data: await sources.native(args) };
          } catch (error) {
            return failure(error);
          }
        },
        serializeQueryArgs,
        keepUnusedDataFor: NATIVE_BALANCE_CACHE_MS / 1000,
        async onQueryStarted(args, { dispatch, queryFulfilled }) {
          const read = { namespace: getNamespace(args.caipNetworkId), ...args };
          try {
            const { data } = await queryFulfilled;
            // The slice drops it when the account or network changed while the balance was read.
            dispatch(chainsSlice.actions.balanceRead({ ...read, balance: data }));
            const key = `${args.caipNetworkId}:${args.address}`;
            dispatch(cachesSlice.actions.cacheSet('balance', key, data, sources.now()));
          } catch (rejection) {
            // The figure shown so far may be another chain's: mark it unavailable (the slice keys it).
            if (errorName(rejection) !== NO_SESSION_ERROR) dispatch(chainsSlice.actions.balanceRead(read));
          }
        },
      }),
      /** The account's tokens (wallet or API), valued at the price endpoint's prices. */
      getTokenBalances: build.query<TokenBalance[], BalanceArgs>({
        async queryFn(args, { forced }) {
          try {
            return { data: await sources.tokens(args, forced === true) };
          } catch (error) {
            return failure(error);
          }
        },
        serializeQueryArgs,
        keepUnusedDataFor: BALANCE_CACHE_MS / 1000,
        async onQueryStarted(args, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            // The account's list (SPEC §3 tokenBalance, what the Account view shows; the slice drops
            // it when the account or network changed meanwhile) and the persisted mirror, keyed by
            // address (SPEC §9; see cachesSlice).
            dispatch(
              chainsSlice.actions.tokensRead({
                namespace: getNamespace(args.caipNetworkId),
                ...args,
                tokens: data,
              }),
            );
            dispatch(cachesSlice.actions.cacheSet('portfolio', args.address, data, sources.now()));
          } catch {
            // Not read: the mirror keeps what it had (the failure was toasted by the source).
          }
        },
      }),
    }),
  });
}

/** The kit's api with the balance endpoints. */
export type BalanceApi = ReturnType<typeof inject>;

/** The kit's api with the balance endpoints, injected on first use (once per kit's api). */
export function withBalanceEndpoints(api: BlockchainApi, sources: BalanceSources): BalanceApi {
  return ('getNativeBalance' in api.endpoints ? api : inject(api, sources)) as BalanceApi;
}

/**
 * The persisted balances that are still fresh (SPEC §3, §9), as entries for RTK Query's cache: after a
 * reload the first read of an account is answered from what was stored, as before. A stored token list
 * is keyed by address alone (SPEC §9); it is restored for the network its tokens name, and not at all
 * when that is unclear (empty, or tokens of several networks).
 */
export function restoredBalanceEntries(caches: CachesState, now: number) {
  const fresh = <T>(entries: Record<string, { value: T; timestamp: number }>, ttlMs: number) =>
    Object.entries(entries).filter(([, entry]) => now - entry.timestamp <= ttlMs);
  const native = fresh(caches.balance, NATIVE_BALANCE_CACHE_MS).flatMap(([key, entry]) => {
    const split = key.lastIndexOf(':');
    if (split <= 0) return [];
    const arg: BalanceArgs = {
      caipNetworkId: key.slice(0, split) as CaipNetworkId,
      address: key.slice(split + 1),
    };
    return [{ endpointName: 'getNativeBalance' as const, arg, value: entry.value }];
  });
  const tokens = fresh(
    caches.portfolio as Record<string, { value: TokenBalance[]; timestamp: number }>,
    BALANCE_CACHE_MS,
  ).flatMap(([address, entry]) => {
    const networks = new Set(Array.isArray(entry.value) ? entry.value.map((token) => token?.chainId) : []);
    const [caipNetworkId] = networks;
    if (networks.size !== 1 || typeof caipNetworkId !== 'string') return [];
    const arg: BalanceArgs = { caipNetworkId: caipNetworkId as CaipNetworkId, address };
    return [{ endpointName: 'getTokenBalances' as const, arg, value: entry.value }];
  });
  return [...native, ...tokens];
}
