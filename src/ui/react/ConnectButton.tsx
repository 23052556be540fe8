import type { ChainNamespace } from '../../core/namespaces';
import { useTranslate } from '../i18n/useTranslate';
import { ThemeRoot } from '../theme/ThemeRoot';
import { useKit } from './KitContext';
import { openFromButton } from './openFromButton';
import { useButtonAccount } from './useButtonAccount';
import { usePreloadModal } from './usePreloadModal';

/** Sizes of the kit buttons. */
export type ButtonSize = 'sm' | 'md';

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

/** Opens the Connect view; shows a spinner while the namespace is connecting. */
export function ConnectButton({
  size = 'md',
  label,
  loadingLabel,
  namespace,
  disabled = false,
  className,
}: ConnectButtonProps) {
  const kit = useKit('ConnectButton');
  const preload = usePreloadModal();
  const t = useTranslate();
  const { status } = useButtonAccount(namespace);
  const connecting = status === 'connecting';
  return (
    <ThemeRoot as="span" className="portico-kit-button-root">
      <button
        type="button"
        className={className ? `portico-kit-button ${className}` : 'portico-kit-button'}
        data-size={size}
        data-variant="accent"
        data-testid="portico-connect-button"
        aria-busy={connecting || undefined}
        disabled={connecting || disabled}
        {...preload}
        onClick={() => openFromButton(kit, 'Connect')}
      >
        {connecting && <span className="portico-kit-spinner" aria-hidden="true" />}
        {connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
      </button>
    </ThemeRoot>
  );
}
