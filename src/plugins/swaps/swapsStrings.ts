// English strings of the swaps plugin's views. The runtime prefixes them with `swaps.` when the plugin
// loads (swapsModule.ts: `strings: { en: swapsStrings }`), so they reach the views and the header's
// `swaps.view.Swap.title` through useText.

/** Every visible (or screen-reader) string of the Swap views, in English. */
export const swapsStrings: Record<string, string> = {
  'view.Swap.title': 'Swap',
  'view.SwapSelectToken.title': 'Select token',
  'view.SwapPreview.title': 'Review swap',

  // The form: two rows, what you pay and what you receive.
  from: 'You pay',
  to: 'You receive',
  fromAmount: 'Amount to pay',
  toAmount: 'Amount to receive',
  tokenChoose: 'Select token',
  'tokenButton.from': 'Token to pay: {symbol}',
  'tokenButton.to': 'Token to receive: {symbol}',
  'tokenButtonNone.from': 'Select token to pay',
  'tokenButtonNone.to': 'Select token to receive',
  balance: 'Balance: {balance}',
  max: 'Max',
  maxLabel: 'Max: the largest amount you can swap',
  switch: 'Switch the tokens to pay and receive',
  quoteLoading: 'Fetching the best price…',
  retry: 'Try again',
  notConnected: 'Connect a wallet to swap.',
  // SPEC §8's text, verbatim.
  unsupported: 'Network not supported for Swaps',

  // The details under the form (and on the preview).
  detailsLabel: 'Swap details',
  rate: 'Rate',
  rateValue: '1 {from} = {rate} {to}',
  priceImpact: 'Price impact',
  priceImpactValue: '{value} %',
  priceImpactHigh: 'High price impact: you receive noticeably less than the market price.',
  networkFee: 'Network fee',
  networkFeeUnknown: 'Not known yet',
  minimumReceived: 'Minimum received',
  route: 'Route',
  // Plural forms by Intl.PluralRules category, chosen by `count` (src/ui/i18n/createTranslator.ts).
  'quoteAge.one': 'Quote updated {count} second ago',
  'quoteAge.other': 'Quote updated {count} seconds ago',
  quoteAgeNow: 'Quote updated just now',
  refresh: 'Refresh the quote',

  // The main button names what the form still needs (swapButtonText.ts); only approve and swap act.
  'button.unsupportedNetwork': 'Network not supported for Swaps',
  'button.selectToken': 'Select token',
  'button.enterAmount': 'Enter amount',
  'button.insufficientBalance': 'Insufficient {symbol} balance',
  'button.loadingQuote': 'Fetching the best price…',
  'button.noLiquidity': 'No liquidity for this pair',
  'button.quoteFailed': 'Price not available',
  'button.priceImpactTooHigh': 'Price impact too high',
  'button.approve': 'Approve {symbol}',
  'button.swap': 'Swap',

  // The token picker (SwapSelectToken).
  searchLabel: 'Search tokens',
  searchPlaceholder: 'Search by name, symbol or address',
  suggested: 'Suggested tokens',
  listLabel: 'Tokens',
  tokensLoading: 'Loading tokens',
  noResults: 'No token matches “{query}”.',
  noTokens: 'No token can be swapped on this network.',

  // The preview (SwapPreview): the approval first when one is needed, then the swap.
  youPay: 'You pay',
  youReceive: 'You receive (estimated)',
  stepApprove: 'Step 1 of 2: approval',
  stepSwap: 'Step 2 of 2: swap',
  swapStepText: 'Then swap {amount} {symbol} for at least {minimum} {to}',
  approveText: 'Allow the swap router {spender} to spend {amount} {symbol}',
  approveNote: 'Exactly this amount, no more: a later swap asks again.',
  approveConfirm: 'Approve {amount} {symbol}',
  approveSimulating: 'Checking the approval…',
  approveWallet: 'Approve spending {amount} {symbol} in your wallet',
  approvePending: 'Waiting for the approval to be confirmed…',
  approveDone: 'Approved: the router may spend {amount} {symbol}',
  confirm: 'Swap',
  swapSimulating: 'Checking the swap…',
  // SPEC §8's snackbar, verbatim.
  swapWallet: 'Confirm transaction in your wallet',
  swapPending: 'Swapping…',
  swapDone: 'Swap done',
  back: 'Edit',
  swapped: 'Swapped {from} for {to}',
  nothingToReview: 'Enter an amount on the Swap view first.',

  // Errors by class name (swapErrorText.ts), with the fields of their data.
  'error.userRejected': 'Declined in your wallet. Nothing was sent.',
  'error.SwapNoLiquidityError': 'No liquidity for this pair',
  'error.SwapInsufficientBalanceError':
    'Insufficient {symbol} balance: {needed} needed, {available} available.',
  'error.SwapInsufficientBalanceError.noData': 'Your balance does not cover this swap.',
  'error.SwapWouldRevertError':
    'This transaction would fail on chain, so your wallet was not asked: {reason}',
  'error.SwapWouldRevertError.noData': 'This transaction would fail on chain, so your wallet was not asked.',
  'error.SwapApprovalRevertedError': 'The approval failed on chain. Nothing was swapped.',
  'error.SwapRevertedError': 'The swap failed on chain: your tokens were not swapped.',
  'error.SwapPriceImpactTooHighError': 'Price impact too high',
  'error.SwapFormIncompleteError': 'Choose both tokens and an amount first.',
  'error.SwapAmountInvalidError': 'Enter an amount such as 0.5.',
  'error.SwapAmountInvalidError.tooManyDecimals': 'This token has at most {maxDecimals} decimals.',
  'error.SwapSameTokenError': 'Choose two different tokens.',
  'error.SwapQuoteError': 'The price could not be fetched. Try again.',
  'error.SwapInvalidResponseError': 'The swap service answered something unexpected. Try again.',
  'error.SwapChainReadError': 'The network could not be reached. Try again.',
  'error.SwapApprovalRequiredError': 'Approve {amount} {symbol} first: the router may not spend it yet.',
  'error.SwapApprovalRequiredError.noData': 'Approve the token first: the router may not spend it yet.',
  'error.SwapApprovalNotNeededError': '{symbol} needs no approval: it is sent with the swap.',
  'error.SwapQuoteMovedError':
    'The price moved: you would now receive {nowReceived} {symbol}, below the {minimumReceived} {symbol} minimum you saw. Nothing was sent; review the new price.',
  'error.SwapQuoteMovedError.noData':
    'The price moved since you saw it. Nothing was sent; review the new price.',
  'error.SwapWalletMissingError': 'No wallet is connected to swap with.',
  'error.SwapTimeoutError': 'The wallet did not answer. Nothing was sent; try again.',
  // SPEC §8's texts, verbatim.
  'error.SwapAllowanceError': 'Failed to check allowance',
  'error.SwapApprovalFailedError': 'Failed to create approval transaction',
  'error.SwapsNetworkError': 'Network not supported for Swaps',
  // SPEC §8's generic text: a library's raw message never reaches the screen.
  'error.generic': 'Something went wrong',
};
