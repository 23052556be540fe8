import { getNumberSymbols } from '../../core/format';
import type { KitThunk } from '../../store/kitThunk';
import { swapAmountTyped } from './swapsSlice';

/**
 * What the amount field holds after `typed`, or undefined when the edit is refused and the field keeps
 * its text: the rule of Send's amount field (src/plugins/send/amountInput.ts, issue 24), which a plugin
 * may not import. Digits and one decimal mark; `.` or `,` typed is taken as the mark and shown as the
 * locale's (a locale whose mark is neither gets `.`); letters, `e`, signs, spaces inside and a second
 * mark are refused; leading zeros go (`05` -> `5`) and a lone mark gets its zero (`.` -> `0.`). More
 * decimals than the token has is the button's message (`SwapAmountInvalidError`), not a refused key.
 */
export function acceptSwapAmountInput(typed: string, locale?: string): string | undefined {
  const text = typed.trim();
  if (text === '') return '';
  const mark = getNumberSymbols(locale).decimal === ',' ? ',' : '.';
  const marked = text.replace(/[.,]/g, mark);
  const [integer = '', fraction, ...rest] = marked.split(mark);
  if (rest.length > 0 || !/^\d*$/.test(integer) || (fraction !== undefined && !/^\d*$/.test(fraction)))
    return undefined;
  const whole = integer.replace(/^0+(?=\d)/, '') || (fraction !== undefined ? '0' : '');
  return fraction === undefined ? whole : `${whole}${mark}${fraction}`;
}

/**
 * The amount field's edit: `typed` as `acceptSwapAmountInput` keeps it, in the kit's locale,
 * dispatched as `swapAmountTyped` (the listener then asks for a quote once typing pauses); a refused
 * edit dispatches nothing. Returns the field's text after the edit.
 */
export function typeSwapAmount(typed: string): KitThunk<string> {
  return (dispatch, getState) => {
    const state = getState();
    const before = state.swaps?.fromAmount ?? '';
    const accepted = acceptSwapAmountInput(typed, state.options.locale);
    if (accepted === undefined) return before;
    if (accepted !== before) dispatch(swapAmountTyped(accepted));
    return accepted;
  };
}
