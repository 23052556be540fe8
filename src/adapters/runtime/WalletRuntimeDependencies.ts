import type { BlockchainApi } from '../../api/createBlockchainApi';
import type { ShowNotificationParameters } from '../../store/actions/showNotification';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { AdapterDescriptor } from '../ChainAdapter';

// Apart from WalletRuntime.ts, which describes what the parts make: the parts take this, so they and
// the runtime's type do not import each other.

/** What `startWalletRuntime` needs from the kit. */
export interface WalletRuntimeDependencies {
  store: {
    getState(): unknown;
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
  services: ServiceRegistry;
  getApi(): Promise<BlockchainApi>;
  descriptors: readonly AdapterDescriptor[];
  showNotification(parameters: ShowNotificationParameters): void;
  /** Runs `effect` after every action that changes `select(state)` (the kit's listener middleware). */
  onSelectedChange(select: (state: never) => string, effect: () => void): () => void;
  now?: () => number;
}
