import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { Button } from '../../../ui/primitives/Button';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectSwapButtonStep } from '../swapButtonStep';
import { fetchSwapQuote } from '../swapFlow';
import { selectSwapPreview, selectSwaps } from '../swapSelectors';
import { approveSwap, executeSwap } from '../swapTransactions';
import { formatSwapAmount } from './formatSwapAmount';
import { SwapApprovalStep } from './SwapApprovalStep';
import { SwapDetails } from './SwapDetails';
import { SwapErrorCallout } from './SwapErrorCallout';
import { swapButtonText } from './swapButtonText';
import { isSwapBusy, swapProgressText } from './swapProgressText';
import { useSecondsSince } from './useSecondsSince';
import { useSwapQuoteWatch } from './useSwapQuoteWatch';

/**
 * SwapPreview: what you pay and receive, the quote's details (minimum received, fee), then, when the
 * router may not spend the amount yet, the approval step first (naming the router and the exact
 * amount), then the swap. While the wallet is asked or a transaction awaited, the button says so and
 * there is no way back (as in Send). Selects and dispatches only: approveSwap and executeSwap hold
 * the flow (the swap's quote is refreshed and simulated before the wallet is asked).
 */
export function SwapPreviewView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { back, reset } = useNavigation();
  const swaps = useKitSelector(selectSwaps);
  const preview = useKitSelector(selectSwapPreview);
  const step = useKitSelector(selectSwapButtonStep);
  const locale = useKitSelector((s) => s.options.locale);
  const age = useSecondsSince(swaps?.quote?.fetchedAt);
  useSwapQuoteWatch();

  if (swaps?.swapStatus === 'done') return <ViewMessage message={t('swaps.swapDone')} />;
  if (!swaps || !preview) return <ViewMessage message={t('swaps.nothingToReview')} />;

  // A mined swap ends on Account, as a send does; the success toast says what was swapped.
  const swap = async (successMessage: string) => {
    const result = await dispatch(executeSwap({ successMessage }));
    if (executeSwap.fulfilled.match(result)) reset('Account');
  };
  const approving = isSwapBusy(swaps.approvalStatus);
  const swapping = isSwapBusy(swaps.swapStatus);
  const busy = approving || swapping;
  // The approval step stays on screen once done, so the user sees what they allowed.
  const approval =
    step.kind === 'approve'
      ? { spender: step.spender, amount: step.amount, symbol: step.symbol }
      : swaps.approvalStatus !== 'idle' && swaps.allowance
        ? { spender: swaps.allowance.spender, amount: preview.fromAmount, symbol: preview.from.symbol }
        : undefined;
  const vars = {
    amount: approval?.amount ?? preview.fromAmount,
    symbol: approval?.symbol ?? preview.from.symbol,
  };
  const swapProgress = swapping ? swapProgressText(t, 'swap', swaps.swapStatus, vars) : undefined;
  const approvalProgress = approving ? swapProgressText(t, 'approve', swaps.approvalStatus, vars) : undefined;
  const action =
    step.kind === 'approve'
      ? {
          label: t('swaps.approveConfirm', { amount: step.amount, symbol: step.symbol }),
          run: () => void dispatch(approveSwap()),
        }
      : step.kind === 'swap'
        ? {
            label: t('swaps.confirm'),
            run: () => void swap(t('swaps.swapped', { from: preview.from.symbol, to: preview.to.symbol })),
          }
        : undefined;

  return (
    <div className="portico-view" aria-busy={busy || undefined} data-testid="swap-preview">
      <p className="portico-hero">
        <span className="portico-hero__label">{t('swaps.youPay')}</span>
        <span className="portico-hero__value" data-testid="swap-preview-from">
          {`${preview.fromAmount} ${preview.from.symbol}`}
        </span>
        <span className="portico-hero__label">{t('swaps.youReceive')}</span>
        <span className="portico-hero__value" data-testid="swap-preview-to">
          {`${formatSwapAmount(preview.toAmount, locale)} ${preview.to.symbol}`}
        </span>
      </p>
      <SwapDetails
        preview={preview}
        ageSeconds={age}
        locale={locale}
        onRefresh={busy ? undefined : () => void dispatch(fetchSwapQuote())}
        refreshing={swaps.quoteStatus === 'loading'}
      />
      {approval ? <SwapApprovalStep {...approval} status={swaps.approvalStatus} /> : null}
      {approval ? (
        <section
          className="portico-callout portico-stack"
          aria-label={t('swaps.stepSwap')}
          data-testid="swap-step"
        >
          <span className="portico-input__label">{t('swaps.stepSwap')}</span>
          <p className="portico-text">
            {t('swaps.swapStepText', {
              amount: preview.fromAmount,
              symbol: preview.from.symbol,
              minimum: formatSwapAmount(preview.minimumReceived, locale),
              to: preview.to.symbol,
            })}
          </p>
        </section>
      ) : null}
      {/* Collapsed while empty (a field message's rule); a screen reader hears each step of the swap. */}
      <p
        role="status"
        className="portico-field-message portico-tone--muted"
        data-testid="swap-preview-status"
      >
        {swapProgress}
      </p>
      {swaps.error ? <SwapErrorCallout error={swaps.error} /> : null}
      <div className="portico-actions portico-actions--sticky">
        {busy ? null : (
          <Button variant="secondary" onClick={back}>
            {t('swaps.back')}
          </Button>
        )}
        <Button
          onClick={action?.run}
          disabled={!action || busy}
          aria-busy={busy || undefined}
          data-testid="swap-confirm"
          data-step={step.kind}
        >
          {approvalProgress ?? swapProgress ?? action?.label ?? swapButtonText(t, step)}
        </Button>
      </div>
    </div>
  );
}
