import { z } from 'zod';
import { decodeHistoryCursor, type HistoryPosition } from '../history/historyCursor';
import { readHistoryPage } from '../history/readHistoryPage';
import { unsupportedChain } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, evmAccountSchema, kitQueryFields } from '../http/schemas';

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
 */
export const historyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:account/history',
    params: z.object({ account: evmAccountSchema }),
    query: z.object({
      ...kitQueryFields,
      cursor: cursorSchema,
      chainId: caip2Schema.optional(),
      onramp: z.literal('coinbase', { error: 'only coinbase is supported' }).optional(),
    }),
    async handle({ params, query, context }) {
      const { chainId } = query;
      if (chainId !== undefined && !context.chains.has(chainId)) {
        throw unsupportedChain(`Unsupported chain: ${chainId}`);
      }
      if (query.onramp === 'coinbase') return { json: { data: [], next: null } };
      const page = await readHistoryPage(context, {
        account: params.account,
        chainIds: chainId === undefined ? [...context.chains.keys()] : [chainId],
        after: query.cursor,
      });
      return { json: page };
    },
  }),
];
