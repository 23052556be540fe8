import { type FormEvent, useId, useRef, useState } from 'react';
import { isEmail } from '../../../core/isEmail';
import { kitEventRaised } from '../../../store/actions/kitEventRaised';
import { useKitDispatch } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { useT } from '../../i18n/useT';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { Text } from '../../primitives/Text';

/**
 * The e-mail plugin's first step, opened with the address. Opening it loads the plugin, and the view
 * starts the plugin's `connectEmail` flow, which sends the one-time code.
 */
export const EMAIL_VIEW = 'EmailVerifyOtp';

/**
 * The e-mail entry of the connect view: an address field that opens the e-mail plugin's code step. It
 * pushes the view rather than dispatching the thunk: the plugin (and its slice) loads with its view.
 */
export function EmailLogin() {
  const t = useT();
  const { push } = useNavigation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const dispatch = useKitDispatch();
  // AppKit's EMAIL_LOGIN_SELECTED: the visitor turns to the e-mail login (once per showing of the field).
  const selected = useRef(false);
  const select = () => {
    if (selected.current) return;
    selected.current = true;
    dispatch(kitEventRaised('EMAIL_LOGIN_SELECTED'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isEmail(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    push(EMAIL_VIEW, { email: value });
  };

  return (
    <form className="portico-stack" onSubmit={submit} noValidate>
      <Input
        label={t('connect.emailLabel')}
        hideLabel
        type="email"
        autoComplete="email"
        placeholder={t('connect.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={select}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid ? (
        <Text id={errorId} variant="error" role="alert">
          {t('connect.emailInvalid')}
        </Text>
      ) : null}
      <Button type="submit" variant="secondary" block>
        {t('connect.emailContinue')}
      </Button>
    </form>
  );
}
