// Test support (not shipped: tsconfig.build.json leaves out `testing/`): the English tables as the
// modal has them once the swaps plugin has loaded, its keys under `swaps.`.
import { createTranslator } from '../../../../ui/i18n/createTranslator';
import { en } from '../../../../ui/i18n/en';
import { viewStrings } from '../../../../ui/i18n/viewStrings.en';
import { swapsStrings } from '../../swapsStrings';

const swaps = Object.fromEntries(Object.entries(swapsStrings).map(([key, text]) => [`swaps.${key}`, text]));

/** The modal's English translator with the swaps plugin's strings. */
export const swapsT = createTranslator({
  localeTables: [],
  englishTables: [en, viewStrings, swaps],
  warn: () => undefined,
});
