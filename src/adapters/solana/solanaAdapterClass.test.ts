import { solana } from '../../core/networks/chains/solana';
import { createAppKit } from '../../kit/createAppKit';
import { SolanaAdapter, solanaAdapter } from './solanaAdapter';

describe('SolanaAdapter (AppKit spelling)', () => {
  test('default: new SolanaAdapter() loads what solanaAdapter() loads', async () => {
    const adapter = new SolanaAdapter();
    const plain = solanaAdapter();
    expect(adapter.namespace).toBe('solana');
    expect(adapter.library).toBe(plain.library);
    expect((await adapter.load()).default).toBe((await plain.load!()).default);
    expect((await adapter.discover()).default).toBe((await plain.discover!()).default);
  });

  test('behavior: createAppKit takes it and configures solana', () => {
    const kit = createAppKit({
      projectId: 'solana-class',
      networks: [solana],
      adapters: [new SolanaAdapter()],
      onWarn: () => {},
    });
    try {
      expect(kit.getState().activeChain).toBe('solana');
    } finally {
      kit.destroy();
    }
  });
});
