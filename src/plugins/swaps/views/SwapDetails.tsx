import { formatCurrency } from '../../../core/format';
import { IconButton } from '../../../ui/primitives/IconButton';
import { useText } from '../../../ui/primitives/TextContext';
import type { SwapPreview } from '../swapTypes';
import { formatPriceImpact, formatSwapAmount } from './formatSwapAmount';
import { RefreshIcon } from './swapIcons';

/** Props of `SwapDetails`. */
export interface SwapDetailsProps {
  preview: SwapPreview;
  /** Whole seconds since the quote was read (ticking: useSecondsSince). */
  ageSeconds: number;
  locale?: string | undefined;
  /** Refreshes the quote now; absent where the quote cannot be refreshed (while signing). */
  onRefresh?: (() => void) | undefined;
  refreshing?: boolean;
}

/**
 * The quote's details, as the best swap forms list them: the rate ("1 USDC = 0.0004 ETH"), the price
 * impact (in the warning colour, with a line saying why, above the plugin's threshold), the network
 * fee in USD, the minimum received after SPEC's 1 % slippage, the route, and the quote's age with a
 * refresh. Every figure comes selected; a figure that is not known reads so, never NaN.
 */
export function SwapDetails({ preview, ageSeconds, locale, onRefresh, refreshing }: SwapDetailsProps) {
  const t = useText();
  const { from, to } = preview;
  const impact = formatPriceImpact(preview.priceImpact, locale);
  const fee =
    preview.networkFeeUsd !== undefined
      ? formatCurrency(preview.networkFeeUsd, locale ? { locale } : {})
      : '';
  const minimum = formatSwapAmount(preview.minimumReceived, locale);
  const rate = formatSwapAmount(preview.rate, locale);
  const row = (label: string, value: string, testId: string, tone?: 'warning') => (
    <div className="portico-summary__row">
      <dt className="portico-summary__label">{label}</dt>
      <dd
        className={['portico-summary__value', tone ? `portico-tone--${tone}` : ''].filter(Boolean).join(' ')}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
  return (
    <>
      <dl className="portico-summary" aria-label={t('swaps.detailsLabel')} data-testid="swap-details">
        {rate
          ? row(
              t('swaps.rate'),
              t('swaps.rateValue', { from: from.symbol, rate, to: to.symbol }),
              'swap-rate',
            )
          : null}
        {impact
          ? row(
              t('swaps.priceImpact'),
              t('swaps.priceImpactValue', { value: impact }),
              'swap-price-impact',
              preview.priceImpactHigh ? 'warning' : undefined,
            )
          : null}
        {row(t('swaps.networkFee'), fee || t('swaps.networkFeeUnknown'), 'swap-network-fee')}
        {minimum ? row(t('swaps.minimumReceived'), `${minimum} ${to.symbol}`, 'swap-minimum-received') : null}
        {preview.route.length > 1 ? row(t('swaps.route'), preview.route.join(' → '), 'swap-route') : null}
      </dl>
      {preview.priceImpactHigh ? (
        <p className="portico-callout portico-tone--warning" data-testid="swap-price-impact-warning">
          {t('swaps.priceImpactHigh')}
        </p>
      ) : null}
      <p className="portico-row portico-field-message portico-tone--muted" data-testid="swap-quote-age">
        <span>{ageSeconds < 1 ? t('swaps.quoteAgeNow') : t('swaps.quoteAge', { count: ageSeconds })}</span>
        {onRefresh ? (
          <IconButton
            label={t('swaps.refresh')}
            icon={<RefreshIcon />}
            onClick={onRefresh}
            disabled={refreshing}
            data-testid="swap-refresh"
          />
        ) : null}
      </p>
    </>
  );
}
