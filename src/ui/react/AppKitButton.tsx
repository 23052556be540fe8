import type { ChainNamespace } from '../../core/namespaces';
import { AccountButton } from './AccountButton';
import { type ButtonSize, ConnectButton } from './ConnectButton';
import { useButtonAccount } from './useButtonAccount';
import { withPageKit } from './withPageKit';

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
  /** Characters of the address kept before the "..." once connected (AppKit's `charsStart`, 4 by default). */
  charsStart?: number;
  /** Characters of the address kept after the "..." once connected (AppKit's `charsEnd`, 6 by default). */
  charsEnd?: number;
  /** Greys the button out and ignores clicks (AppKit's `disabled`). */
  disabled?: boolean;
  className?: string;
}

/**
 * The one button most apps need: Connect when disconnected, a spinner while connecting, the account
 * when connected. A returning visitor's account shows at once, busy until their wallet confirms it.
 * Needs no provider: outside one it serves the page's kit.
 */
export const AppKitButton = /* @__PURE__ */ withPageKit(AppKitButtonView, 'AppKitButton');

function AppKitButtonView({
  size,
  label,
  loadingLabel,
  balance,
  namespace,
  charsStart,
  charsEnd,
  disabled,
  className,
}: AppKitButtonProps) {
  const { status, address } = useButtonAccount(namespace);
  const shared = { size, namespace, disabled, className };
  return status !== 'disconnected' && address ? (
    <AccountButton {...shared} balance={balance} charsStart={charsStart} charsEnd={charsEnd} />
  ) : (
    <ConnectButton {...shared} label={label} loadingLabel={loadingLabel} />
  );
}
