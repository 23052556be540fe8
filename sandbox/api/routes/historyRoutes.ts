import { z } from 'zod';
import { isSolanaAddress, isSolanaSignature } from '../../../src/core/validate';
import { decodeHistoryCursor, type HistoryPosition } from '../history/historyCursor';
import { decodeOnrampHistoryCursor, type OnrampHistoryPosition } from '../history/onrampHistoryCursor';
import { readHistoryPage } from '../history/readHistoryPage';
import { readOnrampHistory } from '../history/readOnrampHistory';
import { badRequest, unsupportedChain } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, evmAccountSchema, kitQueryFields, preview } from '../http/schemas';

/**
 * Where an earlier page ended: an indexer position (EVM), a transaction signature (Solana), or an
 * on-ramp order (`onramp=coinbase`).
 */
type HistoryCursor = { position: HistoryPosition } | { signature: string } | { order: OnrampHistoryPosition };

const invalidCursor = () => badRequest('query.cursor: Invalid cursor');

/** A `next` cursor of an earlier page; empty is the same as none (the first page). */
const cursorSchema = z
  .string()
  .optional()
  .transform((value, context): HistoryCursor | undefined => {
    if (value === undefined || value === '') return undefined;
    const position = decodeHistoryCursor(value);
    if (position) return { position };
    const order = decodeOnrampHistoryCursor(value);
    if (order) return { order };
    // readSolanaHistory's `next`: the last signature of the page, which the chain's RPC pages back from.
    if (isSolanaSignature(value)) return { signature: value };
    context.issues.push({ code: 'custom', message: 'Invalid cursor', input: value });
    return z.NEVER;
  });

/**
 * GET /v1/account/{account}/history: the account's transactions as the indexer recorded them from the
 * local chains, newest first, 50 per page (historyPageSize) with a keyset cursor. Without chainId
 * every configured chain is included. A transaction that settled an on-ramp order of the account (Sandbox
 * Pay's transfer) is labelled `buy`. `onramp=coinbase` lists the account's on-ramp orders instead, in
 * the shape AppKit's Blockchain API gives Coinbase's (readOnrampHistory), whatever the chainId; a
 * Solana account has none (Sandbox Pay sells on the EVM chain).
 * A Solana account (with a solana chainId, or a Solana address without one) is read from its chain's
 * RPC instead of the indexer, 50 per page too, its cursor the last signature of the page (the RPC's
 * `getSignaturesForAddress` pages back from it with `before`). Without a chainId and with several
 * Solana chains only their merged newest page is served (a signature names one chain's transaction).
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
      const { cursor } = query;
      if (query.onramp === 'coinbase') {
        if (cursor && !('order' in cursor)) throw invalidCursor();
        if (!evm) return { json: { data: [], next: null } };
        return { json: await readOnrampHistory(context, evm.data, cursor?.order) };
      }
      if (cursor && 'order' in cursor) throw invalidCursor();
      if (solana) {
        if (cursor && !('signature' in cursor)) throw invalidCursor();
        const readers = [...(context.solanaChains?.values() ?? [])].filter(
          (reader) => chainId === undefined || reader.caipNetworkId === chainId,
        );
        const [only] = readers;
        if (readers.length === 1 && only) {
          return { json: await only.history(params.account, context.publicUrl(), cursor?.signature) };
        }
        // Several chains: their newest pages merged, and no page after it.
        if (cursor) return { json: { data: [], next: null } };
        const perChain = await Promise.all(
          readers.map((r) => r.history(params.account, context.publicUrl())),
        );
        const data = perChain
          .flatMap((page) => page.data)
          .sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt));
        return { json: { data, next: null } };
      }
      if (cursor && !('position' in cursor)) throw invalidCursor();
      const page = await readHistoryPage(context, {
        account: evm?.data ?? params.account,
        chainIds: chainId === undefined ? [...context.chains.keys()] : [chainId],
        after: cursor?.position,
      });
      return { json: page };
    },
  }),
];
