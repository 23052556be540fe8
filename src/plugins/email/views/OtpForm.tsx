import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/primitives/Button';
import { Input } from '../../../ui/primitives/Input';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { useAlive } from '../../../ui/primitives/useAlive';

/** Length of the e-mail one-time code. */
export const OTP_LENGTH = 6;

/** Props of `OtpForm`. */
export interface OtpFormProps {
  /** Dispatches the flow's code check; a rejection empties the field and puts the focus back. */
  onVerify(code: string): Promise<unknown>;
  /** The flow is checking a code (from the plugin's slice). */
  busy?: boolean;
  /** The flow's last refusal of a code, as shown (from the plugin's slice). */
  error?: string;
  /** Extra controls under the form (e.g. "Resend code"). */
  children?: ReactNode;
}

/**
 * The one-time-code field: digits only, a pasted code (with spaces or dashes) works, it submits by
 * itself on the sixth digit or with Verify. A wrong code shows the frame's message, empties the field
 * and keeps the focus there so the next code can be typed at once. The code lives only in this
 * component's state and goes straight to the flow's thunk: never in the store, never in an action.
 */
export function OtpForm({ onVerify, busy = false, error, children }: OtpFormProps) {
  const t = useText();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const alive = useAlive();
  const errorId = useId();
  const focus = () => field.current?.querySelector('input')?.focus();
  const shown = incomplete ? t('email.codeIncomplete') : error;

  const verify = (value: string) => {
    if (busy) return;
    if (value.length !== OTP_LENGTH) {
      setIncomplete(true);
      focus();
      return;
    }
    setIncomplete(false);
    onVerify(value).catch(() => {
      if (!alive.current) return;
      setCode('');
      focus();
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify(code);
  };

  return (
    <form className="portico-stack" onSubmit={submit} noValidate aria-busy={busy || undefined}>
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
            if (digits.length === OTP_LENGTH) verify(digits);
          }}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
        />
      </div>
      {shown ? (
        <Text id={errorId} variant="error" role="alert">
          {shown}
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
