import { useCallback, useEffect, useRef, useState } from 'react';
import { socialsSlice } from '../socialsSlice';
import { useT } from '../../../ui/i18n/useT';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { Button } from '../../../ui/primitives/Button';
import { QrCode } from '../../../ui/primitives/QrCode';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useKit } from '../../../ui/react/KitContext';
import { useCopy } from '../../../ui/views/viewHooks';
import { useAlive } from '../../../ui/primitives/useAlive';
import { errorText, useEmbeddedWallet } from '../../support/useEmbeddedWallet';

type Phase =
  | { name: 'loading' }
  | { name: 'waiting'; url: string }
  | { name: 'connecting' }
  | { name: 'failed'; message: string };

// Only web links become a clickable link: the URL comes from the frame, and a `javascript:` one must
// never reach an href.
const isWebLink = (url: string) => /^https:\/\//i.test(url);

/**
 * Sign In With Farcaster: the frame's URL as a QR code to scan with a phone, plus "Open link" and
 * "Copy link" for this device, then waits for the sign-in (`connectFarcaster()`). Failures show the
 * frame's message and "Try again", which starts over with a fresh URL.
 */
export function ConnectingFarcasterView() {
  const t = useT();
  const kit = useKit('ConnectingFarcasterView');
  const service = useEmbeddedWallet();
  const copy = useCopy();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const alive = useAlive();
  const started = useRef(false);

  const run = useCallback(async () => {
    if (!service) return;
    setPhase({ name: 'loading' });
    try {
      const { url } = await service.getFarcasterUri();
      if (!alive.current) return;
      kit.store.dispatch(socialsSlice.actions.farcasterUrlReceived({ url }));
      setPhase({ name: 'waiting', url });
      await service.connectFarcaster();
      if (alive.current) setPhase({ name: 'connecting' });
    } catch (error) {
      if (!alive.current) return;
      const message = errorText(error);
      kit.store.dispatch(socialsSlice.actions.socialFailed({ message }));
      setPhase({ name: 'failed', message });
    }
  }, [service, kit, alive]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (!service)
    return (
      <ViewMessage tone="error" message={t('socials.unavailable')} hint={t('socials.unavailableHint')} />
    );
  if (phase.name === 'loading') return <Spinner label={t('socials.farcasterLoading')} />;
  if (phase.name === 'connecting') return <Spinner label={t('socials.farcasterConnecting')} />;
  if (phase.name === 'failed') {
    return (
      <div className="portico-view portico-center">
        <div role="alert" className="portico-stack">
          <Text variant="title" as="h2">
            {t('socials.farcasterFailedTitle')}
          </Text>
          <Text variant="muted">{phase.message}</Text>
        </div>
        <Button onClick={() => void run()}>{t('common.retry')}</Button>
      </div>
    );
  }
  const { url } = phase;
  return (
    <div className="portico-view portico-center">
      <QrCode value={url} label={t('socials.farcasterQrLabel')} />
      <Text variant="title" as="h2">
        {t('socials.farcasterTitle')}
      </Text>
      <Text variant="muted">{t('socials.farcasterDescription')}</Text>
      <div className="portico-row">
        {isWebLink(url) ? (
          <a className="portico-button portico-button--secondary" href={url} target="_blank" rel="noreferrer">
            {t('socials.farcasterOpen')}
          </a>
        ) : null}
        <Button variant="secondary" onClick={() => void copy(url, 'socials.farcasterCopied')}>
          {t('socials.farcasterCopy')}
        </Button>
      </div>
      <Spinner size="small" label={t('socials.farcasterWaiting')} />
    </div>
  );
}
