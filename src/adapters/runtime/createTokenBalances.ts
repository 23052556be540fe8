import type { TokenBalance } from '../../api/apiTypes';
import { BALANCE_RETRY_BLOCK_MS } from '../../core/constants/time';
import { TOAST } from '../../core/errors/messages';
import { cachesSlice, readCache } from '../../store/slices/cachesSlice';
import type { AdapterRuntime } from './AdapterRuntime';
import { assetsFromWallet } from './assetsFromWallet';
import type { RuntimeContext, RuntimeSession } from './createRuntimeContext';
import { dropZeroDecimals } from './evmAssets';
import { priceAddressOf, withPrices } from './tokenPrices';

// Token balances: wallet_getAssets when the wallet reports asset discovery for the active chain, else
// the API with its 30 s cache and 30 s retry block; valued at the price endpoint's prices, cached with
// them. SPEC §5, §7, §8, §9.

/** Namespaces whose token list the Account view reads from the API. */
export const TOKEN_NAMESPACES: ReadonlySet<string> = new Set(['eip155', 'solana']);

/** Creates the token-balance reader of one runtime (it keeps the API's retry block). */
export function createTokenBalances(ctx: RuntimeContext): Pick<AdapterRuntime, 'fetchTokenBalances'> {
  const { getState, dispatch, now } = ctx;
  let balanceBlockedUntil = 0;

  /** The API's balances; undefined while retries are blocked or after a failure (then toasted). */
  const fromApi = async (s: RuntimeSession, forceUpdate: boolean): Promise<TokenBalance[] | undefined> => {
    if (now() < balanceBlockedUntil || !s.network) return undefined;
    try {
      const api = await ctx.deps.getApi();
      const result = await (
        dispatch(
          api.endpoints.getBalance.initiate(
            { address: s.address, chainId: s.network.caipNetworkId, ...(forceUpdate ? { forceUpdate } : {}) },
            { subscribe: false, forceRefetch: true },
          ),
        ) as { unwrap(): Promise<{ balances: TokenBalance[] }> }
      ).unwrap();
      return dropZeroDecimals(Array.isArray(result?.balances) ? result.balances : []);
    } catch {
      balanceBlockedUntil = now() + BALANCE_RETRY_BLOCK_MS;
      ctx.deps.showNotification({ message: TOAST.tokenBalanceUnavailable, variant: 'error' });
      return undefined;
    }
  };

  /** USD values from `POST /v1/fungible/price` (SPEC §7); a failed price call keeps the source's own. */
  const priced = async (balances: TokenBalance[]): Promise<TokenBalance[]> => {
    if (balances.length === 0) return balances;
    try {
      const api = await ctx.deps.getApi();
      const addresses = [...new Set(balances.map(priceAddressOf))];
      const answer = await (
        dispatch(api.endpoints.getFungiblePrice.initiate({ addresses }, { subscribe: false })) as {
          unwrap(): Promise<{ fungibles?: unknown }>;
        }
      ).unwrap();
      return withPrices(balances, answer?.fungibles);
    } catch {
      return balances;
    }
  };

  const fetchTokenBalances = async ({ forceUpdate = false } = {}): Promise<TokenBalance[]> => {
    const s = ctx.session();
    if (!s.network) return [];
    // Keyed by address (SPEC §9, and what the Account view reads); a network change clears the entry.
    const key = s.address;
    const cached = forceUpdate ? undefined : readCache(getState().caches, 'portfolio', key, now());
    if (cached) return cached;
    const adapter = await ctx.loadAdapter(s.namespace);
    // Wallet asset discovery is EIP-7811 (EVM); a Solana account's tokens come from the API.
    const fromWallet = s.namespace === 'eip155' ? await assetsFromWallet(s, adapter) : undefined;
    const found = fromWallet ? dropZeroDecimals(fromWallet) : await fromApi(s, forceUpdate);
    if (!found) return [];
    const balances = await priced(found);
    dispatch(cachesSlice.actions.cacheSet('portfolio', key, balances, now()));
    return balances;
  };

  return { fetchTokenBalances };
}
