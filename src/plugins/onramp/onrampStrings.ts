// English strings of the onramp plugin's views. The runtime prefixes them with `onramp.` when the
// plugin loads (onrampModule.ts), so they reach the views and the header's
// `onramp.view.OnRampProviders.title` through useText. The texts are docs/plugins/onramp.md's.

/** Every visible (or screen-reader) string of the Buy views, in English. */
export const onrampStrings: Record<string, string> = {
  'view.OnRampProviders.title': 'Buy crypto',
  'view.BuyInProgress.title': 'Buy crypto',

  amount: 'Amount',
  currency: 'Currency',
  token: 'Token',
  optionsLoading: 'Loading what you can buy…',
  sampleOptions: 'Showing sample options: the on-ramp service is unavailable.',
  noTokens: 'Nothing can be bought on this network.',
  notConnected: 'Connect a wallet to buy crypto.',
  quoteLoading: 'Fetching a quote…',
  quoteYouGet: 'You get ≈ {amount} {symbol}',
  quoteMocked: 'Estimated quote (the on-ramp service is unavailable)',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  total: 'Total {amount} {currency}',
  minimum: 'Minimum {amount} {currency}',
  maximum: 'Maximum {amount} {currency}',
  providers: 'Providers',
  'provider.coinbase': 'Coinbase',
  'provider.meld': 'Meld',
  providerLabel: '{provider}, fee {min}-{max}%',
  feeRange: 'Fee {min}-{max}%',
  restricted: 'Buying crypto is not available in your region.',

  // BuyInProgress
  buyingLabel: 'Buying',
  summaryLabel: 'The order',
  summaryProvider: 'Provider',
  summaryTotal: 'You pay',
  summaryOrder: 'Order',
  starting: 'Opening {provider}…',
  waiting: 'Waiting for your payment in {provider}',
  completed: '{amount} {symbol} arrived in your wallet',
  failed: 'The payment was declined',
  abandoned: 'The order was abandoned',
  popupClosed: 'The {provider} window was closed before the payment',
  popupBlocked: 'Your browser blocked the {provider} window',
  stopped: 'Still waiting for {provider}: the order is no longer followed here. Check it with {provider}.',
  open: 'Open {provider}',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  viewActivity: 'View in Activity',
  noBuy: 'No buy under way.',
  tryAgain: 'Try again',

  'error.OnrampBuyUrlError': 'The buy link could not be created: {detail}',
  'error.OnrampRestrictedRegionError': 'Buying crypto is not available in your region.',
  'error.OnrampFormIncompleteError': 'Enter an amount within the limits first.',
  'error.OnrampInvalidResponseError': 'The on-ramp service answered something unexpected.',
  'error.unknown': 'Something went wrong. Try again.',
};
