import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { findOnrampOffer } from '../onramp/onrampCatalog';
import { quoteOnramp } from '../onramp/onrampQuote';
import { fiatAmountSchema, fiatCurrencySchema, onrampNameSchema } from '../onramp/onrampSchemas';

/**
 * POST /v1/onramp/quote: SPEC §3's quote for paying `amount` of `paymentCurrency` for `purchaseCurrency`
 * on `network`: the provider fee from the fixed schedule (onrampFeeSchedule), the network fee of the
 * settlement transfer at the current gas price, the rest at the pool price. Outside the card limits: 400.
 */
export const onrampQuoteRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/onramp/quote',
    body: z.object({
      purchaseCurrency: onrampNameSchema,
      paymentCurrency: fiatCurrencySchema,
      amount: fiatAmountSchema,
      network: onrampNameSchema,
      projectId: z.string().max(200).optional(),
    }),
    async handle({ body, context }) {
      const offer = await findOnrampOffer(context, body.purchaseCurrency, body.network);
      if (!offer) throw badRequest(`Sandbox Pay does not sell ${body.purchaseCurrency} on ${body.network}`);
      const quote = await quoteOnramp(offer, body.paymentCurrency, body.amount, `quote_${randomUUID()}`);
      return { json: quote };
    },
  }),
];
