import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { NOTIFICATION_REOPEN_MS } from '../../core/constants/time';
import type { ServiceRegistry } from '../createServiceRegistry';
import {
  type NotificationState,
  type NotificationVariant,
  notificationsSlice,
} from '../slices/notificationsSlice';

/** How long an auto-closing banner stays (SPEC is silent; 2.5 s reads comfortably, see docs). */
export const NOTIFICATION_AUTO_CLOSE_MS = 2500;

export interface ShowNotificationParameters {
  message: string;
  variant: NotificationVariant;
  svg?: string;
  autoClose?: boolean;
}

const PENDING = 'notifications:pending';
const AUTO_CLOSE = 'notifications:autoClose';

/**
 * Shows a toast. If one is open it is closed first and the new one appears after 150 ms; a newer call
 * in that window wins. Auto-closing toasts hide themselves after NOTIFICATION_AUTO_CLOSE_MS.
 */
export function showNotification(
  services: ServiceRegistry,
  parameters: ShowNotificationParameters,
): ThunkAction<void, { notifications: NotificationState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    services.get<() => void>(PENDING)?.();
    services.get<() => void>(AUTO_CLOSE)?.();
    const show = () => {
      services.delete(PENDING);
      dispatch(notificationsSlice.actions.shown(parameters));
      if (parameters.autoClose !== false) {
        const id = getState().notifications.id;
        services.set(
          AUTO_CLOSE,
          services.setTimeout(() => {
            if (getState().notifications.id === id) dispatch(notificationsSlice.actions.hidden());
          }, NOTIFICATION_AUTO_CLOSE_MS),
        );
      }
    };
    if (getState().notifications.open) {
      dispatch(notificationsSlice.actions.hidden());
      services.set(PENDING, services.setTimeout(show, NOTIFICATION_REOPEN_MS));
    } else {
      show();
    }
  };
}
