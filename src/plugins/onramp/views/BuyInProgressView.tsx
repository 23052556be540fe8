import { useEffect, useState } from 'react';
import { truncateMiddle } from '../../../core/format';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { useText } from '../../../ui/primitives/TextContext';
import { selectOnramp } from '../onrampSelectors';
import { type BuyProgress, buyProgress, buyTarget } from './buyProgressText';
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
    <div className="portico-view" data-testid="onramp-progress" aria-busy={progress.pending || undefined}>
      {/* One heading, read as "Buying 0.0065 ETH"; drawn as the previews' centred hero figure. */}
      <h3 className="portico-hero">
        <span className="portico-hero__label">{t('onramp.buyingLabel')}</span>{' '}
        <span className="portico-hero__value">{buyTarget(onramp)}</span>
      </h3>
      <BuyStatus progress={progress} />
      <OrderSummary provider={provider} />
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

/** The status line: under a spinner while the order is open, else a callout in the outcome's tone. */
function BuyStatus({ progress }: { progress: BuyProgress }) {
  if (progress.pending && !progress.blocked && progress.tone === 'muted') {
    return (
      <div className="portico-center">
        {/* The spinner's own label is hidden: the line below is the one status read out. */}
        <div aria-hidden="true">
          <Spinner label="" />
        </div>
        <p role="status" className="portico-text portico-text--muted" data-testid="onramp-status">
          {progress.status}
        </p>
      </div>
    );
  }
  return (
    <p role="status" className={`portico-callout portico-tone--${progress.tone}`} data-testid="onramp-status">
      {progress.status}
    </p>
  );
}

/** Provider, what the buyer pays and the order's id (to quote to the provider's support). */
function OrderSummary({ provider }: { provider: string }) {
  const t = useText();
  const onramp = useKitSelector(selectOnramp);
  const total = onramp?.order?.paymentTotal ?? onramp?.quote?.paymentTotal;
  const orderId = onramp?.order?.id;
  return (
    <dl aria-label={t('onramp.summaryLabel')} className="portico-summary">
      <div className="portico-summary__row">
        <dt className="portico-summary__label">{t('onramp.summaryProvider')}</dt>
        <dd className="portico-summary__value">{provider}</dd>
      </div>
      {total ? (
        <div className="portico-summary__row">
          <dt className="portico-summary__label">{t('onramp.summaryTotal')}</dt>
          <dd className="portico-summary__value">
            {total.amount} {total.currency}
          </dd>
        </div>
      ) : null}
      {orderId ? (
        <div className="portico-summary__row">
          <dt className="portico-summary__label">{t('onramp.summaryOrder')}</dt>
          <dd className="portico-summary__value" title={orderId}>
            <bdi>{truncateMiddle(orderId, { leading: 10, trailing: 4 })}</bdi>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
