import { ethereum as mainnet } from '../core/networks/chains/evm';
import { sepolia } from '../core/networks/chains/evmTestnets';
import { solana } from '../core/networks/chains/solana';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { connectionSlice } from '../store/slices/connectionSlice';
import { connectorsSlice } from '../store/slices/connectorsSlice';
import type { ViewName } from '../store/viewNames';
import type { CreateAppKitOptions } from './appKitOptions';
import { createAppKit } from './createAppKit';

const options = (extra: Partial<CreateAppKitOptions> = {}): CreateAppKitOptions => ({
  projectId: 'p1',
  networks: [mainnet, sepolia],
  storage: createMemoryStorage(),
  features: { analytics: false },
  ...extra,
});

describe('createAppKit', () => {
  test('default: a kit with defaults, closed, on its first network', async () => {
    const kit = createAppKit(options());
    await kit.ready;
    expect(kit.getState()).toEqual({
      open: false,
      loading: false,
      view: 'Connect',
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:1',
      themeMode: 'dark',
    });
    expect(kit.store.getState().options.features).toMatchObject({
      swaps: true,
      email: true,
      pay: false,
      analytics: false,
    });
    expect(kit.store.getState().alerts.current).toBeNull();
    kit.destroy();
  });

  test('behavior: open shows Connect when disconnected and Account when connected; close closes', async () => {
    const kit = createAppKit(options());
    await kit.open();
    expect(kit.getState()).toMatchObject({ open: true, view: 'Connect' });
    kit.close();
    expect(kit.getState().open).toBe(false);
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    await kit.open();
    expect(kit.getState().view).toBe('Account');
    await kit.open({ view: 'Networks' });
    expect(kit.getState().view).toBe('Networks');
    kit.destroy();
  });

  test('behavior: opening a plugin view loads that plugin', async () => {
    const kit = createAppKit(options());
    await kit.open({ view: 'Transactions' });
    expect(kit.store.getState().plugins.history?.status).toBe('loaded');
    expect(kit.store.getState().plugins.swaps?.status).toBe('registered');
    kit.destroy();
  });

  test('behavior: defaultNetwork picks the active network', () => {
    const kit = createAppKit(options({ defaultNetwork: sepolia }));
    expect(kit.getState().selectedNetworkId).toBe('eip155:11155111');
    kit.destroy();
  });

  test('behavior: subscribeState fires only when the public state changes', async () => {
    const kit = createAppKit(options());
    const seen: string[] = [];
    const unsubscribe = kit.subscribeState((s) => seen.push(`${s.open}:${s.view}:${s.themeMode}`));
    kit.store.dispatch(connectorsSlice.actions.recentWalletAdded({ id: 'x' }));
    await kit.open();
    kit.setThemeMode('light');
    kit.setThemeMode('light');
    unsubscribe();
    kit.close();
    expect(seen).toEqual(['true:Connect:dark', 'true:Connect:light']);
    kit.destroy();
  });

  test('behavior: theme mode and variables change at run time', () => {
    const kit = createAppKit(options({ themeMode: 'light', themeVariables: { accent: '#f00' } }));
    expect(kit.store.getState().theme).toEqual({ themeMode: 'light', themeVariables: { accent: '#f00' } });
    kit.setThemeVariables({ borderRadiusMaster: '4px' });
    kit.setThemeMode('dark');
    expect(kit.store.getState().theme).toEqual({
      themeMode: 'dark',
      themeVariables: { accent: '#f00', borderRadiusMaster: '4px' },
    });
    kit.destroy();
  });

  test('behavior: two kits on one page never share state', async () => {
    const storage = createMemoryStorage();
    const a = createAppKit(options({ storage, storageNamespace: 'a' }));
    const b = createAppKit(options({ storage, storageNamespace: 'b', networks: [solana] }));
    await a.open({ view: 'AllWallets' });
    a.setThemeMode('light');
    a.store.dispatch(connectorsSlice.actions.recentWalletAdded({ id: 'metamask' }));
    expect(b.getState()).toMatchObject({ open: false, themeMode: 'dark', activeChain: 'solana' });
    expect(b.store.getState().connectors.recentWallets).toEqual([]);
    expect(a.store).not.toBe(b.store);
    expect(await a.getApi()).not.toBe(await b.getApi());
    a.destroy();
    b.destroy();
  });

  test('error: a missing project id raises the alert, once, without throwing', () => {
    const kit = createAppKit(options({ projectId: '' }));
    expect(kit.store.getState().alerts.current).toEqual({
      id: 'PROJECT_ID_NOT_CONFIGURED',
      message: 'Project ID Not Configured: pass `projectId` to createAppKit().',
    });
    kit.destroy();
  });

  test('error: both siweConfig and siwx are rejected with the SPEC text', () => {
    expect(() =>
      createAppKit(
        options({
          siweConfig: {} as never, // refused before its shape is looked at
          siwx: { getNonce: async () => 'n0nce1234', addSession: async () => undefined },
        }),
      ),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options');
  });

  test('error: a network outside the configured namespaces is a clear error', () => {
    expect(() =>
      createAppKit(options({ networks: [mainnet, solana], adapters: [{ namespace: 'eip155' }] })),
    ).toThrow(
      /Network Solana \(solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\) belongs to namespace 'solana', which is not configured \(configured: eip155\)/,
    );
  });

  test.each([
    [{ networks: [] }, '`networks` must list at least one network, e.g. networks: [mainnet]'],
    [{ networks: [null] }, 'networks[0] is not a valid network: not an object'],
    [
      { networks: [{ ...mainnet, caipNetworkId: 'nope' }] },
      'networks[0] is not a valid network: caipNetworkId "nope" is not a CAIP-2 id',
    ],
    [
      { networks: [{ ...mainnet, chainNamespace: 'solana' }] },
      'networks[0] is not a valid network: chainNamespace does not match eip155:1',
    ],
    [{ defaultNetwork: solana }, `defaultNetwork ${solana.caipNetworkId} is not in \`networks\``],
    [{ themeMode: 'blue' }, 'Invalid themeMode "blue": use "light" or "dark"'],
  ])('error: bad option %#', (extra, message) => {
    expect(() => createAppKit(options(extra as Partial<CreateAppKitOptions>))).toThrow(message);
  });

  test('error: bad calls on a kit throw clear errors and change nothing', async () => {
    const kit = createAppKit(options());
    // A plain-JS host can still pass any string; the compiler rejects it in TypeScript.
    await expect(kit.open({ view: 'Nowhere' as ViewName })).rejects.toThrow(
      'Unknown view "Nowhere": it is neither a core view nor served by a registered plugin',
    );
    expect(() => kit.setThemeMode('sepia' as never)).toThrow('Invalid themeMode "sepia"');
    expect(kit.getState()).toMatchObject({ open: false, themeMode: 'dark' });
    kit.destroy();
  });
});
