import { z } from 'zod';
import type { ApiContext } from '../ApiContext';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, kitQueryFields } from '../http/schemas';
import { svgResponse } from '../icons/iconResponse';
import { payAmountSchema, payAssetSchema } from '../pay/paySchemas';

/** The one exchange the sandbox lists: its own Sandbox Exchange page (sandboxExchangePath). */
export const sandboxExchangeId = 'sandbox';

const sandboxExchangeIcon = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32">',
  '<rect width="32" height="32" rx="8" fill="#1f6f5c"/>',
  '<path d="M8 12h13l-3-3M24 20H11l3 3" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>',
  '</svg>',
].join('');

/** Whether the sandbox can pay `asset` on `network` (either may be absent: then any of them). */
async function payableHere(context: ApiContext, network?: string, asset?: string): Promise<boolean> {
  if (network === undefined) return true;
  const reader = context.chains.get(network);
  if (!reader) return false;
  if (asset === undefined || asset === 'native') return true;
  return (await reader.tokens()).some((token) => token.address.toLowerCase() === asset.toLowerCase());
}

/**
 * GET /v1/pay/exchanges: the exchanges a payment can go through (AppKit Pay's `getExchanges`). The
 * sandbox lists its Sandbox Exchange for the networks it serves and for the assets it can pay there;
 * any other network or asset gets an empty list. GET /v1/pay/exchanges/sandbox/icon.svg is its icon.
 */
export const payExchangeRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/pay/exchanges',
    query: z.object({
      ...kitQueryFields,
      network: caip2Schema.optional(),
      asset: payAssetSchema.optional(),
      amount: payAmountSchema.optional(),
      page: z.coerce.number().int().min(0).max(1000).optional(),
    }),
    async handle({ query, context }) {
      if (!(await payableHere(context, query.network, query.asset)))
        return { json: { exchanges: [], total: 0 } };
      const exchange = {
        id: sandboxExchangeId,
        name: 'Sandbox Exchange',
        imageUrl: `${context.publicUrl()}/v1/pay/exchanges/${sandboxExchangeId}/icon.svg`,
      };
      return { json: { exchanges: [exchange], total: 1 } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: `/v1/pay/exchanges/${sandboxExchangeId}/icon.svg`,
    async handle() {
      return svgResponse(sandboxExchangeIcon);
    },
  }),
];
