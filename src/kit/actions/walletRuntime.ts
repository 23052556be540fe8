import type { WalletRuntime, WalletRuntimeService } from '../../adapters/runtime/WalletRuntime';
import type { KitStore } from '../../store/createKitStore';
import { WALLET_RUNTIME_SERVICE_ID } from '../../store/services/kitServices';
import { WalletRuntimeMissingError } from './actionErrors';

// Every action takes the kit as its first parameter, as wagmi's take their config: the store, the
// service registry, and through it the kit's wallet runtime (loaded on first use).

/** What an action needs of a kit (an `AppKit` is one). */
export type ActionKit = Pick<KitStore, 'store' | 'services'>;

/** The kit's wallet runtime, loaded if it is not yet; rejects for a kit without one (destroyed). */
export function walletRuntime(kit: ActionKit): Promise<WalletRuntime> {
  const service = kit.services.get<WalletRuntimeService>(WALLET_RUNTIME_SERVICE_ID);
  return service ? service.load() : Promise.reject(new WalletRuntimeMissingError());
}
