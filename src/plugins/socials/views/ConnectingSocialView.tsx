import { useEffect } from 'react';
import { useKitDispatch, useKitSelector, useKitStore } from '../../../store/react/kitHooks';
import { useViewParam } from '../../../store/react/navigationHooks';
import { Button } from '../../../ui/primitives/Button';
import { SocialMark } from '../../../ui/primitives/SocialMark';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectHasEmbeddedWallet } from '../../support/embeddedWallet';
import { connectSocial } from '../connectSocial';
import { isSocialProvider } from '../socialRedirect';
import { selectSocialLoginRunning, selectSocials } from '../socialsSlice';

/**
 * Social login in a popup (`data.provider`), shown from the socials slice. Arriving here starts
 * `connectSocial` unless an attempt for this provider already runs (the list started it in its click).
 * Browsers allow a popup only from a click, so when the automatic attempt was blocked, "Try again"
 * (a click, dispatching synchronously) may always open it. Leaving the view closes the popup.
 */
export function ConnectingSocialView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const store = useKitStore();
  const available = useKitSelector(selectHasEmbeddedWallet);
  const value = useViewParam('provider');
  const provider = isSocialProvider(value) ? value : undefined;
  const state = useKitSelector(selectSocials);
  const flow = state?.flow === 'popup' && state.pendingProvider === provider ? state : undefined;

  useEffect(() => {
    if (!available || !provider || selectSocialLoginRunning(store.getState(), 'popup', provider)) return;
    void dispatch(connectSocial({ provider }));
  }, [available, provider, store, dispatch]);

  if (!available)
    return (
      <ViewMessage tone="error" message={t('socials.unavailable')} hint={t('socials.unavailableHint')} />
    );
  if (!provider) {
    return (
      <ViewMessage
        tone="error"
        message={t('socials.unknownProvider')}
        hint={t('socials.unknownProviderHint')}
      />
    );
  }
  const name = t(`social.${provider}`);
  const status = flow?.status ?? 'opening';
  const problem =
    status === 'blocked'
      ? [t('socials.blockedTitle', { name }), t('socials.blockedDescription')]
      : status === 'closed'
        ? [t('socials.closedTitle', { name }), t('socials.closedDescription')]
        : status === 'failed'
          ? [t('socials.failedTitle', { name }), flow?.error?.message ?? '']
          : undefined;
  const progress =
    status === 'connecting' || status === 'connected'
      ? 'socials.connecting'
      : status === 'waiting'
        ? 'socials.waiting'
        : 'socials.opening';

  return (
    <div className="portico-view portico-center" aria-busy={!problem}>
      <SocialMark provider={provider} name={name} size="large" />
      {problem ? (
        <>
          <div role="alert" className="portico-stack">
            <Text variant="title" as="h2">
              {problem[0]}
            </Text>
            <Text variant="muted">{problem[1]}</Text>
          </div>
          <Button onClick={() => void dispatch(connectSocial({ provider }))}>{t('common.retry')}</Button>
        </>
      ) : (
        <>
          <Text variant="title" as="h2">
            {t('socials.continueIn', { name })}
          </Text>
          <Text variant="muted">{t('socials.popupHint', { name })}</Text>
          <Spinner label={t(progress, { name })} />
        </>
      )}
    </div>
  );
}
