// `portico/pay`: AppKit Pay's functions (`@reown/appkit-pay`) on a Portico kit (docs/plugins/pay.md).
// This entry stays small: the getters read the kit's state, and everything that pays (the plugin, its
// flow, the network switch) is fetched with the first call that needs it (payClient.ts).

import type { PayError } from '../plugins/pay/payErrors';
import type {
  Exchange,
  GetExchangesParams,
  GetExchangesResult,
  PaymentOptions,
  PayResult,
  PayUrlParams,
  PayUrlResponse,
} from '../plugins/pay/payTypes';
import { type PayKitOption, payStateOf, resolvePayKit } from './payKit';
import type { PayCallOptions, PaymentResult } from './payResult';
import { failedResult } from './payResult';

export {
  arbitrumUSDC,
  baseETH,
  baseSepoliaETH,
  baseUSDC,
  ethereumUSDC,
  ethereumUSDT,
  optimismUSDC,
  polygonUSDC,
} from '../plugins/pay/payAssets';
export type { PayError, PayErrorCode } from '../plugins/pay/payErrors';
export { PAY_ERROR_CODES, PAY_ERROR_MESSAGES } from '../plugins/pay/payErrors';
export type {
  AddressOrNative,
  Exchange,
  ExchangeBuyStatus,
  GetExchangesParams,
  GetExchangesResult,
  PaymentAsset,
  PaymentOptions,
  PayResult,
  PayStatus,
  PayUrlParams,
  PayUrlResponse,
} from '../plugins/pay/payTypes';
export type { PayKit, PayKitOption } from './payKit';
export type { PayCallOptions, PaymentResult } from './payResult';

const client = () => import('./payClient');

/**
 * Makes a payment and resolves with its result; never rejects. Opens the modal's Pay view, where the
 * visitor pays with the connected wallet or an exchange, unless `method` says how (headless). Gives up
 * after `timeoutMs` (default 300000, as AppKit). AppKit's second argument, a timeout, is accepted too.
 */
export async function pay(options: PaymentOptions, call?: number | PayCallOptions): Promise<PaymentResult> {
  const settings: PayCallOptions = typeof call === 'number' ? { timeoutMs: call } : (call ?? {});
  try {
    const kit = resolvePayKit(settings.kit);
    return await (await client()).pay(kit, options, settings);
  } catch (cause) {
    return failedResult(cause);
  }
}

/** Opens the modal's Pay view for `options` (rejects with a PayError when they are not valid). */
export async function openPay(options: PaymentOptions, call: PayKitOption = {}): Promise<void> {
  const kit = resolvePayKit(call.kit);
  await (await client()).openPay(kit, options);
}

/** The exchanges that can pay an asset (AppKit's `getAvailableExchanges`). */
export async function getAvailableExchanges(
  params: GetExchangesParams = {},
  call: PayKitOption = {},
): Promise<GetExchangesResult> {
  return (await client()).getAvailableExchanges(resolvePayKit(call.kit), params);
}

/** The exchanges the Pay view listed for the current payment (empty before it loaded them). */
export function getExchanges(call: PayKitOption = {}): Exchange[] {
  return payStateOf(resolvePayKit(call.kit))?.exchanges ?? [];
}

/** Records an exchange payment and resolves with its page and id (`sessionId`, the payment id). */
export async function getPayUrl(
  exchangeId: string,
  params: PayUrlParams,
  call: PayKitOption = {},
): Promise<PayUrlResponse> {
  return (await client()).getPayUrl(resolvePayKit(call.kit), exchangeId, params);
}

/** `getPayUrl`, then opens the page (a new tab by default). */
export async function openPayUrl(
  exchangeId: string,
  params: PayUrlParams,
  openInNewTab = true,
  call: PayKitOption = {},
): Promise<PayUrlResponse> {
  const answer = await getPayUrl(exchangeId, params, call);
  if (typeof window !== 'undefined') {
    if (openInNewTab) window.open(answer.url, '_blank', 'noopener,noreferrer');
    else window.location.href = answer.url;
  }
  return answer;
}

/** The last settled payment of the kit: its id and transaction (undefined before one settled). */
export function getPayResult(call: PayKitOption = {}): PayResult | undefined {
  return payStateOf(resolvePayKit(call.kit))?.result;
}

/** The last payment's error (null when there is none). */
export function getPayError(call: PayKitOption = {}): PayError | null {
  return payStateOf(resolvePayKit(call.kit))?.error ?? null;
}

/** True while a payment is being made (one at a time). */
export function getIsPaymentInProgress(call: PayKitOption = {}): boolean {
  return payStateOf(resolvePayKit(call.kit))?.inProgress ?? false;
}

/** The status of payment `sessionId` at the API (the exchange id is AppKit's parameter, kept for parity). */
export async function getExchangeBuyStatus(
  _exchangeId: string,
  sessionId: string,
  call: PayKitOption = {},
): Promise<{ status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'; txHash?: string }> {
  return (await client()).getBuyStatus(resolvePayKit(call.kit), sessionId);
}
