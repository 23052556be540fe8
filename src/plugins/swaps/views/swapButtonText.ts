import type { Translate } from '../../../ui/primitives/TextContext';
import type { SwapButtonStep } from '../swapTypes';

/** The main button's text for `step` ("Insufficient USDC balance", "Approve USDC", "Swap"). */
export function swapButtonText(t: Translate, step: SwapButtonStep): string {
  switch (step.kind) {
    case 'insufficientBalance':
    case 'approve':
      return t(`swaps.button.${step.kind}`, { symbol: step.symbol });
    default:
      return t(`swaps.button.${step.kind}`);
  }
}

/** Whether the button does something at `step`: only an approval or a swap can go on to the preview. */
export function swapButtonActs(step: SwapButtonStep): boolean {
  return step.kind === 'approve' || step.kind === 'swap';
}
