import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { registerSiwxOneClick } from './registerSiwxOneClick';
import {
  SIWX_CONFIG_SERVICE_ID,
  SIWX_WALLET_SERVICE_ID,
  type SiwxConfig,
  type SiwxWallet,
} from './siwxConfig';
import { siwxPlugin } from './siwxPlugin';

/**
 * Wires `createAppKit({ siwx })`: keeps the config and the adapter runtime's signing in the kit's
 * services, registers the plugin and loads it at once, so its listener sees the first connection.
 */
export function setupSiwx(
  kit: {
    services: ServiceRegistry;
    plugins: { register(d: typeof siwxPlugin): void; load(name: string): Promise<void> };
  },
  config: SiwxConfig,
  wallet: SiwxWallet,
): void {
  kit.services.set(SIWX_CONFIG_SERVICE_ID, config);
  kit.services.set(SIWX_WALLET_SERVICE_ID, wallet);
  // WalletConnect's authenticated session (connect and sign in one round trip) asks this service.
  registerSiwxOneClick(kit.services, config);
  kit.plugins.register(siwxPlugin);
  void kit.plugins.load(siwxPlugin.name).catch(() => undefined);
}
