import { ethereum } from '../../core/networks/chains/evm';
import { createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { registerEmbeddedWallet } from './registerEmbeddedWallet';

// Server-side rendering (node, no document): registering works, and a stored embedded session is left
// alone for the browser to check, rather than wiped by a check that cannot run here.

test('behavior: on a server the stored embedded session is neither checked nor cleared', async () => {
  const storage = createMemoryStorage({
    '@appkit/connection': JSON.stringify({ connectorIds: { eip155: 'auth' } }),
    '@appkit/auth': JSON.stringify({ emailLoginUsed: JSON.stringify(true) }),
  });
  const kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum],
    storage,
    features: { analytics: false },
  });
  const service = registerEmbeddedWallet(kit, { secureSiteOrigin: 'https://secure.example.test' });
  await kit.ready;
  for (let i = 0; i < 20; i++) await Promise.resolve();
  const state = kit.store.getState() as RootState;
  expect(state.connection.status.eip155).toBe('connecting');
  expect(state.connection.connectorIds.eip155).toBe('auth');
  expect(state.auth.emailLoginUsed).toBe(true);
  await expect(service.connect()).rejects.toThrow('W3mFrame: iframe is not set');
  kit.destroy();
});
