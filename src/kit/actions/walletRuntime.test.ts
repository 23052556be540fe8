import { ethereum } from '../../core/networks/chains/evm';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { createAppKit } from '../createAppKit';
import { connect } from './connect';
import { signMessage } from './signMessage';
import { walletRuntime } from './walletRuntime';

const makeKit = () =>
  createAppKit({
    projectId: 'p1',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
  });

describe('walletRuntime (what every action reaches the wallets through)', () => {
  test('default: one runtime per kit, the one kit.adapters runs on', async () => {
    const kit = makeKit();
    const other = makeKit();
    const runtime = await walletRuntime(kit);
    await expect(walletRuntime(kit)).resolves.toBe(runtime);
    await expect(walletRuntime(other)).resolves.not.toBe(runtime);
    kit.adapters.addConnector({
      id: 'w',
      type: 'ANNOUNCED',
      name: 'W',
      chain: 'eip155',
      provider: { request: async () => null },
    });
    expect(runtime.connectors.has('w')).toBe(true);
    kit.destroy();
    other.destroy();
  });

  test('error: a destroyed kit rejects every action with WalletRuntimeMissingError', async () => {
    const kit = makeKit();
    kit.destroy();
    await expect(connect(kit, { connectorId: 'w' })).rejects.toMatchObject({
      name: 'WalletRuntimeMissingError',
    });
    await expect(signMessage(kit, { message: 'x' })).rejects.toMatchObject({
      name: 'WalletRuntimeMissingError',
    });
  });
});
