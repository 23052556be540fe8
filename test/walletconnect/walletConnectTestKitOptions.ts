import { createMemoryStorage } from '../../src/store/persistence/kitStorage';

// What the WalletConnect integration tests' kits have in common, beside their networks and adapters: a
// fresh memory storage (nothing persisted across tests), no analytics, and the dapp metadata the test
// wallet is shown in the proposal.

/** The shared createAppKit options of a WalletConnect integration test's kit. */
export function walletConnectTestKitOptions() {
  return {
    storage: createMemoryStorage(),
    features: { analytics: false },
    metadata: {
      name: 'Portico test',
      description: 'Integration test',
      url: 'https://portico.test',
      icons: [],
    },
  };
}
