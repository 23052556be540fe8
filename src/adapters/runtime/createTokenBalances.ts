import type { TokenBalance } from '../../api/apiTypes';
import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS } from '../../core/constants/time';
import { defineError } from '../../core/errors/defineError';
import { TOAST } from '../../core/errors/toasts';
import { assetsFromWallet } from './assetsFromWallet';
import type { BalanceArgs } from './balanceEndpoints';
import type { RuntimeContext, RuntimeSession } from './createRuntimeContext';
import { dropZeroDecimals } from './evmAssets';
import { sessionFor } from './sessionFor';
import { priceAddressOf, withPrices } from './tokenPrices';

// Token balances from their sources: wallet_getAssets when the wallet reports asset discovery for the
// active chain, else the API with its 30 s retry block; valued at the price endpoint's prices. The
// cache in front of them is RTK Query's (getTokenBalances, balanceEndpoints.ts). SPEC §5, §7, §8, §9.

/** The API's source could not answer (the failure was toasted) or is in its retry block. */
export const TokenBalancesUnavailableError = /* @__PURE__ */ defineError({
  name: 'TokenBalancesUnavailableError',
  message: 'The token balances could not be read',
});

/** Creates the token-balance source of one runtime (it keeps the API's retry block). */
export function createTokenBalances(ctx: RuntimeContext): {
  tokens(args: BalanceArgs, forced: boolean): Promise<TokenBalance[]>;
} {
  const { dispatch, now } = ctx;
  let balanceBlockedUntil = 0;

  /** The API's balances; undefined while retries are blocked or after a failure (then toasted). */
  const fromApi = async (s: RuntimeSession, forced: boolean): Promise<TokenBalance[] | undefined> => {
    if (now() < balanceBlockedUntil || !s.network) return undefined;
    try {
      const api = await ctx.deps.getApi();
      // A forced read (poll, after a transaction) asks the API to read the chain again too; any other
      // takes an answer RTK Query holds from the last SPEC §9 balance cache life (30 s).
      const args = {
        address: s.address,
        chainId: s.network.caipNetworkId,
        ...(forced ? { forceUpdate: true } : {}),
      };
      const result = await (
        dispatch(
          api.endpoints.getBalance.initiate(args, {
            subscribe: false,
            forceRefetch: forced || BALANCE_CACHE_MS / 1000,
          }),
        ) as {
          unwrap(): Promise<{ balances: TokenBalance[] }>;
        }
      ).unwrap();
      return dropZeroDecimals(Array.isArray(result?.balances) ? result.balances : []);
    } catch {
      balanceBlockedUntil = now() + BALANCE_RETRY_BLOCK_MS;
      ctx.deps.showNotification({ message: TOAST.tokenBalanceUnavailable, variant: 'error' });
      return undefined;
    }
  };

  /** USD values from `POST /v1/fungible/price` (SPEC §7, its own 30 s cache); a failed call keeps the source's. */
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

  const tokens = async (args: BalanceArgs, forced: boolean): Promise<TokenBalance[]> => {
    const s = sessionFor(ctx, args);
    const adapter = await ctx.loadAdapter(s.namespace);
    // Wallet asset discovery is EIP-7811 (EVM); a Solana account's tokens come from the API.
    const fromWallet = s.namespace === 'eip155' ? await assetsFromWallet(s, adapter) : undefined;
    const found = fromWallet ? dropZeroDecimals(fromWallet) : await fromApi(s, forced);
    if (!found) throw new TokenBalancesUnavailableError();
    return priced(found);
  };

  return { tokens };
}
