import { z } from 'zod';
import { badRequest } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { limitUnauthenticatedWrite } from '../http/limitUnauthenticatedWrite';
import { evmAccountSchema } from '../http/schemas';
import { findOnrampOffer, type OnrampFiatCurrency, type OnrampOffer } from '../onramp/onrampCatalog';
import { createOnrampOrder } from '../onramp/onrampOrders';
import { purchaseDecimals, quoteOnramp, totalForPurchase } from '../onramp/onrampQuote';
import {
  cryptoAmountSchema,
  fiatAmountSchema,
  fiatCurrencySchema,
  onrampNameSchema,
} from '../onramp/onrampSchemas';

/** Where the Sandbox Pay page lives on this API (Coinbase's `<host>/buy/select-asset` with host = this). */
export const sandboxPayPath = '/sandbox-pay';

const bodySchema = z
  .object({
    // One wallet: an order credits one address (Coinbase takes several; the kit sends one).
    destinationWallets: z
      .array(
        z.object({
          address: evmAccountSchema,
          blockchains: z.array(onrampNameSchema).min(1).max(10).optional(),
          assets: z.array(onrampNameSchema).min(1).max(10).optional(),
        }),
      )
      .length(1, 'must list exactly one wallet'),
    defaultNetwork: onrampNameSchema,
    partnerUserId: z.string().min(1).max(200),
    defaultExperience: z.literal('buy', { error: 'must be buy' }),
    presetCryptoAmount: cryptoAmountSchema.optional(),
    presetFiatAmount: fiatAmountSchema.optional(),
    fiatCurrency: fiatCurrencySchema.optional(),
    projectId: z.string().max(200).optional(),
  })
  .refine((body) => (body.presetCryptoAmount === undefined) !== (body.presetFiatAmount === undefined), {
    error: 'give exactly one of presetCryptoAmount and presetFiatAmount',
  });

/** The order's two amounts: the fiat total (limits checked by the quote) and the crypto it buys. */
async function orderAmounts(
  offer: OnrampOffer,
  currency: OnrampFiatCurrency,
  preset: { crypto?: number; fiat?: number },
): Promise<{ fiat: number; crypto: string }> {
  if (preset.crypto !== undefined) {
    const fiat = await totalForPurchase(offer, currency, preset.crypto);
    await quoteOnramp(offer, currency, fiat, 'limits');
    return { fiat, crypto: preset.crypto.toFixed(purchaseDecimals(offer)) };
  }
  const fiat = preset.fiat ?? 0;
  const quote = await quoteOnramp(offer, currency, fiat, 'order');
  return { fiat, crypto: quote.purchaseAmount.amount };
}

/**
 * POST /v1/generators/onrampurl: records a `pending` order and answers Coinbase's buy-URL format
 * (`<host>/buy/select-asset?appId=…&addresses=…&assets=…`, as `@coinbase/cbpay-js` builds it) with
 * `host` = this API's Sandbox Pay page and the order id added as `orderId`.
 */
export const onrampUrlRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: bodySchema,
    async handle({ body, context, clientAddress }) {
      await limitUnauthenticatedWrite(context, 'onrampUrl', clientAddress);
      const wallet = body.destinationWallets[0];
      if (!wallet) throw badRequest('body.destinationWallets: must list exactly one wallet');
      const network = body.defaultNetwork;
      if (wallet.blockchains && !wallet.blockchains.includes(network)) {
        throw badRequest(`body.destinationWallets[0].blockchains: must include ${network}`);
      }
      const asset = (wallet.assets?.[0] ?? 'USDC').toUpperCase();
      const offer = await findOnrampOffer(context, asset, network);
      if (!offer) throw badRequest(`Sandbox Pay does not sell ${asset} on ${network}`);
      const currency = body.fiatCurrency ?? 'USD';
      const amounts = await orderAmounts(offer, currency, {
        crypto: body.presetCryptoAmount,
        fiat: body.presetFiatAmount,
      });
      const order = await createOnrampOrder(context.db, {
        caip_network_id: offer.caipNetworkId,
        network,
        address: wallet.address,
        asset: offer.asset,
        crypto_amount: amounts.crypto,
        fiat_currency: currency,
        fiat_amount: amounts.fiat.toFixed(2),
        partner_user_id: body.partnerUserId,
      });
      const query = new URLSearchParams({
        appId: body.projectId || 'portico-sandbox',
        addresses: JSON.stringify({ [wallet.address]: [network] }),
        assets: JSON.stringify([offer.asset]),
        defaultNetwork: network,
        defaultExperience: 'buy',
        ...(body.presetCryptoAmount !== undefined
          ? { presetCryptoAmount: amounts.crypto }
          : { presetFiatAmount: String(amounts.fiat) }),
        fiatCurrency: currency,
        partnerUserId: body.partnerUserId,
        orderId: order.id,
      });
      return {
        json: { url: `${context.publicUrl()}${sandboxPayPath}/buy/select-asset?${query}`, orderId: order.id },
      };
    },
  }),
];
