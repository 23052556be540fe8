import { type FormEvent, useId, useState } from 'react';
import { isEmail } from '../../../core/validate';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { Input } from '../../../ui/primitives/Input';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectHasEmbeddedWallet } from '../../support/embeddedWallet';
import { selectEmail } from '../emailSlice';
import { updateEmail } from '../emailUpdate';

/**
 * Starts an e-mail change: the new address (checked here with the same rule as the login, and refused
 * when it is the current one), then `updateEmail`, whose flow opens the first code step. While the
 * request runs the form is busy; a refusal stays on the form and says why.
 */
export function UpdateEmailWalletView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const available = useKitSelector(selectHasEmbeddedWallet);
  const current = useKitSelector((s) => s.auth.email);
  const state = useKitSelector(selectEmail);
  const flow = state?.flow === 'update' ? state : undefined;
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const errorId = useId();

  if (!available)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;

  const busy = flow?.step === 'updating' && !flow.error;
  const error = invalid ?? (flow?.failedOperation === 'update' ? flow.error?.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!isEmail(value)) return setInvalid(t('email.updateInvalid'));
    if (current && current.toLowerCase() === value.toLowerCase()) return setInvalid(t('email.updateSame'));
    setInvalid(undefined);
    void dispatch(updateEmail({ email: value }));
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
