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
  'modal.featureOff': 'This feature is not available in this app.',
  'modal.featureOffHint': 'Go back and choose something else.',
  'modal.viewMissing': 'This screen could not be shown.',
  'notification.close': 'Dismiss notification',
  'alert.dismiss': 'Dismiss',
  ...alertTexts,
  ...toastTexts,
};
