import { z } from 'zod';
import type { ApiContext } from '../ApiContext';
import { badRequest } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { declinedTestCard, isLuhnValid } from '../onramp/isLuhnValid';
import { findOnrampOffer, type OnrampFiatCurrency } from '../onramp/onrampCatalog';
import {
  claimPendingOrder,
  type OnrampOrderRow,
  onrampOrderAnswer,
  readOnrampOrder,
} from '../onramp/onrampOrders';
import { quoteOnramp } from '../onramp/onrampQuote';
import { onrampOrderIdSchema } from '../onramp/onrampSchemas';
import { sandboxPayPage } from '../onramp/sandboxPayPage';
import { settleOnrampOrder } from '../onramp/settleOnrampOrder';
import { sandboxPayPath } from './onrampUrlRoutes';

/** How long a "settle slowly" payment stays pending by default (startApi's onrampSlowSettlementMs). */
export const defaultSlowSettlementMs = 10_000;

const html = (status: number, body: string) => ({
  status,
  body,
  contentType: 'text/html; charset=utf-8',
  headers: {
    'cache-control': 'no-store',
    // The page runs its own inline script and talks to this origin only.
    'content-security-policy':
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'",
  },
});

async function pageQuote(context: ApiContext, order: OnrampOrderRow) {
  const offer = await findOnrampOffer(context, order.asset, order.network);
  if (!offer) return undefined;
  const currency = order.fiat_currency as OnrampFiatCurrency;
  return quoteOnramp(offer, currency, Number(order.fiat_amount), order.id).catch(() => undefined);
}

/**
 * Sandbox Pay, the local stand-in for Coinbase's checkout: the page at Coinbase's `/buy/select-asset`
 * path and the two actions it posts. Paying takes a Luhn-valid test card and settles on the chain;
 * `declinedTestCard` fails the order; "settle slowly" leaves it pending for onrampSlowSettlementMs.
 */
export const onrampPayPageRoutes = [
  defineRoute({
    method: 'GET',
    path: `${sandboxPayPath}/buy/select-asset`,
    // Coinbase's other parameters (appId, addresses, assets, ...) are accepted and not needed: the order
    // has them. A bad or unknown order id is answered as every API error is (JSON 400 / 404).
    query: z.object({ orderId: onrampOrderIdSchema }),
    async handle({ query, context }) {
      const order = await readOnrampOrder(context.db, query.orderId);
      return html(200, sandboxPayPage(order, await pageQuote(context, order)));
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${sandboxPayPath}/orders/:id/pay`,
    params: z.object({ id: onrampOrderIdSchema }),
    body: z.object({ card: z.string().max(23), slow: z.boolean().optional() }).strict(),
    async handle({ params, body, context }) {
      // Checked before the order is touched: a bad card changes nothing.
      if (!isLuhnValid(body.card)) throw badRequest('body.card: not a valid card number');
      if (body.card.replace(/ /g, '') === declinedTestCard) {
        const failed = await claimPendingOrder(context.db, params.id, 'failed');
        return { json: { ...onrampOrderAnswer(failed), reason: 'card_declined' } };
      }
      const order = await claimPendingOrder(context.db, params.id, 'settling');
      if (body.slow) {
        const timer = setTimeout(() => {
          // settleOnrampOrder records its own failure; nothing here can reject unhandled.
          settleOnrampOrder(context, order).catch(() => {});
        }, context.onrampSlowSettlementMs ?? defaultSlowSettlementMs);
        timer.unref();
        return { status: 202, json: onrampOrderAnswer(order) };
      }
      await settleOnrampOrder(context, order);
      return { json: onrampOrderAnswer(await readOnrampOrder(context.db, params.id)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${sandboxPayPath}/orders/:id/abandon`,
    params: z.object({ id: onrampOrderIdSchema }),
    body: z.object({}).strict(),
    async handle({ params, context }) {
      return { json: onrampOrderAnswer(await claimPendingOrder(context.db, params.id, 'abandoned')) };
    },
  }),
];
