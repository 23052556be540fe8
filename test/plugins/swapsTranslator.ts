// Test support (not shipped: tsconfig.build.json leaves out `testing/`): the English tables as the
// modal has them once the swaps plugin has loaded, its keys under `swaps.`.

import { swapsStrings } from '../../src/plugins/swaps/swapsStrings';
import { createTranslator } from '../../src/ui/i18n/createTranslator';
import { en } from '../../src/ui/i18n/en';
import { viewStrings } from '../../src/ui/i18n/viewStrings.en';

const swaps = Object.fromEntries(Object.entries(swapsStrings).map(([key, text]) => [`swaps.${key}`, text]));

/** The modal's English translator with the swaps plugin's strings. */
export const swapsT = createTranslator({
  localeTables: [],
  englishTables: [en, viewStrings, swaps],
  warn: () => undefined,
});
