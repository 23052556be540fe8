import { ALERTS } from '../../core/errors/messages';
import { TOAST } from '../../core/errors/toasts';

const alertTexts = Object.fromEntries(
  Object.values(ALERTS).map((alert) => [`alert.${alert.id}`, alert.message]),
) as Record<string, string>;
const toastTexts = Object.fromEntries(Object.entries(TOAST).map(([key, text]) => [`toast.${key}`, text]));

/**
 * English strings of the modal shell (header, loading and failure states), its notifications and
 * alerts. Read through `viewStrings` (useT), so they load with the modal, not with the buttons.
 */
export const shellStrings: Record<string, string> = {
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
  // Heard, not seen: the live region of src/ui/modal/ConnectionAnnouncer.tsx.
  'announce.connected': 'Connected to {wallet}',
  'announce.disconnected': 'Disconnected from {wallet}',
  'announce.wallet': 'your wallet',
  ...alertTexts,
  ...toastTexts,
};
