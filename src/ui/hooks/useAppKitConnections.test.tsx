/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { kitWithAnnouncedWallet, WALLET_ADDRESS, WALLET_RDNS } from '../../../test/ui/announcedWalletKit';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { useAppKitConnection } from './useAppKitConnection';
import { useAppKitConnections } from './useAppKitConnections';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
beforeEach(async () => {
  kit = await kitWithAnnouncedWallet();
});
afterEach(() => kit.destroy());
const state = () => kit.store.getState() as RootState;

describe('useAppKitConnections', () => {
  test('default: one connection per connected namespace, and the recent wallets', async () => {
    const { result } = renderHook(() => useAppKitConnections());
    expect(result.current).toEqual({ connections: [], recentConnections: [] });
    await act(() => kit.adapters.connect(WALLET_RDNS));
    expect(result.current.connections).toEqual([
      {
        namespace: 'eip155',
        connectorId: WALLET_RDNS,
        name: 'Example Wallet',
        accounts: [{ address: WALLET_ADDRESS, type: 'eoa', namespace: 'eip155' }],
        caipNetworkId: 'eip155:1',
      },
    ]);
    expect(result.current.recentConnections).toEqual([
      expect.objectContaining({ connectorId: WALLET_RDNS, name: 'Example Wallet' }),
    ]);
  });

  test('behavior: a namespace filter and no re-render for unrelated changes', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useAppKitConnections('solana');
    });
    await act(() => kit.adapters.connect(WALLET_RDNS));
    const after = renders;
    expect(result.current.connections).toEqual([]);
    act(() => kit.setThemeMode('light'));
    expect(renders).toBe(after);
  });
});

describe('useAppKitConnection', () => {
  test('default: deleteConnection disconnects the namespace that uses the connector', async () => {
    await kit.adapters.connect(WALLET_RDNS);
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useAppKitConnection({ namespace: 'eip155', onSuccess }));
    expect(result.current.connection?.connectorId).toBe(WALLET_RDNS);
    await act(() => result.current.deleteConnection({ connectorId: WALLET_RDNS }));
    expect(result.current.connection).toBeUndefined();
    expect(state().connection.status.eip155).toBe('disconnected');
    expect(onSuccess).toHaveBeenCalledWith({ deleted: true });
  });

  test('behavior: switchConnection connects the namespace through another detected wallet', async () => {
    act(() => {
      kit.store.dispatch(
        connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'walletConnect' }),
      );
    });
    const { result } = renderHook(() => useAppKitConnection());
    await act(() => result.current.switchConnection({ connection: { connectorId: WALLET_RDNS } }));
    expect(result.current.connection).toMatchObject({ connectorId: WALLET_RDNS, namespace: 'eip155' });
    expect(result.current.isPending).toBe(false);
  });

  test('error: switching to a connector the page does not have is NotSupportedError', async () => {
    const onError = jest.fn();
    const { result } = renderHook(() => useAppKitConnection({ onError }));
    let caught: unknown;
    await act(() =>
      result.current.switchConnection({ connection: { connectorId: 'nope' } }).catch((error: unknown) => {
        caught = error;
      }),
    );
    expect(caught).toMatchObject({ name: 'NotSupportedError', data: { what: 'Switching to "nope"' } });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
