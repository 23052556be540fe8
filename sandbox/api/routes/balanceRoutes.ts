import { z } from 'zod';
import { isSolanaAddress } from '../../../src/core/validate';
import type { ApiContext } from '../ApiContext';
import { readTokenBalances } from '../chain/readTokenBalances';
import { badRequest, unsupportedChain } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, evmAddressSchema, kitQueryFields, queryFlagSchema } from '../http/schemas';
import { isBitcoinAddress } from './bitcoinAddressScript';
import { bitcoinBalances } from './bitcoinBalances';

// Solana chains (SPEC §9 balance chains) are answered from their own readers: a Solana address (SPEC
// §5: 32-44 base58 characters decoding to 32 bytes) with a solana chainId, or without a chainId (then
// every configured Solana chain). An EVM address asks the eip155 chains as before.

/** GET /v1/account/{address}/balance: native and token balances with USD values from the pools. */
export const balanceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:address/balance',
    params: z.object({ address: z.string() }),
    query: z.object({
      ...kitQueryFields,
      currency: z.literal('usd', { error: 'only usd is supported' }).optional(),
      // Without chainId every configured chain of the address's kind is answered.
      chainId: caip2Schema.optional(),
      forceUpdate: queryFlagSchema,
    }),
    async handle({ params, query, context }) {
      const { chainId } = query;
      // bip122 (issue 27): from the Bitcoin indexer's tables, so no cache (bitcoinBalances.ts).
      if (chainId === undefined ? isBitcoinAddress(params.address) : chainId.startsWith('bip122:'))
        return { json: { balances: await bitcoinBalances(context, params.address, chainId) } };
      const solana = chainId === undefined ? isSolanaAddress(params.address) : chainId.startsWith('solana:');
      if (solana) {
        if (!isSolanaAddress(params.address))
          throw badRequest(`params.address: Invalid address: ${params.address}`);
        const solanaChains = context.solanaChains ?? new Map();
        const reader = chainId === undefined ? undefined : solanaChains.get(chainId);
        if (chainId !== undefined && !reader) throw unsupportedChain(`Unsupported chain: ${chainId}`);
        const readers = reader ? [reader] : [...solanaChains.values()];
        // Base58 is case-sensitive: the key keeps the address as given.
        const key = await balanceKey(context, params.address, chainId ?? 'solana:*', query.forceUpdate);
        const cached = query.forceUpdate ? undefined : context.balanceCache.get(key);
        if (cached) return { json: { balances: cached } };
        const perChain = await Promise.all(
          readers.map((r) => r.balances(params.address, context.publicUrl())),
        );
        const balances = perChain.flat();
        context.balanceCache.set(key, balances);
        return { json: { balances } };
      }
      const checked = evmAddressSchema.safeParse(params.address);
      if (!checked.success) throw badRequest(`params.address: Invalid address: ${params.address}`);
      const address = checked.data;
      const reader = chainId === undefined ? undefined : context.chains.get(chainId);
      if (chainId !== undefined && !reader) throw unsupportedChain(`Unsupported chain: ${chainId}`);
      const readers = reader ? [reader] : [...context.chains.values()];

      const key = await balanceKey(context, address.toLowerCase(), chainId ?? '*', query.forceUpdate);
      const cached = query.forceUpdate ? undefined : context.balanceCache.get(key);
      if (cached) return { json: { balances: cached } };
      const perChain = await Promise.all(
        readers.map((chain) => readTokenBalances(chain, address, context.publicUrl())),
      );
      const balances = perChain.flat();
      context.balanceCache.set(key, balances);
      return { json: { balances } };
    },
  }),
];

/**
 * The cache key of an address's balances for a chain selection, ending in the address's refresh
 * generation shared by every instance (issue 29). It is read before the chain is, and a forced refresh
 * counts a new one first: whatever any instance cached before a refresh is never served after it, not
 * even a read that was under way while it happened (it lands under the old generation).
 */
async function balanceKey(
  context: ApiContext,
  address: string,
  selection: string,
  forceUpdate: boolean | undefined,
): Promise<string> {
  const refreshes = context.balanceRefreshes;
  const generation = !refreshes
    ? 0
    : forceUpdate
      ? await refreshes.refresh(address)
      : await refreshes.generation(address);
  return `${address}|${selection}|${generation}`;
}
