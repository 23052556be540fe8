import type { SerializedError } from '../../../core/errors/defineError';
import { Button } from '../../../ui/primitives/Button';
import { useText } from '../../../ui/primitives/TextContext';
import { swapErrorText } from './swapErrorText';

/** Props of `SwapErrorCallout`. */
export interface SwapErrorCalloutProps {
  error: SerializedError;
  /** The text key when nobody has a text for the error (a failed quote still says what failed). */
  fallback?: string | undefined;
  /** Tries the failed read again (the quote, the token list); absent where retrying means nothing. */
  onRetry?: (() => void) | undefined;
}

/** An error of the Swap views, announced, in its text from the error's name and data, with Try again. */
export function SwapErrorCallout({ error, fallback, onRetry }: SwapErrorCalloutProps) {
  const t = useText();
  return (
    <div role="alert" className="portico-callout portico-tone--error portico-row" data-testid="swap-error">
      <span>{swapErrorText(t, error, fallback)}</span>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('swaps.retry')}
        </Button>
      ) : null}
    </div>
  );
}
