import { useT } from '../i18n/useT';
import { Text } from '../primitives/Text';
import { PairingQr } from './PairingQr';
import { useWalletConnectPairing } from './useWalletConnectPairing';

/** Basic WalletConnect mode: only the pairing QR (refreshed before it expires). */
export function ConnectingWalletConnectBasicView() {
  const t = useT();
  const { state, retry } = useWalletConnectPairing();
  return (
    <div className="portico-view portico-center">
      <Text variant="muted">{t('connectingWalletConnect.scanDescription')}</Text>
      <PairingQr state={state} retry={retry} />
    </div>
  );
}
