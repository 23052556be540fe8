import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useT } from '../../../ui/i18n/useT';
import { Button } from '../../../ui/primitives/Button';
import { Input } from '../../../ui/primitives/Input';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useAlive } from '../../../ui/primitives/useAlive';
import { errorText } from '../../support/useEmbeddedWallet';

/** Length of the e-mail one-time code. */
export const OTP_LENGTH = 6;

/** Props of `OtpForm`. */
export interface OtpFormProps {
  /** Checks the code; a rejection's text is shown under the field. */
  onVerify(code: string): Promise<void>;
  /** Extra controls under the form (e.g. "Resend code"). */
  children?: ReactNode;
}

/**
 * The one-time-code field: digits only, a pasted code (with spaces or dashes) works, it submits by
 * itself on the sixth digit or with Verify. A wrong code shows the frame's message, empties the
 * field and keeps the focus there so the next code can be typed at once. The code lives only in this
 * component's state: never in the store, never logged.
 */
export function OtpForm({ onVerify, children }: OtpFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const field = useRef<HTMLDivElement>(null);
  const alive = useAlive();
  const errorId = useId();
  const focus = () => field.current?.querySelector('input')?.focus();

  const verify = async (value: string) => {
    if (busy) return;
    if (value.length !== OTP_LENGTH) {
      setError(t('email.codeIncomplete'));
      focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onVerify(value);
    } catch (failure) {
      if (!alive.current) return;
      setError(errorText(failure));
      setCode('');
      focus();
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <form className="portico-stack" onSubmit={submit} noValidate aria-busy={busy}>
      <div ref={field}>
        <Input
          label={t('email.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          // The code step exists only to type this code: the field takes the focus on arrival.
          autoFocus
          value={code}
          readOnly={busy}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
            setCode(digits);
            if (digits.length === OTP_LENGTH) void verify(digits);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <Text id={errorId} variant="error" role="alert">
          {error}
        </Text>
      ) : null}
      {busy ? <Spinner size="small" label={t('email.verifying')} /> : null}
      <Button type="submit" block disabled={busy}>
        {t('email.verify')}
      </Button>
      {children}
    </form>
  );
}
