import { lazy, Suspense } from 'react';
import { useT } from '../i18n/useT';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { Text } from '../primitives/Text';
import type { PairingState } from './useWalletConnectPairing';

// The QR encoder is its own chunk, asked for as soon as a pairing starts (the relay's URI takes longer
// than the chunk): the modal's idle-loaded code carries no QR code for visitors who never pair.
const loadQrCode = () => import('../primitives/QrCode');
const QrCode = lazy(() => loadQrCode().then(({ QrCode }) => ({ default: QrCode })));

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
  void loadQrCode();
  if (state.status === 'ready') {
    const label = walletName
      ? t('connectingWalletConnect.qrLabelFor', { name: walletName })
      : t('connectingWalletConnect.qrLabel');
    // The QR's text alternative (issue 28): the link itself, selectable, for a screen reader or a
    // wallet on this device; "Copy link" below copies the same text.
    return (
      <div className="portico-stack portico-center">
        <Suspense fallback={<Spinner label={t('connectingWalletConnect.loading')} />}>
          <QrCode value={state.uri} label={label} />
        </Suspense>
        <details className="portico-disclosure">
          <summary className="portico-link">{t('connectingWalletConnect.showLink')}</summary>
          <div className="portico-code-box">
            <pre dir="ltr" data-testid="portico-qr-uri">
              {state.uri}
            </pre>
          </div>
        </details>
      </div>
    );
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
