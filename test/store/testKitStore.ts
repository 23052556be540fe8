import { ethereum } from '../../src/core/networks/chains/evm';
import { sepolia } from '../../src/core/networks/chains/evmTestnets';
import { solana } from '../../src/core/networks/chains/solana';
import { type CreateKitStoreParameters, createKitStore } from '../../src/store/createKitStore';
import { createMemoryStorage, type KitStorage } from '../../src/store/persistence/kitStorage';
import { chainsSlice } from '../../src/store/slices/chainsSlice';
import { defaultOptions } from '../../src/store/slices/optionsSlice';

/** The networks most store tests configure. */
export const TEST_NETWORKS = [ethereum, sepolia, solana];

/**
 * A kit store over memory storage with the test networks initialised; for tests of the store layer
 * without the rest of createAppKit.
 */
export function createTestKitStore(
  parameters: Partial<CreateKitStoreParameters> & { storage?: KitStorage } = {},
) {
  const options = defaultOptions();
  options.features.analytics = false;
  const kit = createKitStore({
    options,
    storage: createMemoryStorage(),
    warn: () => undefined,
    ...parameters,
  });
  kit.store.dispatch(
    chainsSlice.actions.chainsInitialised({ networks: TEST_NETWORKS, defaultCaipNetworkId: 'eip155:1' }),
  );
  return kit;
}
