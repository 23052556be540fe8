import { type FormEvent, useId, useState } from 'react';
import { isEmail } from '../../../core/validate';
import { emailSlice } from '../emailSlice';
import { useKitSelector } from '../../../store/react/kitHooks';
import { useT } from '../../../ui/i18n/useT';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { Button } from '../../../ui/primitives/Button';
import { Input } from '../../../ui/primitives/Input';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useKit } from '../../../ui/react/KitContext';
import { useNavigation } from '../../../store/react/navigationHooks';
import { useAlive } from '../../../ui/primitives/useAlive';
import { errorText, useEmbeddedWallet } from '../../support/useEmbeddedWallet';

/**
 * Starts an e-mail change: the new address (checked with the same rule as the login), then the frame
 * says which code comes first: VERIFY_PRIMARY_OTP (the current address) or VERIFY_SECONDARY_OTP (the
 * new one). A bad address or a failure changes nothing and says why.
 */
export function UpdateEmailWalletView() {
  const t = useT();
  const kit = useKit('UpdateEmailWalletView');
  const service = useEmbeddedWallet();
  const current = useKitSelector((s) => s.auth.email);
  const { push } = useNavigation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const alive = useAlive();
  const errorId = useId();

  if (!service)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!isEmail(value)) return setError(t('email.updateInvalid'));
    if (current && current.toLowerCase() === value.toLowerCase()) return setError(t('email.updateSame'));
    setError(undefined);
    setBusy(true);
    try {
      const { action } = await service.updateEmail(value);
      if (!alive.current) return;
      const primary = action === 'VERIFY_PRIMARY_OTP';
      kit.store.dispatch(
        emailSlice.actions.emailStepChanged({
          step: primary ? 'updatePrimaryOtp' : 'updateSecondaryOtp',
          pendingEmail: value,
        }),
      );
      push(primary ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', { email: value });
    } catch (failure) {
      if (!alive.current) return;
      const message = errorText(failure);
      kit.store.dispatch(emailSlice.actions.emailFailed({ message }));
      setError(message);
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  return (
    <form className="portico-view portico-stack" onSubmit={submit} noValidate aria-busy={busy}>
      <Text>{t('email.updateDescription')}</Text>
      <Input
        label={t('email.updateLabel')}
        type="email"
        autoComplete="email"
        value={email}
        readOnly={busy}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <Text id={errorId} variant="error" role="alert">
          {error}
        </Text>
      ) : null}
      {busy ? <Spinner size="small" label={t('email.updateSending')} /> : null}
      <Button type="submit" block disabled={busy}>
        {t('email.updateSubmit')}
      </Button>
    </form>
  );
}
