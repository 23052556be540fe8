import { InvalidButtonOptionError } from './buttonErrors';

/**
 * Says in the console which of AccountButton's `charsStart` / `charsEnd` is not an integer >= 0 (the
 * button then keeps the default). Its own chunk: only a page that passes a bad count loads it.
 */
export function reportBadChars(chars: {
  charsStart: number | undefined;
  charsEnd: number | undefined;
}): void {
  for (const [option, value] of Object.entries(chars)) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 0))
      console.error(new InvalidButtonOptionError('AccountButton', option, String(value), 'an integer >= 0'));
  }
}
