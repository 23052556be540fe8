import { useEffect } from 'react';
import { truncateMiddle } from '../../../core/format';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { selectActiveAccount } from '../../../store/selectors/selectActiveAccount';
import { Button } from '../../../ui/primitives/Button';
import { ListItem } from '../../../ui/primitives/ListItem';
import { Spinner } from '../../../ui/primitives/Spinner';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { loadPayExchanges, payWithExchange, payWithWallet } from '../payFlow';
import { payConnectRequested } from '../paySlice';

/**
 * Pay: the amount, asset and recipient the host asked for; "Pay with wallet" (the connected wallet, or
 * Connect first) and the exchanges that can pay it. Choosing one shows PayLoading, which follows it.
 */
export function PayView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { push, replace } = useNavigation();
  const pay = useKitSelector((s) => s.pay);
  const account = useKitSelector(selectActiveAccount);
  const networkName = useKitSelector((s) => {
    const id = s.pay?.request?.network;
    const namespace = s.chains.chains.eip155;
    return namespace?.caipNetworks.find((n) => n.caipNetworkId === id)?.name;
  });
  const request = pay?.request;
  const exchangesStatus = pay?.exchangesStatus;
  useEffect(() => {
    if (request && exchangesStatus === 'idle') void dispatch(loadPayExchanges());
  }, [dispatch, request, exchangesStatus]);
  if (!pay || !request) return <ViewMessage message={t('pay.noPayment')} />;
  const connected = account.status === 'connected' && account.namespace === 'eip155';
  const start = (run: () => unknown) => {
    // In place of Pay, not on top of it: no Back into a second payment while this one runs (one at a
    // time); a failure's "Try again" and success's "Done" are the ways out.
    replace('PayLoading');
    run();
  };
  return (
    <div className="portico-view" data-testid="pay-view">
      <p className="portico-hero">
        <span className="portico-hero__label">{t('pay.amountLabel')}</span>
        <span className="portico-hero__value" data-testid="pay-amount">
          {`${request.amount} ${request.symbol}`}
        </span>
      </p>
      <dl className="portico-summary">
        <div className="portico-summary__row">
          <dt className="portico-summary__label">{t('pay.recipient')}</dt>
          <dd className="portico-summary__value" data-testid="pay-recipient" title={request.recipient}>
            <bdi>{truncateMiddle(request.recipient)}</bdi>
          </dd>
        </div>
        <div className="portico-summary__row">
          <dt className="portico-summary__label">{t('pay.network')}</dt>
          <dd className="portico-summary__value">{networkName ?? request.network}</dd>
        </div>
      </dl>
      {connected ? (
        <Button block onClick={() => start(() => dispatch(payWithWallet()))}>
          {t('pay.payWithWallet')}
        </Button>
      ) : (
        <Button
          block
          variant="secondary"
          onClick={() => {
            dispatch(payConnectRequested(true));
            push('Connect');
          }}
        >
          {t('pay.connectFirst')}
        </Button>
      )}
      <PayExchanges onChoose={(exchangeId) => start(() => dispatch(payWithExchange({ exchangeId })))} />
    </div>
  );
}

/** The exchanges list of the Pay view, with its loading, empty and failed states. */
function PayExchanges({ onChoose }: { onChoose: (exchangeId: string) => void }) {
  const t = useText();
  const dispatch = useKitDispatch();
  const status = useKitSelector((s) => s.pay?.exchangesStatus);
  const exchanges = useKitSelector((s) => s.pay?.exchanges) ?? [];
  return (
    <section aria-label={t('pay.orExchange')}>
      <h3 className="portico-text portico-text--small portico-text--muted">{t('pay.orExchange')}</h3>
      {status === 'loading' || status === 'idle' ? (
        <Spinner label={t('pay.exchangesLoading')} size="small" />
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="portico-callout portico-tone--error">
          {t('pay.exchangesFailed')}{' '}
          <Button variant="ghost" size="small" onClick={() => void dispatch(loadPayExchanges())}>
            {t('pay.retry')}
          </Button>
        </p>
      ) : null}
      {status === 'loaded' && exchanges.length === 0 ? <p>{t('pay.exchangesNone')}</p> : null}
      {exchanges.map((exchange) => (
        <ListItem
          key={exchange.id}
          name={exchange.name}
          imageSrc={exchange.imageUrl || undefined}
          data-testid={`pay-exchange-${exchange.id}`}
          onClick={() => onChoose(exchange.id)}
        />
      ))}
    </section>
  );
}
