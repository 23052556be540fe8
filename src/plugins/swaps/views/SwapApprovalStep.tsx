import { truncateMiddle } from '../../../core/format';
import { useText } from '../../../ui/primitives/TextContext';
import type { SwapTxStatus } from '../swapTypes';
import { swapProgressText } from './swapProgressText';

/** Props of `SwapApprovalStep`. */
export interface SwapApprovalStepProps {
  /** The router the approval lets spend (full address). */
  spender: string;
  /** The exact amount approved, in display units, and its token. */
  amount: string;
  symbol: string;
  status: SwapTxStatus;
}

// A marker no translation contains: the sentence is translated whole, then cut around it so the
// spender can be its own element (short address, the full one in its title).
const SPENDER = '\u0000';

/**
 * The preview's first step when the router may not spend the amount yet: who is allowed (the router,
 * shortened, in full on hover and to readers through its title) and exactly how much, then where the
 * approval stands. AppKit says only "Approve limit increase in your wallet"; this says what and how much.
 */
export function SwapApprovalStep({ spender, amount, symbol, status }: SwapApprovalStepProps) {
  const t = useText();
  const [before = '', after = ''] = t('swaps.approveText', { spender: SPENDER, amount, symbol }).split(
    SPENDER,
  );
  const progress = swapProgressText(t, 'approve', status, { amount, symbol });
  return (
    <section
      className="portico-callout portico-stack"
      aria-label={t('swaps.stepApprove')}
      data-testid="swap-approval"
    >
      <span className="portico-input__label">{t('swaps.stepApprove')}</span>
      <p className="portico-text" data-testid="swap-approval-text">
        {before}
        <span title={spender} data-testid="swap-approval-spender">
          <bdi>{truncateMiddle(spender)}</bdi>
        </span>
        {after}
      </p>
      <p className="portico-text portico-tone--muted">{t('swaps.approveNote')}</p>
      {/* Always there, so a screen reader hears each change of the approval's progress. */}
      <p
        role="status"
        className={`portico-text portico-tone--${status === 'done' ? 'success' : 'muted'}`}
        data-testid="swap-approval-status"
      >
        {progress}
      </p>
    </section>
  );
}
