import type { SiwxConfig } from '../../core/siwx/siwxConfig';
import { SIWX_ONE_CLICK_SERVICE_ID } from '../../store/services/SiwxOneClickService';
import { definePlugin, type PluginViewOf } from '../definePlugin';
import { registerSiwxOneClick } from './registerSiwxOneClick';
import { SIWX_CONFIG_SERVICE_ID } from './siwxConfig';

/**
 * Sign in with the wallet (SIWX, SPEC §4), registered like every plugin: `configurePlugins(kit,
 * [siwxPlugin(config)])`, which is what `createAppKit({ siwx })` does (no feature switch: sign-in needs
 * the host's config). SIWXSignMessage asks to sign; ConnectingSiwe shows while the wallet signs.
 *
 * Registering keeps the config in the kit's services and offers the one-click service (WalletConnect's
 * authenticated session asks it while connecting); the plugin loads at once (`eager`), so its listener
 * sees the first connection. Without a config (headless `loadSiwxPlugin`) the thunks reject
 * `SIWX is not enabled`.
 */
export function siwxPlugin(config?: SiwxConfig) {
  if (
    config !== undefined &&
    (typeof config?.getNonce !== 'function' || typeof config.addSession !== 'function')
  )
    throw new TypeError('Invalid siwx config: getNonce() and addSession() are required (docs/siwx.md)');
  return definePlugin({
    name: 'siwx',
    views: ['SIWXSignMessage', 'ConnectingSiwe'],
    eager: true,
    ...(config ? { setup: ({ services }) => keepConfig(services, config) } : {}),
    load: () => import('./siwxModule'),
  });
}

function keepConfig(services: Parameters<typeof registerSiwxOneClick>[0], config: SiwxConfig) {
  services.set(SIWX_CONFIG_SERVICE_ID, config);
  registerSiwxOneClick(services, config);
  return () => {
    services.delete(SIWX_CONFIG_SERVICE_ID);
    services.delete(SIWX_ONE_CLICK_SERVICE_ID);
  };
}

declare module '../../store/viewNames' {
  interface PluginViewNames {
    siwx: PluginViewOf<ReturnType<typeof siwxPlugin>>;
  }
}
