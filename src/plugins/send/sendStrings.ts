// English strings of the send plugin's views. The runtime prefixes them with `send.` when the plugin
// loads, so they reach the views (and the header's `send.view.WalletSend.title`) through useText.

/** Every visible (or screen-reader) string of the Send views, in English. */
export const sendStrings: Record<string, string> = {
  'view.WalletSend.title': 'Send',
  'view.WalletSendPreview.title': 'Review send',

  token: 'Token',
  tokenBalance: 'Balance: {balance}',
  tokenList: 'Tokens you can send',
  tokenChoose: 'Choose a token',
  amount: 'Amount',
  max: 'Max',
  maxLabel: 'Max: the largest amount you can send',
  receiver: 'To (address or name)',
  receiverPlaceholder: '0x… or alice.portico',
  receiverAddress: 'To (address)',
  'receiverPlaceholder.solana': 'Solana address',
  'receiverPlaceholder.address': 'Address',
  resolving: 'Looking up the name…',
  resolvedAs: 'Sending to {name}',
  zeroAddress: 'This is the zero address: anything sent to it is lost.',
  fee: 'Network fee',
  feeEstimating: 'Estimating the network fee…',
  feeUnknown: 'Estimated on review',
  review: 'Review',
  notConnected: 'Connect a wallet to send.',
  unsupported: 'Sending is not available on this network.',

  previewLabel: 'Send summary',
  previewAmount: 'You send',
  previewTo: 'To',
  previewFee: 'Network fee',
  confirm: 'Send',
  sending: 'Sending…',
  back: 'Edit',
  sent: 'Transaction sent',

  'error.SendAmountAndReceiverRequiredError': 'An amount and receiver address are required',
  'error.SendTokenRequiredError': 'A token is required',
  'error.UnsupportedChainError': 'Unsupported chain',
  'error.SendAmountInvalidError': 'Enter an amount such as 0.5.',
  'error.SendAmountInvalidError.tooManyDecimals': 'This token has at most {decimals} decimals.',
  'error.SendAmountExceedsBalanceError': 'The amount is more than you can send ({balance} {symbol}).',
  'error.SendReceiverInvalidError': 'Enter a valid address or a name.',
  'error.SendReceiverInvalidError.checksum':
    'This address has an invalid checksum: a letter may be mistyped. Copy it again from its source.',
  'error.NameNotFoundError': 'No address found for this name',
  'error.ResolveNameError': 'Error resolving name',
  'error.SendTimeoutError': 'The wallet did not answer. Nothing was sent; try again.',
  'error.RequestAbortedError': 'The network fee could not be estimated in time. Try again.',
  'error.userRejected': 'Signature declined',
  // SPEC §8's generic text: a library's raw message (stack-like, versioned) never reaches the screen.
  'error.generic': 'Something went wrong',
};
