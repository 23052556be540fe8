import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { kitQueryFields } from '../http/schemas';
import { onrampFiatCurrencies, onrampOffers, onrampPaymentMethodLimits } from '../onramp/onrampCatalog';

/**
 * GET /v1/onramp/options: SPEC §3's on-ramp options for the sandbox: ETH and USDC on the first chain,
 * paid in USD or EUR within the card and bank limits (the same figures as SPEC §9's fallback).
 */
export const onrampOptionsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/onramp/options',
    query: z.object(kitQueryFields),
    async handle({ context }) {
      const offers = await onrampOffers(context);
      const purchaseCurrencies = offers.map((offer) => ({
        id: offer.asset,
        name: offer.name,
        symbol: offer.asset,
        networks: [
          {
            name: offer.network,
            display_name: offer.displayName,
            chain_id: String(offer.chainId),
            contract_address: offer.contractAddress,
          },
        ],
      }));
      const paymentCurrencies = onrampFiatCurrencies.map((id) => ({
        id,
        payment_method_limits: onrampPaymentMethodLimits.map((limit) => ({ ...limit })),
      }));
      return { json: { purchaseCurrencies, paymentCurrencies } };
    },
  }),
];
