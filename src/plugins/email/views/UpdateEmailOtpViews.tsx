import { emailSlice } from '../emailSlice';
import { useT } from '../../../ui/i18n/useT';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { Text } from '../../../ui/primitives/Text';
import { useKit } from '../../../ui/react/KitContext';
import { useNavigation, useViewParam } from '../../../store/react/navigationHooks';
import { useEmbeddedWallet } from '../../support/useEmbeddedWallet';
import { OtpForm } from './OtpForm';

/** The first code of an e-mail change: sent to the current address. Then the new address's code. */
export function UpdateEmailPrimaryOtpView() {
  const t = useT();
  const kit = useKit('UpdateEmailPrimaryOtpView');
  const service = useEmbeddedWallet();
  const email = useViewParam('email');
  const { replace } = useNavigation();
  if (!service)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;
  if (!email) return <ViewMessage tone="error" message={t('email.noEmail')} hint={t('email.noEmailHint')} />;

  const verify = async (code: string) => {
    await service.updateEmailPrimaryOtp(code);
    kit.store.dispatch(emailSlice.actions.emailStepChanged({ step: 'updateSecondaryOtp' }));
    replace('UpdateEmailSecondaryOtp', { email });
  };
  return (
    <div className="portico-view portico-stack">
      <Text>{t('email.primaryDescription')}</Text>
      <OtpForm onVerify={verify} />
    </div>
  );
}

/**
 * The last code of an e-mail change, sent to the new address. The service stores the new e-mail
 * (auth slice), so Account, where the flow returns, shows it; a toast confirms the change.
 */
export function UpdateEmailSecondaryOtpView() {
  const t = useT();
  const kit = useKit('UpdateEmailSecondaryOtpView');
  const service = useEmbeddedWallet();
  const email = useViewParam('email');
  const { reset } = useNavigation();
  if (!service)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;
  if (!email) return <ViewMessage tone="error" message={t('email.noEmail')} hint={t('email.noEmailHint')} />;

  const verify = async (code: string) => {
    const { newEmail } = await service.updateEmailSecondaryOtp(code);
    kit.store.dispatch(emailSlice.actions.emailStepChanged({ step: 'updated', pendingEmail: newEmail }));
    reset('Account');
    kit.showNotification({ message: t('email.updated', { email: newEmail }), variant: 'success' });
  };
  return (
    <div className="portico-view portico-stack">
      <Text>{t('email.secondaryDescription', { email })}</Text>
      <OtpForm onVerify={verify} />
    </div>
  );
}
