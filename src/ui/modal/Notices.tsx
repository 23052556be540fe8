import { AlertBanner } from './AlertBanner';
import { Toast } from './Toast';

/**
 * Alerts and the toast. Rendered inside the dialog while it is open (so they stay reachable under
 * the focus trap and are not hidden by aria-modal), and on the page layer otherwise.
 */
export function Notices() {
  return (
    <div className="portico-modal__notices">
      <AlertBanner />
      <Toast />
    </div>
  );
}
