import { z } from 'zod';
import { isSolanaAddress } from '../../../src/core/validate';
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
        const key = `${params.address}|${chainId ?? 'solana:*'}`;
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

      const key = `${address.toLowerCase()}|${chainId ?? '*'}`;
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
