import { ethereum } from '../../core/networks/chains/evm';
import { solana, solanaLocal } from '../../core/networks/chains/solana';
import { createAppKit } from '../../kit/createAppKit';
import { solanaAdapter } from './solanaAdapter';

// The descriptor in a kit: nothing of the implementation loads until the Solana adapter is asked for.

test('default: a kit with Solana networks loads the Solana adapter on first use, once', async () => {
  const descriptor = solanaAdapter();
  const load = jest.fn(descriptor.load!);
  const kit = createAppKit({
    projectId: 'p',
    networks: [solana, solanaLocal],
    adapters: [{ ...descriptor, load }],
  });
  expect(load).not.toHaveBeenCalled();
  const adapter = await kit.adapters.loadAdapter('solana');
  expect(adapter).toMatchObject({ namespace: 'solana', library: '@solana/web3.js' });
  expect(await kit.adapters.loadAdapter('solana')).toBe(adapter);
  expect(load).toHaveBeenCalledTimes(1);
  kit.destroy?.();
});

test('error: an EVM-only kit has no Solana adapter to load', async () => {
  const kit = createAppKit({ projectId: 'p', networks: [ethereum], adapters: [] });
  await expect(kit.adapters.loadAdapter('solana')).rejects.toThrow('Adapter not found');
  kit.destroy?.();
});
