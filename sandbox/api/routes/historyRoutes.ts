import { z } from 'zod';
import { isSolanaAddress } from '../../../src/core/validate';
import { decodeHistoryCursor, type HistoryPosition } from '../history/historyCursor';
import { readHistoryPage } from '../history/readHistoryPage';
import { badRequest, unsupportedChain } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, evmAccountSchema, kitQueryFields, preview } from '../http/schemas';

/** A `next` cursor of an earlier page; empty is the same as none (the first page). */
const cursorSchema = z
  .string()
  .optional()
  .transform((value, context): HistoryPosition | undefined => {
    if (value === undefined || value === '') return undefined;
    const position = decodeHistoryCursor(value);
    if (!position) {
      context.issues.push({ code: 'custom', message: 'Invalid cursor', input: value });
      return z.NEVER;
    }
    return position;
  });

/**
 * GET /v1/account/{account}/history: the account's transactions as the indexer recorded them from the
 * local chains, newest first, 50 per page (historyPageSize) with a keyset cursor. Without chainId
 * every configured chain is included. The sandbox has no on-ramp, so `onramp=coinbase` is an empty page.
 * A Solana account (with a solana chainId, or a Solana address without one) is read from its chains'
 * RPC instead of the indexer: the newest page only, so its `next` is always null.
 */
export const historyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:account/history',
    // Either kind of address; which one is decided with the chainId in the handler (as the balance route).
    params: z.object({ account: z.string() }),
    query: z.object({
      ...kitQueryFields,
      cursor: cursorSchema,
      chainId: caip2Schema.optional(),
      onramp: z.literal('coinbase', { error: 'only coinbase is supported' }).optional(),
    }),
    async handle({ params, query, context }) {
      const { chainId } = query;
      const solana = chainId === undefined ? isSolanaAddress(params.account) : chainId.startsWith('solana:');
      const chains: ReadonlyMap<string, unknown> = solana
        ? (context.solanaChains ?? new Map())
        : context.chains;
      if (chainId !== undefined && !chains.has(chainId)) {
        throw unsupportedChain(`Unsupported chain: ${chainId}`);
      }
      if (solana && !isSolanaAddress(params.account)) {
        throw badRequest(`params.account: Invalid address: ${preview(params.account)}`);
      }
      const evm = solana ? undefined : evmAccountSchema.safeParse(params.account);
      if (evm && !evm.success)
        throw badRequest(`params.account: Invalid address: ${preview(params.account)}`);
      if (query.onramp === 'coinbase') return { json: { data: [], next: null } };
      if (solana) {
        // One page only: any cursor is past its end.
        if (query.cursor) return { json: { data: [], next: null } };
        const readers = [...(context.solanaChains?.values() ?? [])].filter(
          (reader) => chainId === undefined || reader.caipNetworkId === chainId,
        );
        const perChain = await Promise.all(
          readers.map((r) => r.history(params.account, context.publicUrl())),
        );
        const data = perChain
          .flat()
          .sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt));
        return { json: { data, next: null } };
      }
      const page = await readHistoryPage(context, {
        account: evm?.data ?? params.account,
        chainIds: chainId === undefined ? [...context.chains.keys()] : [chainId],
        after: query.cursor,
      });
      return { json: page };
    },
  }),
];
