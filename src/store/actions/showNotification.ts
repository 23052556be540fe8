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

/** A toast to show: SPEC §3 Notification fields; autoClose defaults to true, false for loading. */
export interface ShowNotificationParameters {
  message: string;
  variant: NotificationVariant;
  svg?: string;
  autoClose?: boolean;
}

type Thunk = ThunkAction<void, { notifications: NotificationState }, unknown, UnknownAction>;

// Timers and the waiting toast are not serialisable: they live in the kit's service registry.
const PENDING_TIMER = 'notifications:pending';
const PENDING_TOAST = 'notifications:pendingToast';
const AUTO_CLOSE = 'notifications:autoClose';

function cancel(services: ServiceRegistry, id: string): void {
  services.get<() => void>(id)?.();
  services.delete(id);
}

// A newer toast arriving while one waits to reopen takes its place and keeps its schedule: the banner
// reopens 150 ms after it closed, with the newest message, and is never held closed longer.
/**
 * Shows a toast (SPEC §4): if one is open it closes and the new one opens 150 ms later. Auto-closing
 * toasts hide themselves after NOTIFICATION_AUTO_CLOSE_MS.
 */
export function showNotification(services: ServiceRegistry, parameters: ShowNotificationParameters): Thunk {
  return (dispatch, getState) => {
    if (services.has(PENDING_TIMER)) {
      services.set(PENDING_TOAST, parameters);
      return;
    }
    cancel(services, AUTO_CLOSE);
    const show = (toast: ShowNotificationParameters) => {
      dispatch(notificationsSlice.actions.shown(toast));
      const { id, autoClose } = getState().notifications;
      if (!autoClose) return;
      services.set(
        AUTO_CLOSE,
        services.setTimeout(() => {
          services.delete(AUTO_CLOSE);
          if (getState().notifications.id === id) dispatch(notificationsSlice.actions.hidden());
        }, NOTIFICATION_AUTO_CLOSE_MS),
      );
    };
    if (!getState().notifications.open) {
      show(parameters);
      return;
    }
    dispatch(notificationsSlice.actions.hidden());
    services.set(PENDING_TOAST, parameters);
    services.set(
      PENDING_TIMER,
      services.setTimeout(() => {
        const toast = services.get<ShowNotificationParameters>(PENDING_TOAST) ?? parameters;
        services.delete(PENDING_TIMER);
        services.delete(PENDING_TOAST);
        show(toast);
      }, NOTIFICATION_REOPEN_MS),
    );
  };
}

/** Hides the banner and resets it, dropping a toast waiting to reopen and the auto-close timer. */
export function hideNotification(services: ServiceRegistry): Thunk {
  return (dispatch) => {
    cancel(services, PENDING_TIMER);
    services.delete(PENDING_TOAST);
    cancel(services, AUTO_CLOSE);
    dispatch(notificationsSlice.actions.hidden());
  };
}
