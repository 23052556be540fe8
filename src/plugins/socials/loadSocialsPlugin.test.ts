import { fakeEmbeddedWallet, registerFake } from '../../../test/plugins/fakeEmbeddedWallet';
import { ethereum } from '../../core/networks/chains/evm';
import { createAppKit } from '../../kit/createAppKit';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { loadSocialsPlugin } from './loadSocialsPlugin';

describe('loadSocialsPlugin', () => {
  test('default', async () => {
    const kit = createAppKit({
      projectId: 'p1',
      networks: [ethereum],
      storage: createMemoryStorage(),
      features: { analytics: false },
    });
    await kit.ready;
    const wallet = fakeEmbeddedWallet();
    registerFake(kit, wallet);
    expect(kit.store.getState().socials).toBeUndefined();
    const socials = await loadSocialsPlugin(kit);
    expect(kit.store.getState().plugins.socials?.status).toBe('loaded');
    await expect(kit.store.dispatch(socials.connectFarcaster()).unwrap()).resolves.toBe('connected');
    expect(socials.selectSocials(kit.store.getState())).toMatchObject({
      flow: 'farcaster',
      status: 'connected',
    });
    kit.destroy();
  });

  test('error: a kit with the socials feature off cannot load it', async () => {
    const kit = createAppKit({
      projectId: 'p1',
      networks: [ethereum],
      storage: createMemoryStorage(),
      features: { analytics: false, socials: [] },
    });
    await expect(loadSocialsPlugin(kit)).rejects.toThrow('Plugin "socials" is not registered');
    kit.destroy();
  });
});
