import { getNumberSymbols } from '../../core/format';
import type { KitThunk } from '../../store/kitThunk';
import { sendAmountChanged } from './sendSlice';

/**
 * What the Amount field holds after `typed` (issue 24, as AppKit's amount input), or undefined when
 * the edit is refused and the field keeps its text. The field holds a plain number: digits and one
 * decimal mark. Either `.` or `,` typed is taken as the decimal mark and shown as the locale's (a
 * locale whose mark is neither gets `.`), since a group separator has no place in a typed amount;
 * letters, `e`, signs, spaces inside and a second mark are refused. Leading zeros go (`05` -> `5`)
 * and a mark with nothing before it gets its zero (`.` -> `0.`). The fraction's length is not cut
 * here: more decimals than the token has is a message of its own (validateSend).
 */
export function acceptAmountInput(typed: string, locale?: string): string | undefined {
  const text = typed.trim();
  if (text === '') return '';
  const symbol = getNumberSymbols(locale).decimal;
  const mark = symbol === ',' ? ',' : '.';
  const marked = text.replace(/[.,]/g, mark);
  const [integer = '', fraction, ...rest] = marked.split(mark);
  if (rest.length > 0 || !/^\d*$/.test(integer) || (fraction !== undefined && !/^\d*$/.test(fraction)))
    return undefined;
  const whole = integer.replace(/^0+(?=\d)/, '') || (fraction !== undefined ? '0' : '');
  return fraction === undefined ? whole : `${whole}${mark}${fraction}`;
}

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
