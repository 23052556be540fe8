import { ethereum } from '../../core/networks/chains/evm';
import { createAppKit } from '../../kit/createAppKit';
import { EthersAdapter, ethersAdapter } from './ethersAdapter';

describe('EthersAdapter (AppKit spelling)', () => {
  test('default: new EthersAdapter() is the descriptor ethersAdapter() returns', async () => {
    const adapter = new EthersAdapter();
    const plain = ethersAdapter();
    expect({ namespace: adapter.namespace, library: adapter.library }).toEqual({
      namespace: plain.namespace,
      library: plain.library,
    });
    // Both load the same implementation chunk.
    expect((await adapter.load()).default).toBe((await plain.load!()).default);
  });

  test('behavior: createAppKit takes it as AppKit apps pass it, and configures eip155', () => {
    const kit = createAppKit({
      projectId: 'ethers-class',
      networks: [ethereum],
      adapters: [new EthersAdapter()],
      onWarn: () => {},
    });
    try {
      expect(kit.getState().activeChain).toBe('eip155');
    } finally {
      kit.destroy();
    }
  });
});
