import type { ChainNamespace } from '../../core/namespaces';
import { AccountButton } from './AccountButton';
import { type ButtonSize, ConnectButton } from './ConnectButton';
import { useButtonAccount } from './useButtonAccount';

/** Props of `AppKitButton`. */
export interface AppKitButtonProps {
  size?: ButtonSize;
  /** Connect label; defaults to the translated "Connect Wallet". */
  label?: string;
  /** Label while connecting; defaults to the translated "Connecting...". */
  loadingLabel?: string;
  /** Show or hide the balance once connected. */
  balance?: 'show' | 'hide';
  namespace?: ChainNamespace;
  /** Greys the button out and ignores clicks (AppKit's `disabled`). */
  disabled?: boolean;
  className?: string;
}

/**
 * The one button most apps need: Connect when disconnected, a spinner while connecting, the account
 * when connected. A returning visitor's account shows at once, busy until their wallet confirms it.
 */
export function AppKitButton({
  size,
  label,
  loadingLabel,
  balance,
  namespace,
  disabled,
  className,
}: AppKitButtonProps) {
  const { status, address } = useButtonAccount(namespace);
  const shared = { size, namespace, disabled, className };
  return status !== 'disconnected' && address ? (
    <AccountButton {...shared} balance={balance} />
  ) : (
    <ConnectButton {...shared} label={label} loadingLabel={loadingLabel} />
  );
}
