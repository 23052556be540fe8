// English strings of the pay plugin's views. The runtime prefixes them with `pay.` when the plugin
// loads (payModule.ts), so they reach the views and the header's `pay.view.Pay.title` through useText.

/** Every visible (or screen-reader) string of the Pay views, in English. */
export const payStrings: Record<string, string> = {
  'view.Pay.title': 'Pay',
  'view.PayLoading.title': 'Pay',

  amountLabel: 'Amount to pay',
  recipient: 'To',
  network: 'Network',
  payWithWallet: 'Pay with wallet',
  payWithWalletNamed: 'Pay with {wallet}',
  connectFirst: 'Connect a wallet to pay',
  orExchange: 'Or pay from an exchange',
  exchangesLoading: 'Loading exchanges…',
  exchangesNone: 'No exchange can pay this asset on this network.',
  exchangesFailed: 'The exchanges could not be loaded.',
  retry: 'Try again',
  noPayment: 'No payment was requested.',

  // The waiting view.
  waitingWallet: 'Confirm the payment in your wallet',
  waitingExchange: 'Complete the payment on {exchange}',
  waitingChain: 'Waiting for the payment to settle…',
  popupBlocked: 'Your browser blocked the exchange window.',
  openExchange: 'Open {exchange}',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  paymentId: 'Payment',
  transaction: 'Transaction',

  // The result.
  success: 'Payment complete',
  failed: 'Payment failed',
  done: 'Done',
};
