import type { SiwxConfig } from '../../core/siwx/siwxConfig';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { WALLET_SERVICE_ID, type WalletService } from '../../store/services/WalletService';
import { SiwxNotEnabledError } from './siwxErrors';

// The contract types live in core (the kit's options and the hook name them too); re-exported here so
// the plugin's files read them from one place.
export type { SiwxConfig, SiwxMessageInput, StoredSiwxSession } from '../../core/siwx/siwxConfig';

/** What the flow needs of the wallet: the kit's wallet service (signMessage, disconnect). */
export type SiwxWallet = WalletService;

/** Service id of the config (non-serialisable, so never in state); `siwxPlugin(config)` sets it. */
export const SIWX_CONFIG_SERVICE_ID = 'siwx:config';
/** The wallet the flow signs with: the kit's wallet service (a test may set its own stub there). */
export const SIWX_WALLET_SERVICE_ID = WALLET_SERVICE_ID;

/** The kit's SIWX config; throws `SIWX is not enabled` when the kit was created without one. */
export function requireSiwxConfig(services: ServiceRegistry): SiwxConfig {
  const config = services.get<SiwxConfig>(SIWX_CONFIG_SERVICE_ID);
  if (!config) throw new SiwxNotEnabledError();
  return config;
}
