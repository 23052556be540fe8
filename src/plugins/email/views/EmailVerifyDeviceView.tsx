import { useCallback, useEffect, useRef, useState } from 'react';
import { emailSlice } from '../emailSlice';
import { useT } from '../../../ui/i18n/useT';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useKit } from '../../../ui/react/KitContext';
import { useNavigation, useViewParam } from '../../../store/react/navigationHooks';
import { useAlive } from '../../../ui/primitives/useAlive';
import { errorText, useEmbeddedWallet } from '../../support/useEmbeddedWallet';

/**
 * The frame does not know this browser yet: it e-mailed a link to approve it. The view waits for the
 * approval (`connectDevice()`), then goes on to the code step. The frame sends the code itself after
 * the approval, so the code step opens with `codeSent` and does not ask again (which the 30 s
 * throttle would refuse anyway).
 */
export function EmailVerifyDeviceView() {
  const t = useT();
  const kit = useKit('EmailVerifyDeviceView');
  const service = useEmbeddedWallet();
  const email = useViewParam('email');
  const { replace } = useNavigation();
  const [error, setError] = useState<string>();
  const alive = useAlive();
  const started = useRef(false);

  const approve = useCallback(async () => {
    if (!service || !email) return;
    setError(undefined);
    kit.store.dispatch(emailSlice.actions.emailStepChanged({ step: 'verifyDevice', pendingEmail: email }));
    try {
      await service.connectDevice();
      if (!alive.current) return;
      kit.store.dispatch(emailSlice.actions.emailStepChanged({ step: 'verifyOtp' }));
      replace('EmailVerifyOtp', { email, codeSent: true });
    } catch (failure) {
      if (!alive.current) return;
      const message = errorText(failure);
      kit.store.dispatch(emailSlice.actions.emailFailed({ message }));
      setError(message);
    }
  }, [service, email, kit, replace, alive]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void approve();
  }, [approve]);

  if (!service)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;
  if (!email) return <ViewMessage tone="error" message={t('email.noEmail')} hint={t('email.noEmailHint')} />;

  return (
    <div className="portico-view portico-center">
      <Text variant="title" as="h2">
        {t('email.deviceTitle')}
      </Text>
      <Text variant="muted">{t('email.deviceDescription', { email })}</Text>
      {error ? (
        <ViewMessage
          tone="error"
          message={error}
          action={{ label: t('common.retry'), onClick: () => void approve() }}
        />
      ) : (
        <Spinner label={t('email.deviceWaiting')} />
      )}
    </div>
  );
}
