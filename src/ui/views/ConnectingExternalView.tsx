import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import { useKitSelector } from '../../store/react/kitHooks';
import { useViewParam } from '../../store/react/navigationHooks';
import { getConnectorService } from '../../store/services/kitServices';
import { useT } from '../i18n/useT';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { Text } from '../primitives/Text';
import { WalletImage } from '../primitives/WalletImage';
import { useKit } from '../react/KitContext';
import { connectorImageUrl } from '../wallets/connectorImageUrl';
import { useConnectAttempt } from './useConnectAttempt';

const ERROR_KEYS = {
  declined: ['connectingExternal.declinedTitle', 'connectingExternal.declinedDescription'],
  failed: ['connectingExternal.failedTitle', 'connectingExternal.failedDescription'],
  unavailable: ['connectingExternal.unavailableTitle', 'connectingExternal.unavailableDescription'],
  unanswered: ['connectingExternal.unansweredTitle', 'connectingExternal.unansweredDescription'],
} as const;

/**
 * Connects through an installed or external connector (`data.connectorId`): asks the wallet at once,
 * shows "continue in the wallet" with Try again (a new request; the first one's answer is then
 * ignored, see useConnectAttempt), and on failure the reason and Try again. Success is left to the store:
 * the connection update closes the modal or moves on (SIWX), so this view only says "Connected".
 */
export function ConnectingExternalView() {
  const t = useT();
  const kit = useKit('ConnectingExternalView');
  const connectorId = useViewParam('connectorId');
  const connector = useKitSelector((s) => s.connectors.connectors.find((c) => c.id === connectorId));
  const service = connectorId && connector ? getConnectorService(kit.services, connectorId) : undefined;
  const { outcome, retry } = useConnectAttempt(service ? () => service.connect() : undefined);
  const name = connector?.name ?? t('connectingExternal.unknownWallet');
  const options = useKitSelector((s) => s.options);
  const image = connector ? connectorImageUrl(connector, BUNDLED_WALLETS, options) : undefined;

  return (
    <div className="portico-view portico-center" aria-busy={outcome.status === 'connecting'}>
      <WalletImage name={name} src={image} size="large" decorative />
      {outcome.status === 'connecting' ? (
        <>
          <Text variant="title" as="h2">
            {t('connectingExternal.continueIn', { name })}
          </Text>
          <Text variant="muted">{t('connectingExternal.acceptRequest')}</Text>
          <Spinner label={t('connectingExternal.connecting', { name })} />
          {/* At once, as AppKit: a closed or lost wallet pop-up is asked again without waiting 30 s. */}
          <Button variant="secondary" size="small" onClick={retry}>
            {t('common.retry')}
          </Button>
        </>
      ) : null}
      {outcome.status === 'connected' ? (
        <Text variant="title" as="h2" role="status">
          {t('connectingExternal.connected', { name })}
        </Text>
      ) : null}
      {outcome.status === 'error' ? (
        <>
          <div role="alert" className="portico-stack">
            <Text variant="title" as="h2">
              {t(ERROR_KEYS[outcome.reason][0], { name })}
            </Text>
            <Text variant="muted">{t(ERROR_KEYS[outcome.reason][1], { name })}</Text>
          </div>
          <Button onClick={retry}>{t('common.retry')}</Button>
        </>
      ) : null}
    </div>
  );
}
