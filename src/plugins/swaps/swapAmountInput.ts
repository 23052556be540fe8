import { acceptAmountInput } from '../../core/format';
import type { KitThunk } from '../../store/kitThunk';
import { swapAmountTyped } from './swapsSlice';

/**
 * The amount field's edit: `typed` as `acceptAmountInput` (core/format, Send's rule too) keeps it, in the kit's locale,
 * dispatched as `swapAmountTyped` (the listener then asks for a quote once typing pauses); a refused
 * edit dispatches nothing. Returns the field's text after the edit.
 */
export function typeSwapAmount(typed: string): KitThunk<string> {
  return (dispatch, getState) => {
    const state = getState();
    const before = state.swaps?.fromAmount ?? '';
    const accepted = acceptAmountInput(typed, state.options.locale);
    if (accepted === undefined) return before;
    if (accepted !== before) dispatch(swapAmountTyped(accepted));
    return accepted;
  };
}
