import type { ServiceRegistry } from '../../store/createServiceRegistry';
import {
  SIWX_ONE_CLICK_SERVICE_ID,
  type SiwxOneClickService,
} from '../../store/services/SiwxOneClickService';
import type { SiwxOneClick } from './createSiwxOneClick';
import type { SiwxConfig, StoredSiwxSession } from './siwxConfig';

/** The registered one-click service: its work is loaded on first use. */
export interface SiwxOneClickHandle extends SiwxOneClickService {
  /** The verified one-click sessions of `account`, removed from the service (none before any was used). */
  take(account: { caipNetworkId: string; address: string }): Promise<StoredSiwxSession[]>;
}

/**
 * Registers the SIWX one-click service for `config` (a connector that signs in while connecting asks
 * it). Message parsing and the default message load on first use, never at the kit's start-up.
 */
export function registerSiwxOneClick(services: ServiceRegistry, config: SiwxConfig): void {
  let loaded: Promise<SiwxOneClick> | undefined;
  const load = () => {
    loaded ??= import('./createSiwxOneClick').then((chunk) => chunk.createSiwxOneClick(config));
    return loaded;
  };
  const handle: SiwxOneClickHandle = {
    request: async (chains) => (await load()).request(chains),
    complete: async (signed) => (await load()).complete(signed),
    take: async (account) => (loaded ? (await loaded).take(account) : []),
  };
  services.set(SIWX_ONE_CLICK_SERVICE_ID, handle);
}
