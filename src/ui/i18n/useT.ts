import type { Translate } from './createTranslator';
import { useTranslate } from './useTranslate';
import { viewStrings } from './viewStrings.en';

/**
 * The translate function for everything inside the modal: the kit's locale, plugin strings, and the
 * English base of the shell (`en.ts`) and the views (`viewStrings.en.ts`). `{name}` placeholders are
 * filled from `vars`; a key missing everywhere is shown as itself and warned about once.
 */
export function useT(): Translate {
  return useTranslate(viewStrings);
}
