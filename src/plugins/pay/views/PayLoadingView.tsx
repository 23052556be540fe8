import { useState } from 'react';
import { truncateMiddle } from '../../../core/format';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { payRetried } from '../paySlice';

/**
 * PayLoading: the payment being made (waiting for the wallet, the exchange or the chain, with the
 * exchange's link when its popup was blocked), then its result: success with the transaction, or the
 * failure's reason and "Try again".
 */
export function PayLoadingView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { replace, close } = useNavigation();
  const pay = useKitSelector((s) => s.pay);
  const exchanges = useKitSelector((s) => s.pay?.exchanges) ?? [];
  if (!pay?.request) return <ViewMessage message={t('pay.noPayment')} />;
  const { payment, request } = pay;
  const amount = `${request.amount} ${request.symbol}`;
  const facts = <PaymentFacts paymentId={payment?.id} txHash={pay.result?.txHash ?? payment?.txHash} />;
  if (pay.error && !pay.inProgress) {
    return (
      <div className="portico-view" data-testid="pay-failed">
        <p className="portico-hero">
          <span className="portico-hero__label">{t('pay.failed')}</span>
          <span className="portico-hero__value">{amount}</span>
        </p>
        <p role="alert" className="portico-callout portico-tone--error" data-testid="pay-error">
          {pay.error.message}
        </p>
        {facts}
        <Button
          block
          onClick={() => {
            dispatch(payRetried());
            replace('Pay');
          }}
        >
          {t('pay.retry')}
        </Button>
      </div>
    );
  }
  if (pay.status === 'SUCCESS' && pay.result) {
    return (
      <div className="portico-view" data-testid="pay-success">
        <p className="portico-hero" role="status">
          <span className="portico-hero__label">{t('pay.success')}</span>
          <span className="portico-hero__value">{amount}</span>
        </p>
        {facts}
        <Button block onClick={close}>
          {t('pay.done')}
        </Button>
      </div>
    );
  }
  const exchangeName = exchanges.find((e) => e.id === payment?.exchangeId)?.name ?? payment?.exchangeId ?? '';
  const waiting = pay.awaitingWallet
    ? t('pay.waitingWallet')
    : payment?.method === 'exchange' && !payment.txHash
      ? t('pay.waitingExchange', { exchange: exchangeName })
      : t('pay.waitingChain');
  return (
    <div className="portico-view" data-testid="pay-waiting" aria-busy="true">
      <Spinner label={waiting} />
      <p className="portico-text" data-testid="pay-waiting-text">
        {waiting}
      </p>
      {payment?.method === 'exchange' && payment.url && payment.popupBlocked ? (
        <BlockedPopup url={payment.url} exchange={exchangeName} />
      ) : null}
      {facts}
    </div>
  );
}

/** The payment's id (what the host's server verifies) and its transaction, once known. */
function PaymentFacts({ paymentId, txHash }: { paymentId: string | undefined; txHash: string | undefined }) {
  const t = useText();
  if (!paymentId) return null;
  return (
    <dl className="portico-summary">
      <div className="portico-summary__row">
        <dt className="portico-summary__label">{t('pay.paymentId')}</dt>
        <dd className="portico-summary__value" data-testid="pay-payment-id" title={paymentId}>
          <bdi>{truncateMiddle(paymentId, { leading: 8, trailing: 6 })}</bdi>
        </dd>
      </div>
      {txHash ? (
        <div className="portico-summary__row">
          <dt className="portico-summary__label">{t('pay.transaction')}</dt>
          <dd className="portico-summary__value" data-testid="pay-tx" title={txHash}>
            <bdi>{truncateMiddle(txHash)}</bdi>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The exchange's link, to open or copy, when the browser refused its popup. */
function BlockedPopup({ url, exchange }: { url: string; exchange: string }) {
  const t = useText();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    void clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="portico-callout portico-tone--warning" data-testid="pay-popup-blocked">
      <p>{t('pay.popupBlocked')}</p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('pay.openExchange', { exchange })}
      </a>{' '}
      <Button variant="secondary" size="small" onClick={copy}>
        {copied ? t('pay.linkCopied') : t('pay.copyLink')}
      </Button>
    </div>
  );
}
