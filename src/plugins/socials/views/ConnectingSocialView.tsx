import { useCallback, useEffect, useRef, useState } from 'react';
import type { SocialProvider } from '../../../core/constants/features';
import { isSocialProvider } from '../socialRedirect';
import { socialsSlice } from '../socialsSlice';
import { type SocialPopup, watchSocialPopup } from '../watchSocialPopup';
import { useT } from '../../../ui/i18n/useT';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { WalletImage } from '../../../ui/primitives/WalletImage';
import { useKit } from '../../../ui/react/KitContext';
import { useViewParam } from '../../../store/react/navigationHooks';
import { useAlive } from '../../../ui/primitives/useAlive';
import { errorText, useEmbeddedWallet } from '../../support/useEmbeddedWallet';

type Phase =
  | { name: 'opening' }
  | { name: 'waiting' }
  | { name: 'connecting' }
  | { name: 'blocked' }
  | { name: 'closed' }
  | { name: 'failed'; message: string };

const POPUP_FEATURES = 'width=600,height=800,popup=yes';

/**
 * Social login in a popup (`data.provider`). The popup is opened first, blank, and pointed at the
 * provider once the frame gave its URL: browsers only allow a popup opened straight from a click, so
 * "Try again" (a click) always works even when the first, automatic attempt was blocked. The popup is
 * watched until it comes back to this origin with `code=` or `error=`; that URL goes to the frame.
 */
export function ConnectingSocialView() {
  const t = useT();
  const kit = useKit('ConnectingSocialView');
  const service = useEmbeddedWallet();
  const value = useViewParam('provider');
  const provider: SocialProvider | undefined = isSocialProvider(value) ? value : undefined;
  const [phase, setPhase] = useState<Phase>({ name: 'opening' });
  const alive = useAlive();
  const started = useRef(false);
  const popupRef = useRef<SocialPopup | null>(null);
  const stopRef = useRef<(() => void) | undefined>(undefined);

  const fail = useCallback(
    (error: unknown) => {
      const message = errorText(error);
      kit.store.dispatch(socialsSlice.actions.socialFailed({ message }));
      setPhase({ name: 'failed', message });
    },
    [kit],
  );

  const finish = useCallback(
    async (href: string) => {
      if (!service || !provider) return;
      setPhase({ name: 'connecting' });
      try {
        await service.connectSocial(href, provider);
      } catch (error) {
        if (alive.current) fail(error);
      }
    },
    [service, provider, fail, alive],
  );

  // Synchronous up to window.open so that it runs inside the click of "Try again".
  const start = useCallback(() => {
    if (!service || !provider) return;
    stopRef.current?.();
    const popup = globalThis.open?.(
      'about:blank',
      'portico-social-login',
      POPUP_FEATURES,
    ) as SocialPopup | null;
    if (!popup) {
      setPhase({ name: 'blocked' });
      return;
    }
    popupRef.current = popup;
    setPhase({ name: 'opening' });
    kit.store.dispatch(socialsSlice.actions.socialStarted({ provider }));
    service.getSocialRedirectUri(provider).then(
      ({ uri }) => {
        if (!alive.current) return;
        if (popup.closed) return setPhase({ name: 'closed' });
        popup.location.href = uri;
        setPhase({ name: 'waiting' });
        stopRef.current = watchSocialPopup(popup, globalThis.location.origin, {
          onReturn: (href) => void finish(href),
          onClosed: () => alive.current && setPhase({ name: 'closed' }),
        });
      },
      (error: unknown) => {
        popup.close();
        if (alive.current) fail(error);
      },
    );
  }, [service, provider, kit, finish, fail, alive]);

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      start();
    }
    return () => {
      // Leaving the view ends the attempt. Checked a microtask later: StrictMode's test unmount is
      // followed at once by a remount, which must keep the popup.
      queueMicrotask(() => {
        if (alive.current) return;
        stopRef.current?.();
        if (popupRef.current && !popupRef.current.closed) popupRef.current.close();
      });
    };
  }, [start, alive]);

  if (!service)
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
  const problem =
    phase.name === 'blocked'
      ? [t('socials.blockedTitle', { name }), t('socials.blockedDescription')]
      : phase.name === 'closed'
        ? [t('socials.closedTitle', { name }), t('socials.closedDescription')]
        : phase.name === 'failed'
          ? [t('socials.failedTitle', { name }), phase.message]
          : undefined;

  return (
    <div className="portico-view portico-center" aria-busy={!problem}>
      <WalletImage name={name} size="large" decorative />
      {problem ? (
        <>
          <div role="alert" className="portico-stack">
            <Text variant="title" as="h2">
              {problem[0]}
            </Text>
            <Text variant="muted">{problem[1]}</Text>
          </div>
          <Button onClick={start}>{t('common.retry')}</Button>
        </>
      ) : (
        <>
          <Text variant="title" as="h2">
            {t('socials.continueIn', { name })}
          </Text>
          <Text variant="muted">{t('socials.popupHint', { name })}</Text>
          <Spinner
            label={t(
              phase.name === 'connecting'
                ? 'socials.connecting'
                : phase.name === 'waiting'
                  ? 'socials.waiting'
                  : 'socials.opening',
              { name },
            )}
          />
        </>
      )}
    </div>
  );
}
