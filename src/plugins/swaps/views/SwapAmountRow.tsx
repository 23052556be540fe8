import { type ReactNode, useId } from 'react';
import { Button } from '../../../ui/primitives/Button';
import { FieldMessage } from '../../../ui/primitives/FieldMessage';
import { Input } from '../../../ui/primitives/Input';
import { useText } from '../../../ui/primitives/TextContext';
import type { SwapToken } from '../swapTypes';
import { type SwapSide, SwapTokenButton } from './SwapTokenButton';

/** Props of `SwapAmountRow`: everything already selected; the row formats only its own labels. */
export interface SwapAmountRowProps {
  side: SwapSide;
  token: SwapToken | undefined;
  onPickToken(): void;
  /** The balance line as shown ("Balance: 10 USDC"), when the balance is known. */
  balance?: string | undefined;
  /** From: the typed amount and its handlers. */
  amount?: string;
  onAmount?(value: string): void;
  onMax?(): void;
  /** To: the quoted amount as shown, '' when there is none. */
  output?: string;
  /** To: a quote is on its way (a placeholder shows instead of the figure). */
  loading?: boolean;
  /** A message under the row (the from amount's problem). */
  message?: ReactNode;
}

// A bar the size of a figure, in the theme's raised surface (SkeletonRows' shapes, inline).
const SKELETON = {
  display: 'inline-block',
  width: '45%',
  height: 12,
  borderRadius: 'var(--portico-radius-full)',
  background: 'var(--portico-color-surface-raised)',
  verticalAlign: 'middle',
} as const;
const OUTPUT = {
  display: 'flex',
  alignItems: 'center',
  fontWeight: 'var(--portico-font-weight-bold)',
} as const;
const LINE = { display: 'flex', gap: 8, alignItems: 'flex-start' } as const;
const GROW = { flex: 1, minWidth: 0 } as const;

/**
 * One row of the Swap form: its heading ("You pay"), the token button, then the amount: a field with
 * Max on the paying row, the quote's figure on the receiving one (a placeholder while it loads, in a
 * polite live region so a screen reader hears the new quote), and the balance under it.
 */
export function SwapAmountRow(props: SwapAmountRowProps) {
  const { side, token, onPickToken, balance, message } = props;
  const t = useText();
  const headingId = useId();
  const outputId = useId();
  return (
    <section className="portico-stack" aria-labelledby={headingId} data-testid={`swap-${side}`}>
      <span id={headingId} className="portico-input__label">
        {t(`swaps.${side}`)}
      </span>
      <div style={LINE}>
        <SwapTokenButton side={side} token={token} onClick={onPickToken} />
        {side === 'from' ? (
          <div style={GROW}>
            <Input
              label={t('swaps.fromAmount')}
              hideLabel
              inputMode="decimal"
              autoComplete="off"
              data-testid="swap-amount"
              placeholder="0"
              value={props.amount ?? ''}
              onChange={(e) => props.onAmount?.(e.target.value)}
              message={message}
              end={
                props.onMax ? (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t('swaps.maxLabel')}
                    onClick={props.onMax}
                  >
                    {t('swaps.max')}
                  </Button>
                ) : undefined
              }
            />
          </div>
        ) : (
          <div className="portico-input" style={GROW}>
            <span id={outputId} className="portico-visually-hidden">
              {t('swaps.toAmount')}
            </span>
            <output
              className="portico-input__field"
              style={OUTPUT}
              aria-labelledby={outputId}
              aria-live="polite"
              aria-busy={props.loading || undefined}
              data-testid="swap-to-amount"
            >
              {props.loading ? (
                <>
                  <span className="portico-visually-hidden">{t('swaps.quoteLoading')}</span>
                  <span style={SKELETON} aria-hidden="true" data-testid="swap-to-skeleton" />
                </>
              ) : props.output ? (
                props.output
              ) : (
                // Nothing quoted yet: a muted zero, as the paying field's placeholder.
                <span className="portico-tone--muted">0</span>
              )}
            </output>
          </div>
        )}
      </div>
      {balance ? (
        <FieldMessage live={false} data-testid={`swap-${side}-balance`}>
          {balance}
        </FieldMessage>
      ) : null}
    </section>
  );
}
