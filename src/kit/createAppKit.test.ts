import { ethereum as mainnet } from '../core/networks/chains/evm';
import { sepolia } from '../core/networks/chains/evmTestnets';
import { solana } from '../core/networks/chains/solana';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { createAppKit } from './createAppKit';

const base = { projectId: 'p1', networks: [mainnet, sepolia], storage: createMemoryStorage(), features: { analytics: false } };

describe('createAppKit', () => {
  test('default', async () => {
    const kit = createAppKit(base);
    await kit.ready;
    expect(kit.getState()).toMatchObject({ open: false, selectedNetworkId: 'eip155:1', activeChain: 'eip155', themeMode: 'dark' });
    await kit.open();
    expect(kit.getState()).toMatchObject({ open: true, view: 'Connect' });
    kit.close();
    expect(kit.getState().open).toBe(false);
    kit.destroy();
  });
});
