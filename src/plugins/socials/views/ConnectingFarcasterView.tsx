import { useEffect } from 'react';
import { copyText } from '../../../store/actions/copyText';
import { useKitDispatch, useKitSelector, useKitStore } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { QrCode } from '../../../ui/primitives/QrCode';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectHasEmbeddedWallet } from '../../support/embeddedWallet';
import { connectFarcaster } from '../connectFarcaster';
import { selectSocialLoginRunning, selectSocials } from '../socialsSlice';

// Only web links become a clickable link: the URL comes from the frame, and a `javascript:` one must
// never reach an href.
const isWebLink = (url: string) => /^https:\/\//i.test(url);

/**
 * Sign In With Farcaster, shown from the socials slice: arriving starts `connectFarcaster` (unless it
 * runs already); its URL shows as a QR code to scan with a phone, plus "Open link" and "Copy link" for
 * this device. Failures show the frame's message and "Try again", which starts over with a fresh URL.
 */
export function ConnectingFarcasterView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const store = useKitStore();
  const available = useKitSelector(selectHasEmbeddedWallet);
  const state = useKitSelector(selectSocials);
  const flow = state?.flow === 'farcaster' ? state : undefined;

  useEffect(() => {
    if (!available || selectSocialLoginRunning(store.getState(), 'farcaster')) return;
    void dispatch(connectFarcaster());
  }, [available, store, dispatch]);

  if (!available)
    return (
      <ViewMessage tone="error" message={t('socials.unavailable')} hint={t('socials.unavailableHint')} />
    );
  const status = flow?.status ?? 'opening';
  if (status === 'connecting' || status === 'connected')
    return <Spinner label={t('socials.farcasterConnecting')} />;
  if (status === 'failed') {
    return (
      <div className="portico-view portico-center">
        <div role="alert" className="portico-stack">
          <Text variant="title" as="h2">
            {t('socials.farcasterFailedTitle')}
          </Text>
          <Text variant="muted">{flow?.error?.message}</Text>
        </div>
        <Button onClick={() => void dispatch(connectFarcaster())}>{t('common.retry')}</Button>
      </div>
    );
  }
  const url = status === 'waiting' ? flow?.farcasterUrl : undefined;
  if (!url) return <Spinner label={t('socials.farcasterLoading')} />;
  const copy = () =>
    void dispatch(
      copyText({ text: url, copied: t('socials.farcasterCopied'), failed: t('common.copyFailed') }),
    );
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
        <Button variant="secondary" onClick={copy}>
          {t('socials.farcasterCopy')}
        </Button>
      </div>
      <Spinner size="small" label={t('socials.farcasterWaiting')} />
    </div>
  );
}
