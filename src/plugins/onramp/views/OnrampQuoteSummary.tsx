import { ONRAMP_MOCKED_QUOTE_ID } from '../../../core/constants/onramp';
import { useText } from '../../../ui/primitives/TextContext';
import type { OnrampQuote, OnrampRequestStatus } from '../onrampTypes';
import { trimDecimal } from './onrampViewText';

/** Props of `OnrampQuoteSummary`. */
export interface OnrampQuoteSummaryProps {
  quote: OnrampQuote | undefined;
  status: OnrampRequestStatus;
}

/**
 * The quote under the form: what the amount buys ("You get ≈ 0.0065 ETH"), the provider and network
 * fees and the total, in a polite live region so a screen reader hears each new quote. SPEC §8's
 * mocked quote says it is an estimate.
 */
export function OnrampQuoteSummary({ quote, status }: OnrampQuoteSummaryProps) {
  const t = useText();
  if (!quote) {
    return (
      <p className="portico-field-message portico-tone--muted" aria-live="polite" data-testid="onramp-quote">
        {status === 'loading' ? t('onramp.quoteLoading') : ''}
      </p>
    );
  }
  const money = (m: { amount: string; currency: string }) => `${m.amount} ${m.currency}`;
  const row = (label: string, value: string, testId: string) => (
    <div className="portico-summary__row">
      <dt className="portico-summary__label">{label}</dt>
      <dd className="portico-summary__value" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <div className="portico-stack" aria-live="polite" data-testid="onramp-quote">
      {quote.quoteId === ONRAMP_MOCKED_QUOTE_ID ? (
        <p className="portico-callout portico-tone--warning" data-testid="onramp-quote-mocked">
          {t('onramp.quoteMocked')}
        </p>
      ) : null}
      <p className="portico-text portico-text--title" data-testid="onramp-quote-amount">
        {t('onramp.quoteYouGet', {
          amount: trimDecimal(quote.purchaseAmount.amount),
          symbol: quote.purchaseAmount.currency,
        })}
      </p>
      <dl className="portico-summary">
        {row(t('onramp.providerFee'), money(quote.coinbaseFee), 'onramp-provider-fee')}
        {row(t('onramp.networkFee'), money(quote.networkFee), 'onramp-network-fee')}
      </dl>
      <p className="portico-text portico-text--title" data-testid="onramp-total">
        {t('onramp.total', { amount: quote.paymentTotal.amount, currency: quote.paymentTotal.currency })}
      </p>
    </div>
  );
}
