// English strings of the receive plugin's view. The runtime prefixes them with `receive.` when the
// plugin loads, so they reach the view (and the header's `receive.view.WalletReceive.title`) through useText.

/** Every visible (or screen-reader) string of the Receive view, in English. */
export const receiveStrings: Record<string, string> = {
  'view.WalletReceive.title': 'Receive',

  qrLabel: 'QR code of your address',
  addressLabel: 'Your address',
  copy: 'Copy address',
  copied: 'Address copied',
  copyFailed: 'Could not copy to the clipboard',
  networksLabel: 'Networks you can receive on',
  networksHint: 'Send only assets on {network} to this address.',
  noNetworks: 'No network is configured for this account.',
  notConnected: 'Connect a wallet to receive to its address.',
  connect: 'Connect a wallet',
};
