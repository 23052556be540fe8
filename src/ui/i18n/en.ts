import { ALERTS, TOAST } from '../../core/errors/messages';

const alertTexts = Object.fromEntries(
  Object.values(ALERTS).map((alert) => [`alert.${alert.id}`, alert.message]),
) as Record<string, string>;
const toastTexts = Object.fromEntries(Object.entries(TOAST).map(([key, text]) => [`toast.${key}`, text]));

/**
 * English strings of the modal shell, buttons and alerts: the base table every locale falls back to.
 * Views add theirs in `viewStrings.en.ts`, plugins theirs under `{plugin}.{key}`.
 */
export const en: Record<string, string> = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.account': 'Account {address}',
  'button.network': 'Network: {name}',
  'button.networkUnknown': 'Select network',
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loadingView': 'Loading...',
  'modal.viewFailed': 'This view could not be loaded.',
  'modal.retry': 'Retry',
  'modal.viewCrashed': 'Something went wrong in this view.',
  'modal.unknownView': 'Unknown view "{view}".',
  'modal.unknownViewHint': 'It is neither a core view nor served by a registered plugin.',
  'notification.close': 'Dismiss notification',
  'alert.dismiss': 'Dismiss',
  // Titles of the views whose strings live here; the core views' titles (`view.{View}.title`) are in
  // viewStrings.en.ts beside the rest of their copy.
  'view.ConnectingSiwe.title': 'Sign In',
  'view.SIWXSignMessage.title': 'Sign In',
  'view.ConnectingFarcaster.title': 'Farcaster',
  'view.Swap.title': 'Swap',
  'view.RegisterAccountName.title': 'Choose Name',
  'view.RegisterAccountNameSuccess.title': 'Name Registered',
  ...alertTexts,
  ...toastTexts,
};
