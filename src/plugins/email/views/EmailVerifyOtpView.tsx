import { useEffect } from 'react';
import { EmailThrottleError } from '../../../core/errors/embeddedWalletErrors';
import { useKitDispatch, useKitSelector, useKitStore } from '../../../store/react/kitHooks';
import { useViewData, useViewParam } from '../../../store/react/navigationHooks';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { useCountdown } from '../../../ui/primitives/useCountdown';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectHasEmbeddedWallet } from '../../support/embeddedWallet';
import { connectEmail, connectEmailSession, resendEmailCode, verifyEmailOtp } from '../emailLogin';
import { selectEmail, selectEmailLoginRunning } from '../emailSlice';
import { OtpForm } from './OtpForm';

/**
 * The e-mail login (`data.email`), shown from the email slice: the code is sent on arrival (unless a
 * login for this address already runs, or `data.codeSent` after a device approval), then the code field.
 * The flow itself (`connectEmail`, `verifyEmailOtp`...) decides the next step and moves the modal; on
 * success the connection closes the modal, so this view only says "Signing in".
 */
export function EmailVerifyOtpView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const store = useKitStore();
  const available = useKitSelector(selectHasEmbeddedWallet);
  const email = useViewParam('email');
  const codeSent = useViewData()?.codeSent === true;
  const state = useKitSelector(selectEmail);
  const flow = state?.flow === 'login' && state.pendingEmail === email ? state : undefined;
  const { remaining: throttleLeft, start: startThrottle } = useCountdown();

  useEffect(() => {
    if (!available || !email || selectEmailLoginRunning(store.getState(), email)) return;
    void dispatch(connectEmail({ email, codeSent }));
  }, [available, email, codeSent, store, dispatch]);

  // The slice records when the throttle refused and how long was left; the view counts it down.
  const { throttleSecondsLeft, throttledAt } = flow ?? {};
  useEffect(() => {
    if (throttleSecondsLeft === undefined || throttledAt === undefined) return;
    startThrottle(throttleSecondsLeft - (Date.now() - throttledAt) / 1000);
  }, [throttleSecondsLeft, throttledAt, startThrottle]);

  if (!available)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;
  if (!email) return <ViewMessage tone="error" message={t('email.noEmail')} hint={t('email.noEmailHint')} />;

  const failure = flow?.failedOperation;
  if (flow?.error && (failure === 'send' || failure === 'connect')) {
    const retry = () =>
      void (failure === 'connect' ? dispatch(connectEmailSession()) : dispatch(connectEmail({ email })));
    return (
      <ViewMessage
        tone="error"
        message={flow.error.message}
        action={{ label: t('common.retry'), onClick: retry }}
      />
    );
  }
  const step = flow?.step ?? (codeSent ? 'verifyOtp' : 'sending');
  if (step === 'connecting' || step === 'connected') return <Spinner label={t('email.connecting')} />;
  if (step !== 'verifyOtp') return <Spinner label={t('email.sending', { email })} />;

  return (
    <div className="portico-view portico-stack">
      <Text>{t('email.codeSentTo', { email })}</Text>
      <OtpForm
        onVerify={(code) => dispatch(verifyEmailOtp(code))}
        busy={flow?.verifying === true}
        error={failure === 'otp' ? flow?.error?.message : undefined}
      >
        {throttleLeft > 0 ? (
          <Text variant="muted" role="status">
            {EmailThrottleError.message(throttleLeft)}
          </Text>
        ) : null}
        {flow?.resent ? (
          <Text variant="muted" role="status">
            {t('email.resent')}
          </Text>
        ) : null}
        {flow?.resendError ? (
          <Text variant="error" role="alert">
            {flow.resendError.message}
          </Text>
        ) : null}
        <Button
          variant="ghost"
          block
          disabled={throttleLeft > 0}
          onClick={() => void dispatch(resendEmailCode())}
        >
          {t('email.resend')}
        </Button>
      </OtpForm>
    </div>
  );
}
