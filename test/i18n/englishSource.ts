import { emailStrings } from '../../src/plugins/email/emailStrings';
import { historyStrings } from '../../src/plugins/history/historyStrings';
import { namesStrings } from '../../src/plugins/names/namesStrings';
import { onrampStrings } from '../../src/plugins/onramp/onrampStrings';
import { payStrings } from '../../src/plugins/pay/payStrings';
import { receiveStrings } from '../../src/plugins/receive/receiveStrings';
import { sendStrings } from '../../src/plugins/send/sendStrings';
import { siwxStrings } from '../../src/plugins/siwx/siwxStrings';
import { socialsStrings } from '../../src/plugins/socials/socialsStrings';
import { swapsStrings } from '../../src/plugins/swaps/swapsStrings';
import { en } from '../../src/ui/i18n/en';
import { viewStrings } from '../../src/ui/i18n/viewStrings.en';

// Every English string the kit can show, keyed as a locale file keys them: the buttons', the views'
// and shell's, and each built-in plugin's prefixed with its name (as the plugin runtime does).

const PLUGIN_STRINGS: Record<string, Record<string, string>> = {
  email: emailStrings,
  history: historyStrings,
  names: namesStrings,
  onramp: onrampStrings,
  pay: payStrings,
  receive: receiveStrings,
  send: sendStrings,
  siwx: siwxStrings,
  socials: socialsStrings,
  swaps: swapsStrings,
};

/** The English source of every locale file. */
export const englishSource: Record<string, string> = {
  ...en,
  ...viewStrings,
  ...Object.fromEntries(
    Object.entries(PLUGIN_STRINGS).flatMap(([plugin, table]) =>
      Object.entries(table).map(([key, text]) => [`${plugin}.${key}`, text]),
    ),
  ),
};
