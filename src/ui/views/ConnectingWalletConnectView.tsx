import {
  BUNDLED_WALLETS,
  findWallet,
  type WalletEntry,
  walletConnectLinks,
} from '../../core/wallets/walletCatalog';
import { useViewParam } from '../../store/react/navigationHooks';
import { useT } from '../i18n/useT';
import { Button } from '../primitives/Button';
import { Text } from '../primitives/Text';
import { PairingQr } from './PairingQr';
import { useWalletConnectPairing } from './useWalletConnectPairing';
import { useCopy } from './viewHooks';

// The wallet chosen in a list: from the bundled registry, else from what the list passed along.
function useSelectedWallet(): WalletEntry | undefined {
  const walletId = useViewParam('walletId');
  const walletName = useViewParam('walletName');
  const mobileLink = useViewParam('mobileLink');
  const universalLink = useViewParam('universalLink');
  const bundled = findWallet(BUNDLED_WALLETS, walletId);
  if (bundled || !walletId || !walletName) return bundled;
  return {
    id: walletId,
    name: walletName,
    ...(mobileLink ? { mobileLink } : {}),
    ...(universalLink ? { universalLink } : {}),
  };
}

/**
 * WalletConnect pairing: the URI as QR, "Copy link", and for a chosen wallet the deep link and
 * universal link that open its mobile app on the pairing. The URI is refreshed before it expires.
 */
export function ConnectingWalletConnectView() {
  const t = useT();
  const copy = useCopy();
  const wallet = useSelectedWallet();
  const { state, retry } = useWalletConnectPairing();
  const uri = state.status === 'ready' ? state.uri : undefined;
  const links = wallet && uri ? walletConnectLinks(wallet, uri) : {};

  return (
    <div className="portico-view portico-center">
      <Text variant="title" as="h2">
        {wallet
          ? t('connectingWalletConnect.scanWith', { name: wallet.name })
          : t('connectingWalletConnect.scan')}
      </Text>
      <Text variant="muted">
        {wallet
          ? t('connectingWalletConnect.scanDescriptionFor', { name: wallet.name })
          : t('connectingWalletConnect.scanDescription')}
      </Text>
      <PairingQr state={state} retry={retry} {...(wallet ? { walletName: wallet.name } : {})} />
      <Button
        variant="secondary"
        disabled={!uri}
        onClick={() => uri && copy(uri, 'connectingWalletConnect.copied')}
      >
        {t('connectingWalletConnect.copyLink')}
      </Button>
      {wallet && (links.native || links.universal) ? (
        <div className="portico-stack">
          <Text variant="small">{t('connectingWalletConnect.onMobile')}</Text>
          {links.native ? (
            <a className="portico-button portico-button--primary" href={links.native}>
              {t('connectingWalletConnect.openApp', { name: wallet.name })}
            </a>
          ) : null}
          {links.universal ? (
            <a className="portico-button portico-button--secondary" href={links.universal} rel="noreferrer">
              {t('connectingWalletConnect.openUniversal', { name: wallet.name })}
            </a>
          ) : null}
        </div>
      ) : null}
      {wallet?.homepage ? (
        <a className="portico-link" href={wallet.homepage} target="_blank" rel="noreferrer">
          {t('connectingWalletConnect.getWallet', { name: wallet.name })}
        </a>
      ) : null}
    </div>
  );
}
