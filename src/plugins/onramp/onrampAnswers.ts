import type { OnrampOptions } from '../../core/constants/onramp';
import type { OnrampMoney, OnrampOrder, OnrampQuote } from './onrampTypes';

// Checks of the on-ramp API's answers (docs/sandbox-api.md, "On-ramp"): each parser returns the value
// in the kit's shape, or undefined when the answer is not what the contract says.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** `GET /v1/onramp/options` (SPEC §3), or undefined. */
export function parseOnrampOptions(data: unknown): OnrampOptions | undefined {
  if (!isRecord(data) || !Array.isArray(data.purchaseCurrencies) || !Array.isArray(data.paymentCurrencies))
    return undefined;
  const purchase = data.purchaseCurrencies.every(
    (c) =>
      isRecord(c) &&
      isText(c.id) &&
      isText(c.symbol) &&
      Array.isArray(c.networks) &&
      c.networks.every((n) => isRecord(n) && isText(n.name) && isText(n.chain_id)),
  );
  const paying = data.paymentCurrencies.every(
    (c) =>
      isRecord(c) &&
      isText(c.id) &&
      Array.isArray(c.payment_method_limits) &&
      c.payment_method_limits.every((m) => isRecord(m) && isText(m.id) && isText(m.min) && isText(m.max)),
  );
  return purchase && paying ? (data as unknown as OnrampOptions) : undefined;
}

const isMoney = (value: unknown): value is OnrampMoney =>
  isRecord(value) && isText(value.amount) && isText(value.currency);

/** `POST /v1/onramp/quote` (SPEC §3), or undefined. */
export function parseOnrampQuote(data: unknown): OnrampQuote | undefined {
  if (!isRecord(data) || !isText(data.quoteId)) return undefined;
  const figures = ['coinbaseFee', 'networkFee', 'paymentSubtotal', 'paymentTotal', 'purchaseAmount'];
  if (!figures.every((key) => isMoney(data[key]))) return undefined;
  const pick = (key: string) => {
    const { amount, currency } = data[key] as OnrampMoney;
    return { amount, currency };
  };
  return {
    coinbaseFee: pick('coinbaseFee'),
    networkFee: pick('networkFee'),
    paymentSubtotal: pick('paymentSubtotal'),
    paymentTotal: pick('paymentTotal'),
    purchaseAmount: pick('purchaseAmount'),
    quoteId: data.quoteId,
  };
}

/** `POST /v1/generators/onrampurl`: the URL and its order id (the `orderId` URL parameter), or undefined. */
export function parseOnrampUrl(data: unknown): { url: string; orderId: string } | undefined {
  if (!isRecord(data) || !isText(data.url)) return undefined;
  let url: URL;
  try {
    url = new URL(data.url);
  } catch {
    return undefined;
  }
  // Only a web page may be opened: never a javascript: or data: URL from an answer.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const orderId = url.searchParams.get('orderId') ?? (isText(data.orderId) ? data.orderId : undefined);
  return orderId ? { url: url.href, orderId } : undefined;
}

const STATUSES = new Set(['pending', 'completed', 'failed', 'abandoned']);

/** `GET /v1/onramp/orders/{id}`, or undefined. */
export function parseOnrampOrder(data: unknown): OnrampOrder | undefined {
  if (!isRecord(data) || !isText(data.id) || !isText(data.status) || !STATUSES.has(data.status))
    return undefined;
  if (!isText(data.asset) || !isText(data.amount) || !isText(data.address) || !isText(data.network))
    return undefined;
  return {
    id: data.id,
    status: data.status as OnrampOrder['status'],
    asset: data.asset,
    amount: data.amount,
    address: data.address,
    network: data.network,
    ...(isText(data.txHash) ? { txHash: data.txHash } : {}),
    ...(isMoney(data.paymentTotal)
      ? { paymentTotal: { amount: data.paymentTotal.amount, currency: data.paymentTotal.currency } }
      : {}),
  };
}

/** The `error.message` of an API error body, if it has one. */
export function apiErrorMessage(data: unknown): string | undefined {
  if (!isRecord(data) || !isRecord(data.error)) return undefined;
  return isText(data.error.message) ? data.error.message : undefined;
}
