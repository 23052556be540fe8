import type { PluginDescriptor } from './definePlugin';
import { emailPlugin } from './email/emailPlugin';
import { historyPlugin } from './history/historyPlugin';
import { namesPlugin } from './names/namesPlugin';
import { onrampPlugin } from './onramp/onrampPlugin';
import { payPlugin } from './pay/payPlugin';
import { receivePlugin } from './receive/receivePlugin';
import { sendPlugin } from './send/sendPlugin';
import { socialsPlugin } from './socials/socialsPlugin';
import { swapsPlugin } from './swaps/swapsPlugin';

/** The built-in feature plugins (SPEC §2 optional bundles), as eager descriptors only. */
export const BUILT_IN_PLUGINS: readonly PluginDescriptor[] = [
  emailPlugin,
  socialsPlugin,
  swapsPlugin,
  sendPlugin,
  receivePlugin,
  onrampPlugin,
  historyPlugin,
  payPlugin,
  namesPlugin,
];
