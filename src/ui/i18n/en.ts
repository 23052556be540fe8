/**
 * English strings of the kit buttons: the base table every locale falls back to. Only what paints
 * before the modal is here (start-up code, docs/bench.md); the modal shell's strings, alerts and
 * toasts are in `shellStrings.en.ts`, the views' in `viewStrings.en.ts`, plugins' under `{plugin}.{key}`.
 */
export const en: Record<string, string> = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.account': 'Account {address}',
  'button.network': 'Network: {name}',
  'button.networkUnknown': 'Select network',
};
