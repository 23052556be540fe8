import {
  ONRAMP_MOCKED_FEE_PERCENT,
  ONRAMP_MOCKED_QUOTE_ID,
  ONRAMP_SAMPLE_PRICES_USD,
  ONRAMP_SAMPLE_USD_PER_EUR,
  type OnrampOptions,
} from '../../core/constants/onramp';
import type { OnrampLimitProblem, OnrampQuote } from './onrampTypes';

// Fiat amounts of the Buy form: the typed text read as cents (never a float sum), checked against the
// payment method limits, and the mocked quote of SPEC §8. The sandbox takes a card, so the card's
// limits are the ones checked (the first method when an answer lists no card).

/** The typed amount ("20", "20,5" in a comma locale) as a plain decimal ("20.50"), or undefined. */
export function fiatAmountText(typed: string): string | undefined {
  const plain = typed.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(plain)) return undefined;
  const cents = toCents(plain);
  return cents > 0 ? centsText(cents) : undefined;
}

/** "20.5" as 2050 cents. */
export function toCents(decimal: string): number {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
}

/** 2050 cents as "20.50". */
export function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The card limits (or the first method's) of `currency` in `options`. */
export function paymentLimits(options: OnrampOptions | undefined, currency: string | undefined) {
  const paying = options?.paymentCurrencies.find((c) => c.id === currency);
  const methods = paying?.payment_method_limits ?? [];
  return methods.find((m) => m.id === 'card') ?? methods[0];
}

/** Whether `amount` (a plain decimal) is under the minimum or over the maximum of `currency`. */
export function limitProblem(
  options: OnrampOptions | undefined,
  currency: string | undefined,
  amount: string,
): OnrampLimitProblem | undefined {
  const limits = paymentLimits(options, currency);
  if (!limits || !currency) return undefined;
  const cents = toCents(amount);
  if (cents < toCents(limits.min)) return { kind: 'min', limit: limits.min, currency };
  if (cents > toCents(limits.max)) return { kind: 'max', limit: limits.max, currency };
  return undefined;
}

/**
 * SPEC §8's mocked quote for `amount` of `paymentCurrency` (fees included) buying `purchaseCurrency`:
 * a ONRAMP_MOCKED_FEE_PERCENT provider fee, no network fee, the rest at the sample price (EUR at the
 * sandbox's fixed rate), `quoteId` 'mocked-quote-id'. An asset without a sample price is priced 1.
 */
export function mockedOnrampQuote(
  amount: string,
  paymentCurrency: string,
  purchaseCurrency: string,
): OnrampQuote {
  const total = toCents(amount);
  const fee = Math.round((total * ONRAMP_MOCKED_FEE_PERCENT) / 100);
  const subtotal = total - fee;
  const usdPrice = ONRAMP_SAMPLE_PRICES_USD[purchaseCurrency] ?? 1;
  const price = paymentCurrency === 'EUR' ? usdPrice / ONRAMP_SAMPLE_USD_PER_EUR : usdPrice;
  const money = (cents: number) => ({ amount: centsText(cents), currency: paymentCurrency });
  return {
    coinbaseFee: money(fee),
    networkFee: money(0),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(total),
    purchaseAmount: { amount: (subtotal / 100 / price).toFixed(6), currency: purchaseCurrency },
    quoteId: ONRAMP_MOCKED_QUOTE_ID,
  };
}
