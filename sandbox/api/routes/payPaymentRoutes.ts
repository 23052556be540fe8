import { z } from 'zod';
import { badRequest } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { limitUnauthenticatedWrite } from '../http/limitUnauthenticatedWrite';
import { caip2Schema, evmAddressSchema, kitQueryFields } from '../http/schemas';
import { refreshWalletPayment } from '../pay/checkPaymentTransaction';
import { resolvePayAsset, toBaseUnits } from '../pay/payAssets';
import { attachTransaction, createPayment, paymentAnswer, readPayment } from '../pay/payPayments';
import { payAmountSchema, payAssetSchema, paymentIdSchema, txHashSchema } from '../pay/paySchemas';
import { sandboxExchangeId } from './payExchangeRoutes';

/** Where the Sandbox Exchange page lives on this API: `<API>/sandbox-exchange/pay/<payment id>`. */
export const sandboxExchangePath = '/sandbox-exchange/pay';

const createBody = z.object({
  recipient: evmAddressSchema,
  network: caip2Schema,
  asset: payAssetSchema,
  amount: payAmountSchema,
  decimals: z.number().int().min(0).max(36),
  method: z.enum(['wallet', 'exchange'], { error: 'must be wallet or exchange' }),
  exchangeId: z.string().max(100).optional(),
  payer: evmAddressSchema.optional(),
  projectId: z.string().max(200).optional(),
});

/** The statuses of a payment the kit reports or polls; status and failureReason only. */
function statusAnswer(answer: ReturnType<typeof paymentAnswer>) {
  return {
    id: answer.id,
    status: answer.status,
    ...(answer.failureReason ? { failureReason: answer.failureReason } : {}),
  };
}

/**
 * The pay routes (issue 26, docs/sandbox-api.md "Pay"): create a payment, report a wallet payment's
 * transaction (judged on the chain before it counts), and read a payment (what the kit polls, and what
 * `verifyPayment` of `portico/server` starts from).
 */
export const payPaymentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/pay/payments',
    body: createBody,
    async handle({ body, context, clientAddress }) {
      await limitUnauthenticatedWrite(context, 'payPayment', clientAddress);
      // Every check runs before the insert: bad input records nothing.
      const asset = await resolvePayAsset(context, body.network, body.asset, body.decimals);
      toBaseUnits(body.amount, body.decimals);
      if (body.method === 'exchange' && body.exchangeId !== sandboxExchangeId) {
        throw badRequest(
          `exchangeId: must be ${sandboxExchangeId} (the exchanges GET /v1/pay/exchanges lists)`,
        );
      }
      if (body.method === 'wallet' && body.exchangeId !== undefined) {
        throw badRequest('exchangeId: only for exchange payments');
      }
      const row = await createPayment(context.db, {
        recipient: body.recipient,
        caip_network_id: body.network,
        asset: asset.asset,
        amount: body.amount,
        decimals: body.decimals,
        method: body.method,
        exchange_id: body.method === 'exchange' ? sandboxExchangeId : null,
        payer: body.payer ?? null,
      });
      const url =
        row.method === 'exchange' ? `${context.publicUrl()}${sandboxExchangePath}/${row.id}` : undefined;
      return { json: { id: row.id, status: 'IN_PROGRESS', ...(url ? { url } : {}) } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/pay/payments/:id',
    params: z.object({ id: paymentIdSchema }),
    query: z.object(kitQueryFields),
    async handle({ params, context }) {
      const row = await refreshWalletPayment(context, await readPayment(context.db, params.id));
      return { json: paymentAnswer(row) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/pay/payments/:id/transaction',
    params: z.object({ id: paymentIdSchema }),
    body: z.object({ txHash: txHashSchema }),
    async handle({ params, body, context }) {
      const row = await attachTransaction(context.db, params.id, body.txHash);
      return { json: statusAnswer(paymentAnswer(await refreshWalletPayment(context, row))) };
    },
  }),
];
