// Toast texts of SPEC §8, verbatim. Shown, not thrown, so they are plain strings; the UI looks up the
// translated text by these keys (`toast.{key}`) and falls back to the English here.

/** Toast messages (the notification banner). */
export const TOAST = {
  fetchTransactionsFailed: 'Failed to fetch transactions',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountUnsupported: 'This application might not support Smart Accounts',
  actionNotAllowed: 'Action not allowed',
  chainNotSupported: 'Chain is not supported',
} as const;
