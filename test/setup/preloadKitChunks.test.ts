/** @jest-environment jsdom */
import { ethereum } from '../../src/core/networks/chains/evm';
import { createAppKit } from '../../src/kit/createAppKit';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { stubEvmAdapter } from '../adapters/stubEvmAdapter';

// The setup file's reason to exist (preloadKitChunks.ts): a synchronous test creates a kit and ends
// before the kit's chunks load. Without the preload, the first of them loads between the two tests and
// Jest crashes this file ("You are trying to `require` a file outside of the scope of the test code").

const kits: ReturnType<typeof createAppKit>[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

const makeKit = () => {
  const kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum],
    adapters: [stubEvmAdapter],
    storage: createMemoryStorage(),
    features: { analytics: false },
  });
  kits.push(kit);
  return kit;
};

test('behavior: a synchronous test may create a kit and end before its chunks load', () => {
  expect(makeKit().store.getState().connection.status.eip155).toBeUndefined();
});

test('behavior: the next test runs, and its kit reaches the lazily loaded runtime and persistence', async () => {
  const kit = makeKit();
  await kit.ready;
  // An unknown connector is refused by the runtime itself, so its chunk did load and answer.
  await expect(kit.adapters.connect('nobody')).rejects.toMatchObject({
    name: 'WalletConnectConnectorNotFoundError',
  });
});
