/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, createTestKit, openView, renderWithKit } from '../../../test/ui/renderWithKit';
import { PAIRING_REFRESH_MS } from '../../core/constants/time';
import { WALLETCONNECT_TIMING } from '../../core/constants/walletConnect';
import type { AppKit } from '../../kit/createAppKit';
import type { WalletConnectService } from '../../store/services/kitServices';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView';
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView';

const URI_1 =
  'wc:1111111111111111111111111111111111111111111111111111111111111111@2?relay-protocol=irn&symKey=aa';
const URI_2 =
  'wc:2222222222222222222222222222222222222222222222222222222222222222@2?relay-protocol=irn&symKey=bb';

async function setup(
  createPairing: WalletConnectService['createPairing'] | null,
  data?: Record<string, string>,
) {
  const kit = await createTestKit();
  if (createPairing) kit.services.set('walletconnect', { createPairing });
  openView(kit, 'ConnectingWalletConnect', data);
  return kit;
}

const storedUri = (kit: AppKit) => kit.store.getState().connection.walletConnect.uri;
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

describe('ConnectingWalletConnectView', () => {
  test('default', async () => {
    const kit = await setup(async () => ({ uri: URI_1 }));
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<ConnectingWalletConnectView />, kit, theme);
      expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Scan with your phone' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', false);
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
    expect(storedUri(kit)).toBe(URI_1);
  });

  test('behavior: with a stub WalletConnect service, Copy link copies the URI and confirms with a toast', async () => {
    const user = userEvent.setup();
    const kit = await setup(async () => ({ uri: URI_1 }));
    renderWithKit(<ConnectingWalletConnectView />, kit);
    await screen.findByRole('img', { name: 'WalletConnect QR code' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URI_1);
    expect(kit.store.getState().notifications).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Link copied',
    });
  });

  test('error: without a clipboard the copy reports a failure toast', async () => {
    const kit = await setup(async () => ({ uri: URI_1 }));
    renderWithKit(<ConnectingWalletConnectView />, kit);
    await screen.findByRole('img', { name: 'WalletConnect QR code' });
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      await flush();
      expect(kit.store.getState().notifications).toMatchObject({
        variant: 'error',
        message: 'Could not copy to the clipboard',
      });
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  test('behavior: a chosen wallet gets its deep link and universal link to the pairing', async () => {
    const kit = await setup(async () => ({ uri: URI_1 }), { walletId: 'metamask' });
    const { container } = renderWithKit(<ConnectingWalletConnectView />, kit);
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code for MetaMask' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scan with MetaMask' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open MetaMask' }).getAttribute('href')).toBe(
      `metamask://wc?uri=${encodeURIComponent(URI_1)}`,
    );
    expect(screen.getByRole('link', { name: 'Open MetaMask in the browser' }).getAttribute('href')).toBe(
      `https://metamask.app.link/wc?uri=${encodeURIComponent(URI_1)}`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: a wallet passed along from the API list (not bundled) is shown from the view data', async () => {
    const kit = await setup(async () => ({ uri: URI_1 }), {
      walletId: 'api-9',
      walletName: 'Api Wallet',
      mobileLink: 'apiw://',
    });
    renderWithKit(<ConnectingWalletConnectView />, kit);
    expect((await screen.findByRole('link', { name: 'Open Api Wallet' })).getAttribute('href')).toBe(
      `apiw://wc?uri=${encodeURIComponent(URI_1)}`,
    );
  });

  test('behavior: the pairing is replaced before it expires (fake timers)', async () => {
    jest.useFakeTimers();
    try {
      const createPairing = jest
        .fn()
        .mockResolvedValueOnce({ uri: URI_1 })
        .mockResolvedValueOnce({ uri: URI_2 });
      const kit = await setup(createPairing);
      renderWithKit(<ConnectingWalletConnectView />, kit);
      await flush();
      expect(storedUri(kit)).toBe(URI_1);
      act(() => jest.advanceTimersByTime(PAIRING_REFRESH_MS - 1));
      expect(createPairing).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(1));
      await flush();
      expect(createPairing).toHaveBeenCalledTimes(2);
      expect(storedUri(kit)).toBe(URI_2);
      expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  test('behavior: a stored pairing with 10 s or less left is not shown but replaced at once', async () => {
    const createPairing = jest.fn(async () => ({ uri: URI_2 }));
    const kit = await setup(createPairing);
    const now = Date.now();
    kit.store.dispatch(
      connectionSlice.actions.walletConnectUriSet({
        uri: URI_1,
        now: now - WALLETCONNECT_TIMING.proposalTtlMs + 10_000,
      }),
    );
    renderWithKit(<ConnectingWalletConnectView />, kit);
    expect(screen.getByRole('status').textContent).toBe('Generating QR code');
    await screen.findByRole('img', { name: 'WalletConnect QR code' });
    expect(createPairing).toHaveBeenCalledTimes(1);
    expect(storedUri(kit)).toBe(URI_2);
  });

  test('behavior: a stored pairing that is still valid is reused', async () => {
    const createPairing = jest.fn(async () => ({ uri: URI_2 }));
    const kit = await setup(createPairing);
    kit.store.dispatch(connectionSlice.actions.walletConnectUriSet({ uri: URI_1, now: Date.now() }));
    renderWithKit(<ConnectingWalletConnectView />, kit);
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy();
    expect(createPairing).not.toHaveBeenCalled();
  });

  test('error: without a WalletConnect service the view says so instead of a blank QR', async () => {
    const kit = await setup(null);
    const { container } = renderWithKit(<ConnectingWalletConnectView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('WalletConnect is not available');
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true);
    expect(container.textContent).not.toContain('undefined');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('error: a failing pairing from a stub service shows an error and Retry makes a new one', async () => {
    const createPairing = jest
      .fn()
      .mockRejectedValueOnce(new Error('relay down'))
      .mockResolvedValueOnce({ uri: URI_1 });
    const kit = await setup(createPairing);
    const { container } = renderWithKit(<ConnectingWalletConnectView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not create a QR code');
    expect(container.textContent).not.toContain('relay down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy();
  });
});

describe('ConnectingWalletConnectBasicView', () => {
  test('default', async () => {
    const kit = await setup(async () => ({ uri: URI_1 }));
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<ConnectingWalletConnectBasicView />, kit, theme);
      expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });
});
