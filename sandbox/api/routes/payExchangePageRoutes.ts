import { z } from 'zod';
import type { ApiContext } from '../ApiContext';
import { defineRoute } from '../http/defineRoute';
import {
  claimExchangePayment,
  type PaymentRow,
  paymentAnswer,
  readExchangePayment,
  readPayment,
} from '../pay/payPayments';
import { paymentIdSchema } from '../pay/paySchemas';
import { sandboxExchangePage } from '../pay/sandboxExchangePage';
import { settleExchangePayment } from '../pay/settleExchangePayment';
import { sandboxExchangePath } from './payPaymentRoutes';

/** How long a "settle slowly" payment stays in progress by default (startApi's paySlowSettlementMs). */
export const defaultPaySlowSettlementMs = 10_000;

// The same headers as Sandbox Pay's page (onrampPayPageRoutes): no caching, and a policy that lets the
// page run its own inline script against this origin only, post no form elsewhere and sit in no frame.
const html = (body: string) => ({
  status: 200,
  body,
  contentType: 'text/html; charset=utf-8',
  headers: {
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'",
  },
});

/** The asset's symbol on its chain, for the page (the address itself when the API no longer knows it). */
async function assetSymbol(context: ApiContext, row: PaymentRow): Promise<string> {
  const reader = context.chains.get(row.caip_network_id);
  if (row.asset === 'native') return reader?.nativeCurrency.symbol ?? 'native';
  const tokens = (await reader?.tokens()) ?? [];
  return tokens.find((token) => token.address.toLowerCase() === row.asset.toLowerCase())?.symbol ?? row.asset;
}

const idParams = z.object({ id: paymentIdSchema });

/**
 * The Sandbox Exchange, the local stand-in for a centralised exchange's deposit page that
 * `POST /v1/pay/payments` hands out for exchange payments: the page and its two actions. "Pay" sends
 * the payment from the treasury on the chain; "Fail" fails it; "Settle slowly" leaves it in progress for
 * paySlowSettlementMs first. Each action moves an IN_PROGRESS payment in one conditional update: once.
 */
export const payExchangePageRoutes = [
  defineRoute({
    method: 'GET',
    path: `${sandboxExchangePath}/:id`,
    params: idParams,
    async handle({ params, context }) {
      const row = await readExchangePayment(context.db, params.id);
      return html(sandboxExchangePage(row, await assetSymbol(context, row)));
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${sandboxExchangePath}/:id/settle`,
    params: idParams,
    body: z.object({ slow: z.boolean().optional() }).strict(),
    async handle({ params, body, context }) {
      const row = await claimExchangePayment(context.db, params.id, { status: 'SETTLING' });
      if (body.slow) {
        const timer = setTimeout(() => {
          // settleExchangePayment records its own failure; only a database gone (API stopped) rejects.
          settleExchangePayment(context, row).catch(() => {});
        }, context.paySlowSettlementMs ?? defaultPaySlowSettlementMs);
        timer.unref();
        return { status: 202, json: paymentAnswer(row) };
      }
      await settleExchangePayment(context, row);
      return { json: paymentAnswer(await readPayment(context.db, params.id)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${sandboxExchangePath}/:id/fail`,
    params: idParams,
    body: z.object({}).strict(),
    async handle({ params, context }) {
      const row = await claimExchangePayment(context.db, params.id, {
        status: 'FAILED',
        reason: 'exchange-declined',
      });
      return { json: paymentAnswer(row) };
    },
  }),
];
