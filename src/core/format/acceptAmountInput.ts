import { getNumberSymbols } from './localizeDecimal';

/**
 * What an amount field (Send's, Swap's) holds after `typed` (issue 24, as AppKit's amount input), or undefined when
 * the edit is refused and the field keeps its text. The field holds a plain number: digits and one
 * decimal mark. Either `.` or `,` typed is taken as the decimal mark and shown as the locale's (a
 * locale whose mark is neither gets `.`), since a group separator has no place in a typed amount;
 * letters, `e`, signs, spaces inside and a second mark are refused. Leading zeros go (`05` -> `5`)
 * and a mark with nothing before it gets its zero (`.` -> `0.`). The fraction's length is not cut
 * here: more decimals than the token has is a message of its own (Send's validateSend, Swap's button).
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
