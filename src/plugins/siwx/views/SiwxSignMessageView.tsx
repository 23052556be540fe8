import { useCallback } from 'react';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { cancelSiwx, signInWithSiwx } from '../siwxFlow';

/**
 * SIWXSignMessage (SPEC §4): the dapp's name, what signing means, Sign and Cancel. It only selects and
 * dispatches; the flow (message, wallet, verification, cancel rule) is in siwxFlow.
 */
export function SiwxSignMessageView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const app = useKitSelector((s) => s.options.metadata.name);
  const signing = useKitSelector((s) => s.siwx?.status === 'signing');
  // Optional sign-in says Cancel only skips; unknown (e.g. opened by the host) keeps the stricter text.
  const optional = useKitSelector((s) => s.siwx?.required === false);
  const sign = useCallback(() => void dispatch(signInWithSiwx()), [dispatch]);
  const cancel = useCallback(() => void dispatch(cancelSiwx()), [dispatch]);
  return (
    <div>
      <Text variant="title">{t('siwx.heading', { app })}</Text>
      <Text>{t(optional ? 'siwx.summaryOptional' : 'siwx.summary')}</Text>
      <Button variant="secondary" onClick={cancel} disabled={signing}>
        {t('siwx.cancel')}
      </Button>
      <Button onClick={sign} disabled={signing}>
        {signing ? t('siwx.signing') : t('siwx.sign')}
      </Button>
    </div>
  );
}

/** ConnectingSiwe: shown while the wallet is asked to sign. */
export function ConnectingSiweView() {
  const t = useText();
  return (
    <div aria-busy="true">
      <Spinner label={t('siwx.waiting')} />
      <Text>{t('siwx.waiting')}</Text>
    </div>
  );
}
