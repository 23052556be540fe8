import { type FormEvent, useEffect } from 'react';
import { kitEventRaised } from '../../../store/actions/kitEventRaised';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { Button } from '../../../ui/primitives/Button';
import { IconButton } from '../../../ui/primitives/IconButton';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { typeSwapAmount } from '../swapAmountInput';
import { selectSwapButtonStep } from '../swapButtonStep';
import { fetchSwapQuote, loadSwapTokens, setSwapMaxAmount, switchSwapDirection } from '../swapFlow';
import { swapAmountProblem } from '../swapForm';
import { selectSwapPreview, selectSwaps, selectSwapTarget, selectSwapTokens } from '../swapSelectors';
import { swapFromTokenSelected } from '../swapsSlice';
import { formatSwapAmount, formatSwapBalance } from './formatSwapAmount';
import { SwapAmountRow } from './SwapAmountRow';
import { SwapDetails } from './SwapDetails';
import { SwapErrorCallout } from './SwapErrorCallout';
import { swapButtonActs, swapButtonText } from './swapButtonText';
import { swapErrorText } from './swapErrorText';
import { SwitchIcon } from './swapIcons';
import { useSecondsSince } from './useSecondsSince';
import { useSwapQuoteWatch } from './useSwapQuoteWatch';

// Errors shown under the amount field; the others (the quote's, the wallet's) in a callout above the
// button, except those the button already names (no liquidity, the network).
const AMOUNT_ERRORS = new Set(['SwapAmountInvalidError', 'SwapInsufficientBalanceError']);
const BUTTON_ERRORS = new Set(['SwapNoLiquidityError', 'SwapsNetworkError', 'SwapPriceImpactTooHighError']);

const SWITCH_ROW = { display: 'flex', justifyContent: 'center', margin: '-4px 0' } as const;

/**
 * Swap: what you pay (token, amount with Max, balance) and what you receive (token, the quote's
 * amount), a switch between them, the quote's details with its age and a refresh, then the main button
 * naming what is missing ("Enter amount", "Insufficient USDC balance") or what comes next ("Approve
 * USDC", "Swap"), which opens the preview. The quote stays fresh while the view is open
 * (useSwapQuoteWatch). Selects and dispatches only; the rules are the plugin's.
 */
export function SwapView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { push } = useNavigation();
  // AppKit's event of the token buttons, then the picker for that side.
  const pickToken = (side: 'from' | 'to') => {
    dispatch(kitEventRaised('CLICK_SELECT_TOKEN_TO_SWAP'));
    push('SwapSelectToken', { side });
  };
  const swaps = useKitSelector(selectSwaps);
  const target = useKitSelector(selectSwapTarget);
  const step = useKitSelector(selectSwapButtonStep);
  const preview = useKitSelector(selectSwapPreview);
  const locale = useKitSelector((s) => s.options.locale);
  const age = useSecondsSince(swaps?.quote?.fetchedAt);
  useSwapQuoteWatch();

  const tokens = useKitSelector(selectSwapTokens);
  const { account, caipNetworkId, supported } = target;
  useEffect(() => {
    if (account && caipNetworkId && supported) void dispatch(loadSwapTokens());
  }, [dispatch, account, caipNetworkId, supported]);
  const first = tokens[0];
  useEffect(() => {
    // The network's native token is paid until the user picks another, so an amount can be typed at once.
    if (swaps && !swaps.fromToken && !swaps.toToken && first) dispatch(swapFromTokenSelected(first));
  }, [dispatch, swaps, first]);

  if (!account) return <ViewMessage message={t('swaps.notConnected')} />;
  if (step.kind === 'unsupportedNetwork') return <ViewMessage message={t('swaps.unsupported')} />;

  const error = swaps?.error;
  const amountError =
    (error && AMOUNT_ERRORS.has(error.name) ? error : undefined) ?? swapAmountProblem(swaps, locale);
  const quoteError =
    swaps?.quoteError && !BUTTON_ERRORS.has(swaps.quoteError.name) ? swaps.quoteError : undefined;
  const callout = error && !AMOUNT_ERRORS.has(error.name) ? error : quoteError;
  // A read that failed can be tried again: the quote, or the token list.
  const retry =
    callout === quoteError
      ? () => void dispatch(fetchSwapQuote())
      : swaps?.tokensStatus === 'failed'
        ? () => void dispatch(loadSwapTokens())
        : undefined;
  const from = swaps?.fromToken;
  const to = swaps?.toToken;
  const quoting = swaps?.quoteStatus === 'loading';
  const acts = swapButtonActs(step);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (acts) push('SwapPreview');
  };
  const balance = (token: typeof from) => {
    const text = token ? formatSwapBalance(token, locale) : '';
    return text ? t('swaps.balance', { balance: text }) : undefined;
  };

  return (
    <form className="portico-view" onSubmit={submit} noValidate data-testid="swap-form">
      <SwapAmountRow
        side="from"
        token={from}
        onPickToken={() => pickToken('from')}
        balance={balance(from)}
        amount={swaps?.fromAmount ?? ''}
        onAmount={(value) => dispatch(typeSwapAmount(value))}
        onMax={from ? () => void dispatch(setSwapMaxAmount()) : undefined}
        message={amountError ? swapErrorText(t, amountError) : undefined}
      />
      <div style={SWITCH_ROW}>
        <IconButton
          label={t('swaps.switch')}
          icon={<SwitchIcon />}
          onClick={() => dispatch(switchSwapDirection())}
          disabled={!from && !to}
          data-testid="swap-switch"
        />
      </div>
      <SwapAmountRow
        side="to"
        token={to}
        onPickToken={() => pickToken('to')}
        balance={balance(to)}
        output={preview ? formatSwapAmount(preview.toAmount, locale) : ''}
        loading={quoting && !swaps?.quote}
      />
      {preview ? (
        <SwapDetails
          preview={preview}
          ageSeconds={age}
          locale={locale}
          onRefresh={() => void dispatch(fetchSwapQuote())}
          refreshing={quoting}
        />
      ) : null}
      {callout ? (
        <SwapErrorCallout
          error={callout}
          fallback={callout === quoteError ? 'swaps.error.SwapQuoteError' : undefined}
          onRetry={retry}
        />
      ) : null}
      <Button
        type="submit"
        block
        disabled={!acts}
        aria-busy={step.kind === 'loadingQuote' || undefined}
        data-testid="swap-button"
        data-step={step.kind}
      >
        {swapButtonText(t, step)}
      </Button>
    </form>
  );
}
