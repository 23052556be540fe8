import { useEffect } from 'react';
import { useKitDispatch, useKitSelector, useKitStore } from '../../../store/react/kitHooks';
import { useViewParam } from '../../../store/react/navigationHooks';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectHasEmbeddedWallet } from '../../support/embeddedWallet';
import { connectEmailDevice } from '../emailLogin';
import { selectEmail, selectEmailLoginRunning } from '../emailSlice';

/**
 * The frame does not know this browser yet: it e-mailed a link to approve it. The login flow waits for
 * the approval (`connectEmailDevice`) and then opens the code step itself; this view shows the wait, or
 * the failure with "Try again". Opened on its own, it starts that wait.
 */
export function EmailVerifyDeviceView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const store = useKitStore();
  const available = useKitSelector(selectHasEmbeddedWallet);
  const email = useViewParam('email');
  const state = useKitSelector(selectEmail);
  const failed =
    state?.flow === 'login' && state.pendingEmail === email && state.failedOperation === 'device'
      ? state.error
      : undefined;

  useEffect(() => {
    if (!available || !email || selectEmailLoginRunning(store.getState(), email)) return;
    void dispatch(connectEmailDevice({ email }));
  }, [available, email, store, dispatch]);

  if (!available)
    return <ViewMessage tone="error" message={t('email.unavailable')} hint={t('email.unavailableHint')} />;
  if (!email) return <ViewMessage tone="error" message={t('email.noEmail')} hint={t('email.noEmailHint')} />;

  return (
    <div className="portico-view portico-center">
      <Text variant="title" as="h2">
        {t('email.deviceTitle')}
      </Text>
      <Text variant="muted">{t('email.deviceDescription', { email })}</Text>
      {failed ? (
        <ViewMessage
          tone="error"
          message={failed.message}
          action={{ label: t('common.retry'), onClick: () => void dispatch(connectEmailDevice({ email })) }}
        />
      ) : (
        <Spinner label={t('email.deviceWaiting')} />
      )}
    </div>
  );
}
