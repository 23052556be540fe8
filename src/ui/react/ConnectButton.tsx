import type { ChainNamespace } from '../../core/namespaces';
import { useTranslate } from '../i18n/useTranslate';
import { type ButtonSize, KitButtonShell } from './KitButtonShell';
import { useButtonAccount } from './useButtonAccount';
import { withPageKit } from './withPageKit';

export type { ButtonSize } from './KitButtonShell';

/** Props of `ConnectButton`. */
export interface ConnectButtonProps {
  size?: ButtonSize;
  /** Text when disconnected; defaults to the translated "Connect Wallet". */
  label?: string;
  /** Text while connecting; defaults to the translated "Connecting...". */
  loadingLabel?: string;
  /** Namespace whose status drives the loading state; the active one by default. */
  namespace?: ChainNamespace;
  /** Greys the button out and ignores clicks (AppKit's `disabled`). */
  disabled?: boolean;
  className?: string;
}

/** Opens the Connect view; shows a spinner while the namespace is connecting. Needs no provider. */
export const ConnectButton = /* @__PURE__ */ withPageKit(ConnectButtonView, 'ConnectButton');

function ConnectButtonView({
  size = 'md',
  label,
  loadingLabel,
  namespace,
  disabled = false,
  className,
}: ConnectButtonProps) {
  const t = useTranslate();
  const { status } = useButtonAccount(namespace);
  const connecting = status === 'connecting';
  return (
    <KitButtonShell
      component="ConnectButton"
      view="Connect"
      testId="portico-connect-button"
      size={size}
      variant="accent"
      busy={connecting}
      disabled={disabled}
      className={className}
    >
      {connecting && <span className="portico-kit-spinner" aria-hidden="true" />}
      {connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
    </KitButtonShell>
  );
}
