import { ethereum } from '../core/networks/chains/evm';
import { solana } from '../core/networks/chains/solana';
import type { RootState } from '../store/createKitStore';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { connectionSlice } from '../store/slices/connectionSlice';
import { type AppKit, createAppKit } from './createAppKit';
import { planOpen } from './openView';
import { APPKIT_VIEWS_NOT_IN_PORTICO, viewRefusal } from './refuseView';

let kit: AppKit;
beforeEach(() => {
  kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum, solana],
    storage: createMemoryStorage(),
    features: { analytics: false },
  });
});
afterEach(() => kit.destroy());
const state = () => kit.store.getState() as RootState;
const view = () => state().modal.history.at(-1)?.view;

describe('open({ view, namespace })', () => {
  test('default: the namespace becomes active and picks Connect or Account by its own status', async () => {
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    await kit.open({ namespace: 'solana' });
    expect(view()).toBe('Connect');
    expect(state().modal.history.at(-1)?.data).toEqual({ namespace: 'solana' });
    expect(state().chains.activeNamespace).toBe('solana');
    expect(state().chains.activeCaipNetworkId).toBe(solana.caipNetworkId);
    kit.close();
    await kit.open({ namespace: 'eip155' });
    expect(view()).toBe('Account');
    expect(state().chains.activeCaipNetworkId).toBe(ethereum.caipNetworkId);
  });

  test('behavior: every view AppKit documents that the kit serves opens', async () => {
    for (const name of [
      'Connect',
      'Account',
      'AllWallets',
      'Networks',
      'ConnectingWalletConnectBasic',
      'WalletSend',
    ] as const) {
      await kit.open({ view: name });
      expect(view()).toBe(name);
      kit.close();
    }
  });

  test('error: a documented AppKit view Portico lacks is ViewNotAvailableError, never Unknown view', async () => {
    const names = Object.keys(APPKIT_VIEWS_NOT_IN_PORTICO) as (keyof typeof APPKIT_VIEWS_NOT_IN_PORTICO)[];
    expect(names).toContain('ProfileWallets');
    for (const name of names) {
      await expect(kit.open({ view: name })).rejects.toMatchObject({
        name: 'ViewNotAvailableError',
        data: { view: name },
      });
    }
    expect(state().modal.open).toBe(false);
  });

  test("error: ProfileWallets (AppKit's wallet switcher) says why and what to open instead", async () => {
    await expect(kit.open({ view: 'ProfileWallets' })).rejects.toThrow(
      'The view "ProfileWallets" is not available: Portico connects one wallet per namespace and has no wallet switcher; open \'Account\' instead',
    );
    expect(state().modal.open).toBe(false);
  });

  test("error: a switched-off feature's view names the feature; a made-up view is still UnknownViewError", async () => {
    kit.setFeatures({ send: false });
    await expect(kit.open({ view: 'WalletSend' })).rejects.toThrow(
      'The view "WalletSend" is not available: the \'send\' feature is switched off in this kit',
    );
    await expect(kit.open({ view: 'Nope' as 'Connect' })).rejects.toMatchObject({ name: 'UnknownViewError' });
  });

  test('error: a namespace without configured networks names the configured ones', async () => {
    await expect(kit.open({ namespace: 'bip122' })).rejects.toThrow(
      "open({ namespace: 'bip122' }): no network of 'bip122' is configured (configured: eip155, solana)",
    );
    expect(state().chains.activeNamespace).toBe('eip155');
  });
});

describe('planOpen', () => {
  test("behavior: a plugin that serves one of AppKit's views Portico lacks opens it (the list is asked last)", () => {
    for (const view of Object.keys(APPKIT_VIEWS_NOT_IN_PORTICO)) {
      const plan = planOpen(state(), { view: view as never }, (asked) =>
        asked === view ? 'host-plugin' : undefined,
      );
      expect(plan).toEqual({ view, plugin: 'host-plugin' });
      expect(planOpen(state(), { view: view as never }, () => undefined)).toEqual({
        view,
        plugin: undefined,
        unserved: true,
      });
      expect(viewRefusal(view)).toMatchObject({ name: 'ViewNotAvailableError', data: { view } });
    }
  });
});
