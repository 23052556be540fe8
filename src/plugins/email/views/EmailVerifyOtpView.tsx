import { useCallback, useEffect, useRef, useState } from 'react';
import { EmailThrottleError } from '../../../core/errors/catalogue';
import { type EmailStep, emailSlice } from '../emailSlice';
import { useT } from '../../../ui/i18n/useT';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useKit } from '../../../ui/react/KitContext';
import { useNavigation, useViewData, useViewParam } from '../../../store/react/navigationHooks';
import { useAlive } from '../../../ui/primitives/useAlive';
import { useCountdown } from '../../../ui/primitives/useCountdown';
import { errorText, throttleSeconds, useEmbeddedWallet } from '../../support/useEmbeddedWallet';
import { OtpForm } from './OtpForm';

type Phase =
  | { name: 'sending' }
  | { name: 'code' }
  | { name: 'connecting' }
  | { name: 'failed'; message: string; retry: 'send' | 'connect' };

/**
 * The e-mail login (`data.email`): sends the code on arrival (unless `data.codeSent`, set after a
 * device approval), then takes the code. The frame decides the next step: VERIFY_OTP shows the code
 * field, VERIFY_DEVICE moves to EmailVerifyDevice, CONNECT signs in at once. Success is left to the
 * store: the connection closes the modal, so this view only says "Signing in".
 */
export function EmailVerifyOtpView() {
  const t = useT();
  const kit = useKit('EmailVerifyOtpView');
  const service = useEmbeddedWallet();
  const email = useViewParam('email');
  const codeSent = useViewData()?.codeSent === true;
  const { replace } = useNavigation();
  const [phase, setPhase] = useState<Phase>(codeSent ? { name: 'code' } : { name: 'sending' });
  const [notice, setNotice] = useState<string>();
  const [resendError, setResendError] = useState<string>();
  const { remaining: throttleLeft, start: startThrottle } = useCountdown();
  const alive = useAlive();
  const started = useRef(false);

  const step = useCallback(
    (next: EmailStep) => kit.store.dispatch(emailSlice.actions.emailStepChanged({ step: next })),
    [kit],
  );
  const fail = useCallback(
    (error: unknown, retry: 'send' | 'connect') => {
      const message = errorText(error);
      kit.store.dispatch(emailSlice.actions.emailFailed({ message }));
      setPhase({ name: 'failed', message, retry });
    },
    [kit],
  );

  const connect = useCallback(async () => {
    if (!service) return;
    setPhase({ name: 'connecting' });
    step('connecting');
    try {
      await service.connect();
      if (alive.current) step('connected');
    } catch (error) {
      if (alive.current) fail(error, 'connect');
    }
  }, [service, step, fail, alive]);

  const send = useCallback(
    async (resend: boolean) => {
      if (!service || !email) return;
      kit.store.dispatch(emailSlice.actions.emailStepChanged({ step: 'sending', pendingEmail: email }));
      setNotice(undefined);
      setResendError(undefined);
      if (!resend) setPhase({ name: 'sending' });
      try {
        const { action } = await service.connectEmail(email);
        if (!alive.current) return;
        if (action === 'VERIFY_DEVICE') {
          step('verifyDevice');
          replace('EmailVerifyDevice', { email });
        } else if (action === 'CONNECT') {
          await connect();
        } else {
          step('verifyOtp');
          setPhase({ name: 'code' });
          if (resend) setNotice(t('email.resent'));
        }
      } catch (error) {
        if (!alive.current) return;
        const seconds = throttleSeconds(error);
        if (seconds !== undefined) {
          // The last code is still on its way or valid: keep the code step and count down instead.
          startThrottle(seconds);
          step('verifyOtp');
          setPhase({ name: 'code' });
        } else if (resend) {
          setResendError(errorText(error));
        } else {
          fail(error, 'send');
        }
      }
    },
    [service, email, kit, step, replace, connect, t, startThrottle, fail, alive],
  );

  useEffect(() => {
    if (started.current || codeSent) return;
    started.current = true;
    void send(false);
  }, [send, codeSent]);

  if (!service)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;
  if (!email) return <ViewMessage tone="error" message={t('email.noEmail')} hint={t('email.noEmailHint')} />;

  if (phase.name === 'sending') return <Spinner label={t('email.sending', { email })} />;
  if (phase.name === 'connecting') return <Spinner label={t('email.connecting')} />;
  if (phase.name === 'failed') {
    return (
      <ViewMessage
        tone="error"
        message={phase.message}
        action={{
          label: t('common.retry'),
          onClick: () => void (phase.retry === 'connect' ? connect() : send(false)),
        }}
      />
    );
  }

  const verify = async (code: string) => {
    await service.connectOtp(code);
    if (!alive.current) return;
    setPhase({ name: 'connecting' });
    step('connected');
  };

  return (
    <div className="portico-view portico-stack">
      <Text>{t('email.codeSentTo', { email })}</Text>
      <OtpForm onVerify={verify}>
        {throttleLeft > 0 ? (
          <Text variant="muted" role="status">
            {EmailThrottleError.message(throttleLeft)}
          </Text>
        ) : null}
        {notice ? (
          <Text variant="muted" role="status">
            {notice}
          </Text>
        ) : null}
        {resendError ? (
          <Text variant="error" role="alert">
            {resendError}
          </Text>
        ) : null}
        <Button variant="ghost" block disabled={throttleLeft > 0} onClick={() => void send(true)}>
          {t('email.resend')}
        </Button>
      </OtpForm>
    </div>
  );
}
