import { createAppKit, createMemoryStorage, defineNetwork } from '../../index';
import type { RootState } from '../../store/createKitStore';
import { selectSwapTarget } from './swapSelectors';

// createAppKit's `swapNetworkIds`: EVM chains admitted for swaps besides SPEC §9's list (the sandbox's
// anvil chain), checked like the kit's other options.

const local = defineNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Sandbox',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

const make = (swapNetworkIds?: unknown) =>
  createAppKit({
    projectId: 'p',
    networks: [local],
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
    ...(swapNetworkIds === undefined ? {} : { swapNetworkIds: swapNetworkIds as number[] }),
  });

describe('swapNetworkIds option', () => {
  test('default: a chain outside SPEC §9 has no swaps', () => {
    const kit = make();
    expect(selectSwapTarget(kit.store.getState() as RootState).supported).toBe(false);
    kit.destroy();
  });

  test('behavior: [31337] admits the local chain', () => {
    const kit = make([31337]);
    const state = kit.store.getState() as RootState;
    expect(state.options.swapNetworkIds).toEqual([31337]);
    expect(selectSwapTarget(state)).toMatchObject({ caipNetworkId: 'eip155:31337', supported: true });
    kit.destroy();
  });

  test.each([[[0]], [[1.5]], [['31337']], [31337]])(
    'error: %p is refused with InvalidOptionError',
    (value) => {
      expect(() => make(value)).toThrow(
        expect.objectContaining({ name: 'InvalidOptionError', data: { option: 'swapNetworkIds' } }),
      );
    },
  );
});
