// The shapes of AppKit Pay's public API (docs.reown.com/appkit/javascript/payments/pay-with-exchange),
// kept by name so a host moving from `@reown/appkit-pay` changes only its import. The wire contract with
// the reference API is docs/plugins/pay.md, "The routes".

/** `"native"` or a token contract address on the asset's network. */
export type AddressOrNative = string;

/** What is paid: the asset on a CAIP-2 network (`eip155:31337`) with its display metadata. */
export interface PaymentAsset {
  network: string;
  asset: AddressOrNative;
  metadata: { name: string; symbol: string; decimals: number };
}

/** `pay()` / `openPay()` options: a decimal amount in the asset's units (`"0.01"`, or a number). */
export interface PaymentOptions {
  recipient: string;
  amount: number | string;
  paymentAsset: PaymentAsset;
}

/** An exchange the visitor can pay from (the sandbox lists "Sandbox Exchange"). */
export interface Exchange {
  id: string;
  name: string;
  imageUrl: string;
}

/** `getAvailableExchanges` answer. */
export interface GetExchangesResult {
  exchanges: Exchange[];
  total: number;
}

/** Filters of `getAvailableExchanges` (AppKit's `GetExchangesParams`); the asset and amount of the payment. */
export interface GetExchangesParams {
  page?: number;
  asset?: string;
  amount?: number | string;
  network?: string;
}

/** `getPayUrl` / `openPayUrl` parameters: what the exchange pays. */
export interface PayUrlParams {
  network: string;
  asset: AddressOrNative;
  amount: number | string;
  recipient: string;
  /** The asset's decimals (AppKit reads them from its asset list; Portico needs them said). Default 18 for native. */
  decimals?: number;
}

/** `getPayUrl` answer: the exchange's page and the payment id to follow (`sessionId`). */
export interface PayUrlResponse {
  url: string;
  sessionId: string;
}

/** AppKit's exchange statuses. */
export type PayStatus = 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';

/** How a payment is made. */
export type PayMethod = 'wallet' | 'exchange';

/** A settled payment: its id (for the host's server, `verifyPayment`) and the transaction that paid it. */
export interface PayResult {
  paymentId: string;
  txHash: string;
}

/** The reference API's record of a payment (`GET /v1/pay/payments/{id}`). */
export interface PaymentRecord {
  id: string;
  status: PayStatus;
  txHash?: string;
  recipient: string;
  network: string;
  asset: string;
  amount: string;
  decimals: number;
  method: PayMethod;
  exchangeId?: string;
  failureReason?: string;
}

/** The exchange status of `useExchangeBuyStatus` (`UNKNOWN` before the first answer). */
export interface ExchangeBuyStatus {
  status: 'UNKNOWN' | PayStatus;
  txHash?: string;
}
