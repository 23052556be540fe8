import { acceptAmountInput } from '../../core/format';
import type { KitThunk } from '../../store/kitThunk';
import { sendAmountChanged } from './sendSlice';

// The field's rule is core's (core/format/acceptAmountInput.ts), shared with Swap's amount field.
export { acceptAmountInput };

/**
 * The Amount field's edit: `typed` as `acceptAmountInput` keeps it, in the kit's locale, dispatched as
 * `sendAmountChanged`; a refused edit dispatches nothing. Returns the field's text after the edit.
 * A plain thunk, so the store has the new text within the input's own change event.
 */
export function typeSendAmount(typed: string): KitThunk<string> {
  return (dispatch, getState) => {
    const state = getState();
    const before = state.send?.sendTokenAmount ?? '';
    const accepted = acceptAmountInput(typed, state.options.locale);
    if (accepted === undefined) return before;
    if (accepted !== before) dispatch(sendAmountChanged(accepted));
    return accepted;
  };
}
