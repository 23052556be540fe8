/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { kitWithAnnouncedWallet, stubWallet, WALLET_ADDRESS } from '../../../test/ui/announcedWalletKit';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { useAppKitWallet } from './useAppKitWallet';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

const kits: AppKit[] = [];
const setup = async (...args: Parameters<typeof kitWithAnnouncedWallet>) => {
  const kit = await kitWithAnnouncedWallet(...args);
  kits.push(kit);
  return kit;
};
const state = (kit: AppKit) => kit.store.getState() as RootState;
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

// The hooks run without <AppKitProvider>: each test's kit is the page's only one.
describe('useAppKitWallet', () => {
  test('default: connect(name) of a stub announced wallet connects without the modal', async () => {
    const kit = await setup();
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useAppKitWallet({ onSuccess }));
    expect(result.current).toMatchObject({ isReady: true, isPending: false, isSuccess: false });
    await act(() => result.current.connect('Example Wallet'));
    expect(result.current).toMatchObject({ isSuccess: true, isError: false, error: null });
    expect(result.current.data).toMatchObject({ namespace: 'eip155', address: WALLET_ADDRESS });
    expect(onSuccess).toHaveBeenCalledWith(result.current.data);
    expect(state(kit).connection.status.eip155).toBe('connected');
    expect(state(kit).modal.open).toBe(false);
  });

  test("behavior: connect('walletConnect') opens the QR view and settles when a namespace connects", async () => {
    const kit = await setup();
    const { result } = renderHook(() => useAppKitWallet());
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.connect('walletConnect');
    });
    await waitFor(() => expect(state(kit).modal.history.at(-1)?.view).toBe('ConnectingWalletConnect'));
    expect(result.current.isPending).toBe(true);
    act(() => {
      kit.store.dispatch(
        connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'walletConnect' }),
      );
    });
    await act(() => done);
    expect(result.current).toMatchObject({ isSuccess: true, data: { namespace: 'eip155' } });
  });

  test('behavior: with a namespace, the modal flow opens on that namespace and waits for it', async () => {
    const kit = await setup();
    const { result } = renderHook(() => useAppKitWallet({ namespace: 'solana' }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.connect('walletConnect');
    });
    await waitFor(() => expect(state(kit).modal.open).toBe(true));
    expect(state(kit).chains.activeNamespace).toBe('solana');
    act(() => {
      kit.store.dispatch(
        connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'walletConnect' }),
      );
    });
    expect(result.current.isPending).toBe(true);
    act(() => {
      kit.store.dispatch(
        connectionSlice.actions.connected({ namespace: 'solana', connectorId: 'walletConnect' }),
      );
    });
    await act(() => done);
    expect(result.current.data?.namespace).toBe('solana');
  });

  test("behavior: connect('google') opens the social login view with the provider", async () => {
    const kit = await setup({ features: { socials: ['google'] } });
    const { result } = renderHook(() => useAppKitWallet());
    act(() => void result.current.connect('google'));
    await waitFor(() =>
      expect(state(kit).modal.history.at(-1)).toMatchObject({
        view: 'ConnectingSocial',
        data: { provider: 'google' },
      }),
    );
  });

  test('error: closing the modal before connecting reports ConnectCancelledError', async () => {
    const kit = await setup();
    const onError = jest.fn();
    const { result } = renderHook(() => useAppKitWallet({ onError }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.connect('MetaMask');
    });
    await waitFor(() => expect(state(kit).modal.open).toBe(true));
    act(() => kit.close());
    await act(() => done);
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.name).toBe('ConnectCancelledError');
    expect(onError).toHaveBeenCalledWith(result.current.error);
  });

  test('error: an unknown wallet is WalletNotFoundError with the name in its data', async () => {
    await setup();
    const { result } = renderHook(() => useAppKitWallet());
    await act(() => result.current.connect('No Such Wallet'));
    expect(result.current.error).toMatchObject({
      name: 'WalletNotFoundError',
      data: { wallet: 'No Such Wallet' },
    });
  });

  test('error: the stub wallet declining leaves isError and the wallet error', async () => {
    await setup(
      {},
      stubWallet(() =>
        Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
      ),
    );
    const { result } = renderHook(() => useAppKitWallet());
    await act(() => result.current.connect('com.example.wallet'));
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toMatch(/rejected/i);
  });
});
