// English strings of the SIWX views, read as `siwx.<key>` through useText.

/** Every visible string of SIWXSignMessage and ConnectingSiwe, in English. */
export const siwxStrings: Record<string, string> = {
  'view.SIWXSignMessage.title': 'Sign In',
  'view.ConnectingSiwe.title': 'Sign In',
  heading: '{app} needs to connect to your wallet',
  summary: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  summaryOptional: 'Sign this message to prove you own this wallet. You can skip this step.',
  sign: 'Sign',
  signing: 'Signing…',
  cancel: 'Cancel',
  waiting: 'Continue in your wallet',
  showMessage: 'Show message',
  hideMessage: 'Hide message',
  messageLabel: 'Message to sign',
  messagePreparing: 'Preparing the message…',
  messageFailed: 'The message could not be prepared here; Sign prepares it again and your wallet shows it.',
};

/**
 * The toast when Sign fails on the kit's side rather than in the wallet: the message could not be
 * created (the config's getNonce / createMessage threw, or gave a message the kit refuses) or the
 * signed message was not accepted. AppKit's text, verbatim; a refusal in the wallet shows SPEC §8's
 * "Signature declined" instead.
 */
export const SIWX_SIGN_FAILED_TOAST = 'Error signing message';
