import type { PluginDescriptor, PluginViewOf } from './definePlugin';
import { emailPlugin } from './email/emailPlugin';
import { historyPlugin } from './history/historyPlugin';
import { namesPlugin } from './names/namesPlugin';
import { onrampPlugin } from './onramp/onrampPlugin';
import { payPlugin } from './pay/payPlugin';
import { receivePlugin } from './receive/receivePlugin';
import { sendPlugin } from './send/sendPlugin';
import { socialsPlugin } from './socials/socialsPlugin';
import { swapsPlugin } from './swaps/swapsPlugin';

/**
 * The built-in feature plugins (SPEC §2 optional bundles), as eager descriptors only: the one list the
 * others derive from (the view loaders of `portico/react`, the tests' plugin lists).
 */
export const BUILT_IN_PLUGINS = [
  emailPlugin,
  socialsPlugin,
  swapsPlugin,
  sendPlugin,
  receivePlugin,
  onrampPlugin,
  historyPlugin,
  payPlugin,
  namesPlugin,
] as const satisfies readonly PluginDescriptor[];

// SIWX is built in without a feature switch (sign-in needs the host's config): `createAppKit({ siwx })`
// adds `siwxPlugin(config)` and `useAppKitSIWX` reads its public selectors. The kit and the shell reach
// it here, like every built-in plugin, and never inside its folder (docs/architecture.md).
export { siwxPlugin } from './siwx/siwxPlugin';
export { selectSiwxSession, selectSiwxStatus, siwxConfigOf } from './siwx/siwxSelectors';

/** A built-in feature plugin's name. */
export type BuiltInPluginName = (typeof BUILT_IN_PLUGINS)[number]['name'];

/** The names of the plugins among `Descriptors` that declare at least one view. */
export type PluginsWithViews<Descriptors> = Descriptors extends { name: infer Name }
  ? [PluginViewOf<Descriptors>] extends [never]
    ? never
    : Name
  : never;
