/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { connectTestAccount, createTestKit, renderCounted } from '../../../test/ui/createTestKit';
import { base, ethereum } from '../../core/networks/chains/evm';
import { solana } from '../../core/networks/chains/solana';
import type { AppKit } from '../../kit/createAppKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { connectorsSlice } from '../../store/slices/connectorsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { AppKitProvider } from '../react/AppKitProvider';
import { useAppKitAccount } from './useAppKitAccount';
import { useAppKitEvents } from './useAppKitEvents';
import { useAppKitNetwork } from './useAppKitNetwork';
import { useAppKitProvider } from './useAppKitProvider';
import { useDisconnect } from './useDisconnect';
import { useWalletInfo } from './useWalletInfo';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
let kit: AppKit;
beforeEach(() => {
  kit = createTestKit({ networks: [ethereum, base, solana] });
});
afterEach(() => {
  kit.destroy();
  jest.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppKitProvider kit={kit}>{children}</AppKitProvider>
);

describe('useAppKitAccount', () => {
  test('default', () => {
    const { result } = renderHook(() => useAppKitAccount(), { wrapper });
    expect(result.current).toEqual({
      address: undefined,
      allAccounts: [],
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
    });
    act(() => connectTestAccount(kit, { address: ADDRESS }));
    expect(result.current).toEqual({
      address: ADDRESS,
      allAccounts: [{ address: ADDRESS, type: 'eoa', namespace: 'eip155' }],
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
    });
  });

  test('behavior: reads another namespace and re-renders only for its own account', () => {
    const counter = renderCounted(kit, () => useAppKitAccount({ namespace: 'solana' }));
    const initial = counter.renders;
    act(() => connectTestAccount(kit));
    act(() => kit.setThemeMode('light'));
    expect(counter.renders).toBe(initial);
    expect(counter.value.status).toBe('disconnected');
    act(() => kit.store.dispatch(connectionSlice.actions.connecting({ namespace: 'solana' })));
    expect(counter.renders).toBe(initial + 1);
    expect(counter.value.status).toBe('connecting');
  });

  test('behavior: an embedded-wallet account carries embeddedWalletInfo', () => {
    kit.store.dispatch(
      connectorsSlice.actions.connectorAdded({ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }),
    );
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'auth' }));
    kit.store.dispatch(
      chainsSlice.actions.accountUpdated({
        namespace: 'eip155',
        address: ADDRESS,
        caipAddress: `eip155:1:${ADDRESS}`,
        user: { email: 'a@example.com' },
        socialProvider: 'github',
        smartAccountDeployed: true,
      }),
    );
    kit.store.dispatch(
      chainsSlice.actions.preferredAccountTypeSet({ namespace: 'eip155', type: 'smartAccount' }),
    );
    const { result } = renderHook(() => useAppKitAccount(), { wrapper });
    expect(result.current.embeddedWalletInfo).toEqual({
      user: { email: 'a@example.com' },
      authProvider: 'github',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    });
  });
});

describe('useAppKitNetwork', () => {
  test('default', () => {
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper });
    expect(result.current.caipNetworkId).toBe('eip155:1');
    expect(result.current.chainId).toBe(1);
    expect(result.current.caipNetwork?.name).toBe(ethereum.name);
    act(() => result.current.switchNetwork(base));
    expect(result.current.caipNetworkId).toBe('eip155:8453');
    expect(result.current.chainId).toBe(8453);
    act(() => result.current.switchNetwork(solana));
    expect(kit.getState().activeChain).toBe('solana');
  });

  test('behavior: re-renders only when the active network changes', () => {
    const counter = renderCounted(kit, () => useAppKitNetwork());
    const initial = counter.renders;
    act(() => connectTestAccount(kit));
    act(() => kit.store.dispatch(modalSlice.actions.opened({ view: 'Connect' })));
    expect(counter.renders).toBe(initial);
    act(() => counter.value.switchNetwork(base));
    expect(counter.renders).toBe(initial + 1);
  });

  test('error: a network the app does not configure gives no caipNetwork', () => {
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper });
    act(() => {
      kit.store.dispatch(
        chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:999' }),
      );
    });
    expect(result.current).toMatchObject({
      caipNetworkId: 'eip155:999',
      caipNetwork: undefined,
      chainId: undefined,
    });
  });
});

describe('useDisconnect', () => {
  test('default', async () => {
    connectTestAccount(kit);
    const { result } = renderHook(() => ({ account: useAppKitAccount(), ...useDisconnect() }), { wrapper });
    expect(result.current.account.isConnected).toBe(true);
    await act(() => result.current.disconnect());
    expect(result.current.account).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      address: undefined,
    });
  });

  test('behavior: reports DISCONNECT_SUCCESS and never re-renders by itself', async () => {
    connectTestAccount(kit);
    const events: unknown[] = [];
    const counter = renderCounted(kit, () => {
      events.push(useAppKitEvents().data);
      return useDisconnect();
    });
    await act(() => counter.value.disconnect({ namespace: 'eip155' }));
    // AppKit's initial object, then its DISCONNECT_SUCCESS payload.
    expect(events).toEqual([
      { type: 'track', event: 'MODAL_CREATED' },
      { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } },
    ]);
    const disconnect = counter.value.disconnect;
    act(() => kit.setThemeMode('light'));
    expect(counter.value.disconnect).toBe(disconnect);
  });
});

describe('useWalletInfo', () => {
  test('default', () => {
    const { result } = renderHook(() => useWalletInfo(), { wrapper });
    expect(result.current.walletInfo).toBeUndefined();
    act(() => connectTestAccount(kit));
    expect(result.current.walletInfo).toEqual({ name: 'Test Wallet' });
  });

  test('behavior: re-renders only when the wallet changes', () => {
    const counter = renderCounted(kit, () => useWalletInfo());
    const initial = counter.renders;
    act(() => kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', balance: '1' })));
    expect(counter.renders).toBe(initial);
  });
});

describe('useAppKitProvider', () => {
  test('default', () => {
    const provider = { request: jest.fn() };
    kit.store.dispatch(
      connectorsSlice.actions.connectorAdded({
        id: 'injected',
        type: 'INJECTED',
        name: 'Browser',
        chain: 'eip155',
      }),
    );
    const { result } = renderHook(() => useAppKitProvider<typeof provider>('eip155'), { wrapper });
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined });
    kit.services.set('provider:eip155', provider);
    act(() => connectTestAccount(kit));
    expect(result.current.walletProvider).toBe(provider);
    expect(result.current.walletProviderType).toBe('INJECTED');
  });

  test('behavior: re-renders only when that namespace connection changes', () => {
    const counter = renderCounted(kit, () => useAppKitProvider('solana'));
    const initial = counter.renders;
    act(() => connectTestAccount(kit));
    expect(counter.renders).toBe(initial);
  });
});
