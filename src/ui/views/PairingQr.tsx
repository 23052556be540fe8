import { useT } from '../i18n/useT';
import { Button } from '../primitives/Button';
import { QrCode } from '../primitives/QrCode';
import { Spinner } from '../primitives/Spinner';
import { Text } from '../primitives/Text';
import type { PairingState } from './useWalletConnectPairing';

/** The QR of a pairing, or its loading and error states (with Retry). */
export function PairingQr({
  state,
  retry,
  walletName,
}: {
  state: PairingState;
  retry: () => void;
  walletName?: string;
}) {
  const t = useT();
  if (state.status === 'ready') {
    const label = walletName
      ? t('connectingWalletConnect.qrLabelFor', { name: walletName })
      : t('connectingWalletConnect.qrLabel');
    return <QrCode value={state.uri} label={label} />;
  }
  if (state.status === 'loading') return <Spinner label={t('connectingWalletConnect.loading')} />;
  const reason = state.reason === 'unavailable' ? 'unavailable' : 'failed';
  return (
    <div className="portico-center">
      <div role="alert" className="portico-stack">
        <Text variant="title" as="h2">
          {t(`connectingWalletConnect.${reason}Title`)}
        </Text>
        <Text variant="muted">{t(`connectingWalletConnect.${reason}Description`)}</Text>
      </div>
      <Button onClick={retry}>{t('common.retry')}</Button>
    </div>
  );
}
