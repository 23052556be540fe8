import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useViewParam } from '../../../store/react/navigationHooks';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectHasEmbeddedWallet } from '../../support/embeddedWallet';
import { selectEmail } from '../emailSlice';
import { verifyUpdateEmailPrimaryOtp, verifyUpdateEmailSecondaryOtp } from '../emailUpdate';
import { OtpForm } from './OtpForm';

/** The code form of an update step, fed from the email slice; `explanation` says where the code went. */
function UpdateCodeStep({
  explanation,
  verify,
}: {
  explanation: string;
  verify(code: string): Promise<unknown>;
}) {
  const state = useKitSelector(selectEmail);
  const flow = state?.flow === 'update' ? state : undefined;
  return (
    <div className="portico-view portico-stack">
      <Text>{explanation}</Text>
      <OtpForm
        onVerify={verify}
        busy={flow?.verifying === true}
        error={flow?.failedOperation === 'otp' ? flow.error?.message : undefined}
      />
    </div>
  );
}

/** Says why an update step cannot be shown (no embedded wallet, no address), or undefined. */
function useUpdateStepProblem(email: string | undefined) {
  const t = useText();
  const available = useKitSelector(selectHasEmbeddedWallet);
  if (!available)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;
  if (!email) return <ViewMessage tone="error" message={t('email.noEmail')} hint={t('email.noEmailHint')} />;
  return undefined;
}

/** The first code of an e-mail change, sent to the current address; the flow then opens the second. */
export function UpdateEmailPrimaryOtpView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const email = useViewParam('email');
  const problem = useUpdateStepProblem(email);
  return (
    problem ?? (
      <UpdateCodeStep
        explanation={t('email.primaryDescription')}
        verify={(code) => dispatch(verifyUpdateEmailPrimaryOtp(code))}
      />
    )
  );
}

/**
 * The last code of an e-mail change, sent to the new address. The flow stores the new e-mail, returns
 * to Account (which shows it) and confirms with a toast in the modal's language.
 */
export function UpdateEmailSecondaryOtpView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const email = useViewParam('email');
  const problem = useUpdateStepProblem(email);
  return (
    problem ?? (
      <UpdateCodeStep
        explanation={t('email.secondaryDescription', { email: email ?? '' })}
        verify={(code) =>
          dispatch(
            verifyUpdateEmailSecondaryOtp(code, {
              message: (newEmail) => t('email.updated', { email: newEmail }),
            }),
          )
        }
      />
    )
  );
}
