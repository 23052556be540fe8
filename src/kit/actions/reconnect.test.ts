import { registerActionFixture, WALLET_ID } from '../../../test/kit/actionFixture';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { reconnect } from './reconnect';

const f = registerActionFixture();

/** A kit whose storage holds an EVM session of `connectorId`, as a reload finds it. */
async function reloadedKit(connectorId = WALLET_ID, extra = {}) {
  const storage = createMemoryStorage();
  await storage.setItem('@appkit/connection', JSON.stringify({ connectorIds: { eip155: connectorId } }));
  const kit = f.makeKit({ storage, ...extra });
  await kit.ready;
  return kit;
}

describe('reconnect (kit action)', () => {
  test('default: a stored session whose wallet is listed is restored quietly, with its account and balance', async () => {
    const kit = await reloadedKit();
    const events: unknown[] = [];
    kit.subscribeEvents(({ data }) => {
      if (data.event === 'CONNECT_SUCCESS') events.push(data.properties);
    });
    expect(f.state(kit).connection.status.eip155).toBe('connecting');
    f.listWallet(kit, f.wallet(1));
    await expect(reconnect(kit)).resolves.toEqual({ restored: ['eip155'], dropped: [] });
    // AppKit's CONNECT_SUCCESS, marked as a reconnect (the modal stayed closed: no view).
    expect(events).toEqual([{ method: 'browser', name: expect.any(String), reconnect: true }]);
    const account = f.state(kit).chains.chains.eip155?.accountState;
    expect(f.state(kit).connection.status.eip155).toBe('connected');
    expect(account?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(account?.balance).toBe('10000');
    expect(kit.getState().open).toBe(false);
  });

  test('behavior: a wallet that announces itself late (within waitMs) is still restored', async () => {
    const kit = await reloadedKit();
    const pending = reconnect(kit, { waitMs: 2000 });
    f.listWallet(kit, f.wallet(1));
    await expect(pending).resolves.toEqual({ restored: ['eip155'], dropped: [] });
  });

  test('error: a stored wallet that never appears is dropped after waitMs (failed sync), without a rejection', async () => {
    const kit = await reloadedKit('io.metamask');
    const events: string[] = [];
    kit.subscribeEvents(({ data }) => events.push(data.event));
    await expect(reconnect(kit, { waitMs: 30 })).resolves.toEqual({ restored: [], dropped: ['eip155'] });
    expect(events).not.toContain('CONNECT_SUCCESS');
    expect(f.state(kit).connection.status.eip155).toBe('disconnected');
    expect(f.state(kit).connection.connectorIds.eip155).toBeUndefined();
  });

  test('behavior: with enableReconnect: false the stored session is dropped at once, the wallet not asked', async () => {
    const kit = await reloadedKit(WALLET_ID, { enableReconnect: false });
    const wallet = f.wallet(1);
    f.listWallet(kit, wallet);
    await expect(reconnect(kit)).resolves.toEqual({ restored: [], dropped: ['eip155'] });
    expect(wallet.calls).toEqual([]);
  });
});
