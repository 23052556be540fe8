import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, kitQueryFields } from '../http/schemas';
import { queryBitcoinUnspents } from '../indexer/bitcoin/queryBitcoinUnspents';
import { bitcoinAddressScript } from './bitcoinAddressScript';

/**
 * GET /v1/bitcoin/utxos/{address}?chainId=bip122:…: the address's confirmed unspent outputs, from the
 * Bitcoin indexer (sandbox/api/indexer/bitcoin), oldest first; what the Bitcoin adapter spends and sums.
 */
export const bitcoinRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/bitcoin/utxos/:address',
    params: z.object({ address: z.string() }),
    query: z.object({
      ...kitQueryFields,
      chainId: caip2Schema.refine((value) => value.startsWith('bip122:'), {
        error: (issue) => `must be a bip122 chain: ${String(issue.input)}`,
      }),
    }),
    async handle({ params, query, context }) {
      const { script, chains } = bitcoinAddressScript(context, params.address, query.chainId);
      const utxos = await queryBitcoinUnspents(context.db, chains[0]!.caipNetworkId, script);
      return { json: { utxos } };
    },
  }),
];
