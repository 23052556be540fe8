/** Props of `ViewMessage`. */
export interface ViewMessageProps {
  message: string;
  hint?: string;
  tone?: 'info' | 'error';
  /** Shows a spinner and announces the message politely. */
  busy?: boolean;
  action?: { label: string; onClick(): void };
}

/**
 * The body the outlet shows instead of a view: loading, a failed load with Retry, or an unknown
 * view. Errors use `role="alert"` so they are announced; the rest is a polite status.
 */
export function ViewMessage({ message, hint, tone = 'info', busy = false, action }: ViewMessageProps) {
  return (
    <div className="portico-modal__message" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {busy && <span className="portico-kit-spinner" aria-hidden="true" />}
      <p className="portico-modal__message-text">{message}</p>
      {hint && <p className="portico-modal__message-hint">{hint}</p>}
      {action && (
        <button type="button" className="portico-modal__action" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
