import { createTestKitStore } from '../../../test/store/testKitStore';
import { authSlice } from '../slices/authSlice';
import { chainsSlice } from '../slices/chainsSlice';
import { connectionSlice } from '../slices/connectionSlice';
import { connectorsSlice } from '../slices/connectorsSlice';
import { modalSlice } from '../slices/modalSlice';
import { createMemoryStorage } from './kitStorage';

/** Writes are throttled by redux-persist; flush makes them land before we read storage. */
async function flushed(kit: ReturnType<typeof createTestKitStore>) {
  await kit.persistor.flush();
}

describe('persistence', () => {
  test('default: stores exactly the SPEC items under @appkit/ keys', async () => {
    const storage = createMemoryStorage();
    const kit = createTestKitStore({ storage });
    await kit.ready;
    kit.store.dispatch(connectorsSlice.actions.recentWalletAdded({ id: 'metamask', rdns: 'io.metamask' }));
    kit.store.dispatch(modalSlice.actions.opened({ view: 'AllWallets' }));
    kit.store.dispatch(
      connectionSlice.actions.connected({
        namespace: 'eip155',
        connectorId: 'injected',
        wallet: { name: 'MetaMask' },
      }),
    );
    await flushed(kit);
    const dump = storage.dump();
    expect(Object.keys(dump).sort()).toEqual([
      '@appkit/auth',
      '@appkit/caches',
      '@appkit/chains',
      '@appkit/connection',
      '@appkit/connectors',
    ]);
    expect(Object.keys(JSON.parse(dump['@appkit/connection']!)).sort()).toEqual([
      '_persist',
      'connectorIds',
      'lastAddresses',
      'wallets',
    ]);
    expect(Object.keys(JSON.parse(dump['@appkit/chains']!)).sort()).toEqual([
      '_persist',
      'activeCaipNetworkId',
      'preferredAccountTypes',
    ]);
    expect(JSON.stringify(dump)).not.toContain('AllWallets');
  });

  test('behavior: a reload restores recent wallets, the active network and connects from the stored connector', async () => {
    const storage = createMemoryStorage();
    const first = createTestKitStore({ storage });
    await first.ready;
    for (const id of ['a', 'b', 'c']) first.store.dispatch(connectorsSlice.actions.recentWalletAdded({ id }));
    first.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:11155111' }));
    first.store.dispatch(
      connectionSlice.actions.connected({
        namespace: 'eip155',
        connectorId: 'injected',
        wallet: { name: 'MetaMask' },
      }),
    );
    await flushed(first);

    const second = createTestKitStore({ storage });
    await second.ready;
    const state = second.store.getState();
    expect(state.connectors.recentWallets.map((w) => w.id)).toEqual(['c', 'b']);
    expect(state.chains.activeCaipNetworkId).toBe('eip155:11155111');
    expect(state.chains.chains.eip155?.networkState.caipNetworkId).toBe('eip155:11155111');
    expect(state.connection.status.eip155).toBe('connecting');
    expect(state.connection.wallets.eip155?.name).toBe('MetaMask');
  });

  test('behavior: a stored active network the app no longer configures is ignored', async () => {
    const storage = createMemoryStorage({
      '@appkit/chains': JSON.stringify({ activeCaipNetworkId: '"eip155:999"', _persist: '{"version":1}' }),
    });
    const kit = createTestKitStore({ storage });
    await kit.ready;
    expect(kit.store.getState().chains.activeCaipNetworkId).toBe('eip155:1');
  });

  test('behavior: the smart-account network list is stored comma joined and read back as a list', async () => {
    const storage = createMemoryStorage();
    const kit = createTestKitStore({ storage });
    await kit.ready;
    kit.store.dispatch(authSlice.actions.smartAccountEnabledNetworksSet(['eip155:1', 'eip155:8453']));
    await flushed(kit);
    expect(JSON.parse(storage.dump()['@appkit/auth']!).smartAccountEnabledNetworks).toBe(
      '"eip155:1,eip155:8453"',
    );
    const again = createTestKitStore({ storage });
    await again.ready;
    expect(again.store.getState().auth.smartAccountEnabledNetworks).toEqual(['eip155:1', 'eip155:8453']);
  });

  test('behavior: version 0 recent wallets (bare ids) migrate to version 1', async () => {
    const storage = createMemoryStorage({
      '@appkit/connectors': JSON.stringify({
        recentWallets: '["metamask","rainbow"]',
        _persist: '{"version":0}',
      }),
    });
    const kit = createTestKitStore({ storage });
    await kit.ready;
    expect(kit.store.getState().connectors.recentWallets).toEqual([{ id: 'metamask' }, { id: 'rainbow' }]);
  });

  test('error: a corrupt stored value is dropped with a warning and start-up goes on', async () => {
    const warnings: string[] = [];
    const storage = createMemoryStorage({ '@appkit/connectors': '{not json', '@appkit/connection': '42' });
    const kit = createTestKitStore({ storage, warn: (m) => warnings.push(m) });
    await kit.ready;
    expect(kit.store.getState().connectors.recentWallets).toEqual([]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        '[portico] dropped corrupt stored value @appkit/connectors',
        '[portico] dropped corrupt stored value @appkit/connection',
      ]),
    );
    expect(await storage.getItem('@appkit/connectors')).toBeNull();
  });

  test('error: one corrupt field is dropped alone; foreign and ill-typed fields never enter the state', async () => {
    const warnings: string[] = [];
    const storage = createMemoryStorage({
      '@appkit/auth': JSON.stringify({
        email: '"a@b.co"',
        emailLoginUsed: '{oops',
        evil: '"x"',
        _persist: '{"version":1}',
      }),
      '@appkit/connectors': JSON.stringify({
        recentWallets: '[{"id":"ok"},{"nope":1},"",null]',
        _persist: '{"version":1}',
      }),
    });
    const kit = createTestKitStore({ storage, warn: (m) => warnings.push(m) });
    await kit.ready;
    const state = kit.store.getState();
    expect(state.auth.email).toBe('a@b.co');
    expect(state.auth.emailLoginUsed).toBe(false);
    expect(state.auth).not.toHaveProperty('evil');
    expect(state.connectors.recentWallets).toEqual([{ id: 'ok' }]);
    expect(warnings).toEqual(['[portico] dropped corrupt stored field @appkit/auth.emailLoginUsed']);
  });

  test('error: a value written by a newer version is ignored with a warning', async () => {
    const warnings: string[] = [];
    const storage = createMemoryStorage({
      '@appkit/connectors': JSON.stringify({ recentWallets: '[{"id":"x"}]', _persist: '{"version":7}' }),
    });
    const kit = createTestKitStore({ storage, warn: (m) => warnings.push(m) });
    await kit.ready;
    expect(kit.store.getState().connectors.recentWallets).toEqual([]);
    expect(warnings[0]).toContain('written by a newer version');
  });

  test('error: a storage backend that throws does not stop start-up', async () => {
    const warnings: string[] = [];
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const kit = createTestKitStore({ storage: broken, warn: (m) => warnings.push(m) });
    await kit.ready;
    kit.store.dispatch(connectorsSlice.actions.recentWalletAdded({ id: 'a' }));
    await kit.persistor.flush();
    expect(kit.store.getState().connectors.recentWallets).toEqual([{ id: 'a' }]);
    expect(warnings).toContain('[portico] could not read @appkit/connectors; starting without it');
    expect(warnings).toContain('[portico] could not write @appkit/connectors');
  });

  test('behavior: a storage namespace keeps two kits apart', async () => {
    const storage = createMemoryStorage();
    const a = createTestKitStore({ storage, storageNamespace: 'a' });
    await a.ready;
    a.store.dispatch(connectorsSlice.actions.recentWalletAdded({ id: 'only-a' }));
    await a.persistor.flush();
    const b = createTestKitStore({ storage, storageNamespace: 'b' });
    await b.ready;
    expect(b.store.getState().connectors.recentWallets).toEqual([]);
    expect(Object.keys(storage.dump())).toContain('@appkit/a/connectors');
  });
});
