import { serializeError } from '../core/errors/defineError';
import { type PayError, toPayError } from '../plugins/pay/payErrors';
import type { PayResult } from '../plugins/pay/payTypes';
import type { PayKitOption } from './payKit';

/** What `pay()` resolves with (AppKit's `PaymentResult`): never a rejection. */
export type PaymentResult = { success: true; result: PayResult } | { success: false; error: PayError };

/** Options of `pay()`. */
export interface PayCallOptions extends PayKitOption {
  /** How long to wait for a final status (ms; default 300000, as AppKit). */
  timeoutMs?: number;
  /**
   * Pay without the modal: `'wallet'` pays with the connected wallet, `{ exchangeId }` through that
   * exchange (its page opens in a popup). Absent: the Pay view lets the visitor choose.
   */
  method?: 'wallet' | { exchangeId: string };
}

/** A failed result from anything thrown or rejected (a PayError stays as it is). */
export function failedResult(cause: unknown): PaymentResult {
  const error =
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    'name' in cause &&
    !(cause instanceof Error)
      ? (cause as PayError)
      : serializeError(cause);
  return { success: false, error: toPayError(error) };
}
