import { useCallback } from 'react';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { WalletImage } from '../../../ui/primitives/WalletImage';
import { cancelSiwx, signInWithSiwx } from '../siwxFlow';

/**
 * SIWXSignMessage (SPEC §4): the dapp's name, what signing means, Sign and Cancel. It only selects and
 * dispatches; the flow (message, wallet, verification, cancel rule) is in siwxFlow.
 */
export function SiwxSignMessageView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const app = useKitSelector((s) => s.options.metadata.name);
  const icon = useKitSelector((s) => s.options.metadata.icons[0]);
  const signing = useKitSelector((s) => s.siwx?.status === 'signing');
  // Optional sign-in says Cancel only skips; unknown (e.g. opened by the host) keeps the stricter text.
  const optional = useKitSelector((s) => s.siwx?.required === false);
  const sign = useCallback(() => void dispatch(signInWithSiwx()), [dispatch]);
  const cancel = useCallback(() => void dispatch(cancelSiwx()), [dispatch]);
  return (
    <div className="portico-view">
      <div className="portico-intro">
        <span className="portico-intro__icons">
          <WalletImage name={app} src={icon} size="large" decorative />
        </span>
        <Text variant="title" as="h3">
          {t('siwx.heading', { app })}
        </Text>
        <Text>{t(optional ? 'siwx.summaryOptional' : 'siwx.summary')}</Text>
      </div>
      <div className="portico-actions">
        <Button variant="secondary" onClick={cancel} disabled={signing}>
          {t('siwx.cancel')}
        </Button>
        <Button onClick={sign} disabled={signing}>
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  );
}

/** ConnectingSiwe: shown while the wallet is asked to sign. */
export function ConnectingSiweView() {
  const t = useText();
  return (
    <div className="portico-view portico-center" aria-busy="true">
      <Spinner label={t('siwx.waiting')} />
      <Text variant="muted">{t('siwx.waiting')}</Text>
    </div>
  );
}
