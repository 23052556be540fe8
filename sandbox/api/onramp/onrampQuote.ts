import { formatUnits } from 'viem';
import { badRequest } from '../http/ApiError';
import { type OnrampFiatCurrency, type OnrampOffer, onrampAmountLimits, usdPerFiat } from './onrampCatalog';
import { onrampFeePercent, settlementGas } from './onrampFeeSchedule';

/** An amount with its currency, as SPEC §3's quote spells each figure. */
export interface OnrampMoney {
  amount: string;
  currency: string;
}

/** SPEC §3's on-ramp quote, plus the purchase amount in base units for settlement. */
export interface OnrampQuote {
  coinbaseFee: OnrampMoney;
  networkFee: OnrampMoney;
  paymentSubtotal: OnrampMoney;
  paymentTotal: OnrampMoney;
  purchaseAmount: OnrampMoney;
  quoteId: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const fiat = (value: number, currency: string): OnrampMoney => ({ amount: value.toFixed(2), currency });

/** Decimals a purchase amount is answered with: the token's, at most 8 (finer digits are noise here). */
export function purchaseDecimals(offer: OnrampOffer): number {
  return Math.min(offer.decimals, 8);
}

/** The asset's USD price from the pools (the `fungible/price` source) and the network fee in USD. */
async function marketFigures(offer: OnrampOffer): Promise<{ priceUsd: number; networkFeeUsd: number }> {
  const [prices, gasPrice] = await Promise.all([offer.reader.prices(), offer.reader.gasPrice()]);
  const priceUsd =
    offer.asset === 'ETH' ? prices.native : (prices.tokens.get(offer.contractAddress.toLowerCase()) ?? 0);
  if (!(priceUsd > 0) || !(prices.native > 0)) throw badRequest(`No price for ${offer.asset} right now`);
  const gas = offer.asset === 'ETH' ? settlementGas.native : settlementGas.token;
  const feeNative = Number(formatUnits(gas * gasPrice, 18));
  // At least a cent: a fee that rounds to 0.00 would read as "free", which a transfer never is.
  const networkFeeUsd = Math.max(0.01, Math.ceil(feeNative * prices.native * 100) / 100);
  return { priceUsd, networkFeeUsd };
}

/** Rejects a payment outside the card limits (the answer names the limit), in the payment currency. */
function checkLimits(total: number, currency: OnrampFiatCurrency): void {
  if (total < onrampAmountLimits.min || total > onrampAmountLimits.max) {
    throw badRequest(
      `amount must be between ${onrampAmountLimits.min.toFixed(2)} and ${onrampAmountLimits.max.toFixed(2)} ${currency}`,
    );
  }
}

/**
 * Quotes a payment of `total` in `currency`: the provider fee from the fixed schedule and the network fee
 * come out of it, the rest buys the asset at the pool price.
 */
export async function quoteOnramp(
  offer: OnrampOffer,
  currency: OnrampFiatCurrency,
  total: number,
  quoteId: string,
): Promise<OnrampQuote> {
  checkLimits(total, currency);
  const rate = usdPerFiat[currency];
  const { priceUsd, networkFeeUsd } = await marketFigures(offer);
  const coinbaseFee = cents((total * onrampFeePercent(total * rate)) / 100);
  const networkFee = cents(Math.max(0.01, networkFeeUsd / rate));
  const subtotal = cents(total - coinbaseFee - networkFee);
  if (subtotal <= 0) throw badRequest('amount does not cover the fees');
  const purchase = (subtotal * rate) / priceUsd;
  return {
    coinbaseFee: fiat(coinbaseFee, currency),
    networkFee: fiat(networkFee, currency),
    paymentSubtotal: fiat(subtotal, currency),
    paymentTotal: fiat(total, currency),
    purchaseAmount: { amount: purchase.toFixed(purchaseDecimals(offer)), currency: offer.asset },
    quoteId,
  };
}

/** The payment total (in `currency`) that buys `cryptoAmount` of the asset, fees included. */
export async function totalForPurchase(
  offer: OnrampOffer,
  currency: OnrampFiatCurrency,
  cryptoAmount: number,
): Promise<number> {
  const rate = usdPerFiat[currency];
  const { priceUsd, networkFeeUsd } = await marketFigures(offer);
  const subtotalUsd = cryptoAmount * priceUsd + networkFeeUsd;
  const percent = onrampFeePercent(subtotalUsd);
  // Rounded up to the cent, so the quote for the total buys at least the requested amount.
  return Math.ceil(((subtotalUsd / (1 - percent / 100)) * 100) / rate) / 100;
}
