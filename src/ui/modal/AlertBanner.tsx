import { useKitSelector } from '../../store/react/kitHooks';
import { alertsSlice } from '../../store/slices/alertsSlice';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';

/**
 * The current alert (configuration and frame problems). It stays until dismissed; the alerts slice
 * makes sure each alert id is raised at most once per kit.
 */
export function AlertBanner() {
  const kit = useKit('AppKitModal');
  const t = useT();
  const alert = useKitSelector((s) => s.alerts.current);
  if (!alert) return null;
  const key = `alert.${alert.id}`;
  return (
    <div className="portico-modal__alert" role="alert" data-testid="portico-alert" data-alert={alert.id}>
      <p>{t.has(key) ? t(key) : alert.message}</p>
      <button
        type="button"
        className="portico-modal__alert-dismiss"
        onClick={() => kit.store.dispatch(alertsSlice.actions.alertDismissed())}
      >
        {t('alert.dismiss')}
      </button>
    </div>
  );
}
