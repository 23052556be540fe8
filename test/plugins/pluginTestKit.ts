// Test support shared by the email and socials tests: a real kit with one plugin loaded, a fake
// embedded wallet and the modal opened on a view. The test hands in `createAppKit` (written when this
// lived under src/plugins, which may not import the kit; it now sits in test/ with the other harnesses).
import type { Features } from '../../src/core/constants/features';
import { base, ethereum } from '../../src/core/networks/chains/evm';
import { solana } from '../../src/core/networks/chains/solana';
import type { Network } from '../../src/core/networks/network';
import { createMemoryStorage, type KitStorage } from '../../src/store/persistence/kitStorage';
import { modalSlice } from '../../src/store/slices/modalSlice';
import type { ViewData, ViewName } from '../../src/store/viewNames';
import {
  type FakeEmbeddedWallet,
  type FakeWalletKit,
  fakeEmbeddedWallet,
  registerFake,
} from './fakeEmbeddedWallet';

/** What the harnesses need of a kit (an AppKit has it). */
export interface PluginTestKit extends FakeWalletKit {
  ready: Promise<void>;
  plugins: { load(name: string): Promise<void>; strings(locale: string): Record<string, string> };
  setFeatures(features: Partial<Features>): void;
}

/** The options the test kits are created with (a part of `CreateAppKitOptions`). */
export interface TestKitOptions {
  projectId: string;
  networks: Network[];
  storage: KitStorage;
  onWarn(): void;
  features: Partial<Features>;
}

/**
 * `(view, data?, service?) => kit`: a fresh kit (Ethereum, Base, Solana, memory storage, analytics
 * off) with `plugin` loaded, `service` registered as its embedded wallet (`null`: none) and the modal
 * opened on `view`.
 */
export function pluginKitFactory<K extends PluginTestKit>(
  plugin: string,
  createAppKit: (options: TestKitOptions) => K,
) {
  return async (
    view: ViewName,
    data?: ViewData,
    service: FakeEmbeddedWallet | null = fakeEmbeddedWallet(),
  ): Promise<K> => {
    const kit = createAppKit({
      projectId: 'test',
      networks: [ethereum, base, solana],
      storage: createMemoryStorage(),
      onWarn: () => undefined,
      features: { analytics: false },
    });
    await kit.ready;
    await kit.plugins.load(plugin);
    if (service) registerFake(kit, service);
    kit.store.dispatch(modalSlice.actions.opened(data ? { view, data } : { view }));
    return kit;
  };
}
