import { definePlugin, type PluginViewOf } from '../definePlugin';

/**
 * Sign in with the wallet (SIWX, SPEC §4): registered when `createAppKit({ siwx })` is given (no
 * feature switch: sign-in needs the host's config). SIWXSignMessage asks to sign; ConnectingSiwe
 * shows while the wallet signs.
 */
export const siwxPlugin = definePlugin({
  name: 'siwx',
  views: ['SIWXSignMessage', 'ConnectingSiwe'],
  load: () => import('./siwxModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    siwx: PluginViewOf<typeof siwxPlugin>;
  }
}
