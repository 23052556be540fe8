import { useCallback } from 'react';
import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { useKitSelector } from '../../store/react/kitHooks';
import type { WalletTarget } from '../hooks/connectWallet';
import { WalletNotFoundError } from '../hooks/hookErrors';
import { useAppKitWallet } from '../hooks/useAppKitWallet';
import { type ButtonSize, KitButtonShell } from './KitButtonShell';
import { withPageKit } from './withPageKit';

/** Props of `AppKitWalletButton` (AppKit's `<appkit-wallet-button>`). */
export interface WalletButtonProps {
  /**
   * What the button connects, as `useAppKitWallet().connect` takes it: an installed wallet's id, rdns
   * or name (`metamask`, `io.metamask`, `MetaMask`), a registry wallet, 'walletConnect', 'email', a
   * social provider ('google', ...) or 'farcaster'.
   */
  wallet: WalletTarget;
  /** Only that namespace's face of the wallet (AppKit's `namespace`). */
  namespace?: ChainNamespace;
  size?: ButtonSize;
  /** Greys the button out and ignores clicks. */
  disabled?: boolean;
  className?: string;
}

// Names of the targets that are not a wallet of the list (AppKit's spellings).
const TARGET_LABELS: Record<string, string> = {
  walletconnect: 'WalletConnect',
  email: 'Email',
  farcaster: 'Farcaster',
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

const lower = (value: string | undefined) => value?.toLowerCase();

/** The name of the installed wallet `wallet` names, if one is. */
const selectWalletName = (s: RootState, wallet: string, namespace: ChainNamespace | undefined) =>
  s.connectors.connectors.find(
    (c) =>
      (!namespace || c.chain === namespace) &&
      [lower(c.id), lower(c.name), lower(c.info?.rdns)].includes(lower(wallet)),
  )?.name;

/**
 * Connects one wallet or login method in a click, without the wallet list (AppKit's wallet button):
 * an installed wallet at once, the others through the modal view of their flow. Shows the wallet's
 * name, busy while it connects. Needs no provider.
 */
export const WalletButton = /* @__PURE__ */ withPageKit(WalletButtonView, 'AppKitWalletButton');

function WalletButtonView({
  wallet,
  namespace,
  size = 'md',
  disabled = false,
  className,
}: WalletButtonProps) {
  const installed = useKitSelector((s) => selectWalletName(s, wallet, namespace));
  // A target the kit does not know is the host's mistake: say so (a declined or closed connect is the
  // visitor's choice, shown by the kit itself).
  const onError = useCallback((error: Error) => {
    if (error instanceof WalletNotFoundError) console.error(error);
  }, []);
  const { connect, isPending } = useAppKitWallet({ namespace, onError });
  return (
    <KitButtonShell
      component="AppKitWalletButton"
      view="Connect"
      onPress={() => void connect(wallet)}
      testId="portico-wallet-button"
      size={size}
      busy={isPending}
      disabled={disabled}
      className={className}
    >
      {isPending && <span className="portico-kit-spinner" aria-hidden="true" />}
      {installed ?? TARGET_LABELS[wallet.toLowerCase()] ?? wallet}
    </KitButtonShell>
  );
}
