// The shapes of the on-ramp flow: SPEC §3's quote, the reference API's order (docs/sandbox-api.md,
// "On-ramp"), and the flow's states. Amounts are decimal strings throughout, as the API answers them.

/** An amount with its currency, as SPEC §3's quote gives each figure. */
export interface OnrampMoney {
  amount: string;
  currency: string;
}

/** SPEC §3's on-ramp quote (`POST /v1/onramp/quote`), or the mocked one of SPEC §8. */
export interface OnrampQuote {
  coinbaseFee: OnrampMoney;
  networkFee: OnrampMoney;
  paymentSubtotal: OnrampMoney;
  paymentTotal: OnrampMoney;
  purchaseAmount: OnrampMoney;
  quoteId: string;
}

/** Where an order is: the API's four statuses. */
export type OnrampOrderStatus = 'pending' | 'completed' | 'failed' | 'abandoned';

/** A buy order as `GET /v1/onramp/orders/{id}` answers it. */
export interface OnrampOrder {
  id: string;
  status: OnrampOrderStatus;
  asset: string;
  amount: string;
  address: string;
  network: string;
  txHash?: string;
  paymentTotal?: OnrampMoney;
}

/** A request's progress. */
export type OnrampRequestStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Where the buy is: `idle` before a provider is pressed, `starting` while the buy URL is asked,
 * `following` while the order is polled, `done` once it is final (completed, failed or abandoned),
 * `stopped` when it was still pending at ONRAMP_ORDER_LIMIT_MS, `failed` when no URL could be had.
 */
export type OnrampBuyStatus = 'idle' | 'starting' | 'following' | 'done' | 'stopped' | 'failed';

/** The provider window: open, blocked by the browser (window.open gave null), or closed by the buyer. */
export type OnrampPopupState = 'open' | 'blocked' | 'closed';

/** The form's amount checked against the payment method limits. */
export type OnrampLimitProblem = { kind: 'min' | 'max'; limit: string; currency: string };
