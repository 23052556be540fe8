import { type ReactNode, useEffect, useState } from 'react';
import { TOAST } from '../../core/errors/toasts';
import { useKitSelector } from '../../store/react/kitHooks';
import { type NotificationVariant, notificationsSlice } from '../../store/slices/notificationsSlice';
import type { Translate } from '../i18n/createTranslator';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons';

const ICONS: Record<NotificationVariant, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  error: <ErrorIcon />,
  loading: <span className="portico-kit-spinner" />,
};

// The store keeps SPEC §8's English text; a known one is shown in the kit's locale.
const TOAST_KEYS = new Map<string, string>(
  Object.entries(TOAST).map(([key, text]) => [text, `toast.${key}`]),
);

function localise(t: Translate, message: string): string {
  const key = TOAST_KEYS.get(message);
  return key ? t(key) : message;
}

/**
 * The id of the toast each kit last showed. The toast moves between the page's layer and the open
 * dialog (Notices), and a live region inserted again is read again: Orca repeated "Signature declined"
 * when the modal opened over it. A toast is announced where it first shows; moved, it is not a live
 * region any more (still in the dialog, still read when the visitor reaches it).
 */
const shownToast = new WeakMap<object, number>();

/**
 * The notification banner (info, success, error, loading). Showing, replacing and auto-closing are the
 * store thunk's job; this draws the current one. Errors are announced assertively, the rest politely,
 * once each.
 */
export function Toast() {
  const notification = useKitSelector((s) => s.notifications);
  if (!notification.open) return null;
  return <ToastCard key={notification.id} />;
}

/** The current toast, mounted once per notification id and place. */
function ToastCard() {
  const kit = useKit('AppKitModal');
  const t = useT();
  const notification = useKitSelector((s) => s.notifications);
  const { variant, id } = notification;
  // Decided when this card mounts: the same toast shown before, elsewhere, is not announced again.
  const [announce] = useState(() => shownToast.get(kit) !== id);
  useEffect(() => {
    shownToast.set(kit, id);
  }, [kit, id]);
  const role = announce ? (variant === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div
      className="portico-modal__toast"
      data-variant={variant}
      data-testid="portico-toast"
      role={role}
      aria-busy={variant === 'loading' || undefined}
    >
      <span className="portico-modal__toast-icon" aria-hidden="true">
        {ICONS[variant]}
      </span>
      <span>{localise(t, notification.message)}</span>
      <button
        type="button"
        className="portico-modal__icon-button"
        aria-label={t('notification.close')}
        title={t('notification.close')}
        onClick={() => kit.store.dispatch(notificationsSlice.actions.hidden())}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
