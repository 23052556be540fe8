import { useEffect, useState } from 'react';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { Button } from '../../../ui/primitives/Button';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { selectOnramp } from '../onrampSelectors';
import { buyHeading, buyProgress } from './buyProgressText';
import { providerName } from './onrampViewText';

/** The Account view's tabs are tokens, nfts, activity: Activity is the third. */
const ACTIVITY_TAB = 2;

/**
 * The buy under way (AppKit has no such view: it leaves the buyer at the provider): "Buying 0.0065
 * ETH", a status line that follows the order (waiting, arrived, declined, abandoned, the window closed
 * or blocked), "Open {Provider}" when the browser blocked the window, "Copy link" while the order is
 * open, and "View in Activity" once it arrived. Back leaves the order running at the provider.
 */
export function BuyInProgressView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { reset } = useNavigation();
  const onramp = useKitSelector(selectOnramp);
  const namespace = useKitSelector((s) => s.chains.activeNamespace);
  const historyRegistered = useKitSelector((s) => s.plugins.history !== undefined);
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const url = onramp?.buyUrl;
  // "Link copied" belongs to the link it copied.
  useEffect(() => setCopied((was) => (was === url ? was : undefined)), [url]);

  if (!onramp || onramp.buyStatus === 'idle') {
    return (
      <div className="portico-view portico-center">
        <p role="status">{t('onramp.noBuy')}</p>
      </div>
    );
  }
  const progress = buyProgress(t, onramp);
  const provider = providerName(onramp.selectedProvider);
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!url || !clipboard?.writeText) return;
    clipboard.writeText(url).then(
      () => setCopied(url),
      () => setCopied(undefined),
    );
  };
  const viewActivity = () => {
    if (namespace) dispatch(chainsSlice.actions.accountUpdated({ namespace, currentTab: ACTIVITY_TAB }));
    reset('Account');
  };
  return (
    <div className="portico-view" data-testid="onramp-progress">
      <Text variant="title" as="h3">
        {buyHeading(t, onramp)}
      </Text>
      <p
        role="status"
        className={`portico-callout portico-tone--${progress.tone}`}
        data-testid="onramp-status"
      >
        {progress.status}
      </p>
      {progress.blocked && url ? (
        <a
          className="portico-button portico-button--primary portico-button--block"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('onramp.open', { provider })}
        </a>
      ) : null}
      {progress.pending && url ? (
        <Button variant="secondary" block onClick={copy}>
          {copied === url ? t('onramp.linkCopied') : t('onramp.copyLink')}
        </Button>
      ) : null}
      {progress.completed && historyRegistered ? (
        <Button block onClick={viewActivity}>
          {t('onramp.viewActivity')}
        </Button>
      ) : null}
    </div>
  );
}
