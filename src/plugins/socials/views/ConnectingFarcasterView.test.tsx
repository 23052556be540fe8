/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeEmbeddedWallet } from '../../../../test/plugins/fakeEmbeddedWallet';
import { axeViolations, renderPluginView } from '../../../../test/plugins/renderPluginView';
import { CurrentSocialView, socialsKitWith } from '../../../../test/plugins/socialsTestHarness';
import { RequestAbortedError } from '../../../core/errors/connectionErrors';
import { FrameError } from '../../../core/errors/embeddedWalletErrors';
import { createAppKit } from '../../../kit/createAppKit';

const socialsKit = socialsKitWith(createAppKit);

const URL = 'https://farcaster.example/~/siwf?channelToken=abc';

describe('ConnectingFarcasterView', () => {
  test('default', async () => {
    const service = fakeEmbeddedWallet({ connectFarcaster: jest.fn(() => new Promise(() => undefined)) });
    const kit = await socialsKit('ConnectingFarcaster', undefined, service);
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderPluginView(<CurrentSocialView />, kit, theme);
      const qr = await screen.findByRole('img', { name: 'Farcaster sign-in QR code' });
      expect(qr.querySelector('path')?.getAttribute('d')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Open link' }).getAttribute('href')).toBe(URL);
      expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Waiting for Farcaster');
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
    expect(kit.store.getState().socials?.farcasterUrl).toBe(URL);
  });

  test('behavior: the QR shows first, then the awaited sign-in completes', async () => {
    const signedIn = deferred<void>();
    const service = fakeEmbeddedWallet({ connectFarcaster: jest.fn(() => signedIn.promise) });
    const kit = await socialsKit('ConnectingFarcaster', undefined, service);
    renderPluginView(<CurrentSocialView />, kit);
    expect(screen.getByRole('status').textContent).toBe('Preparing the QR code');
    await screen.findByRole('img', { name: 'Farcaster sign-in QR code' });
    expect(service.connectFarcaster).toHaveBeenCalledTimes(1);
    await act(async () => signedIn.resolve());
    expect(screen.getByRole('status').textContent).toBe('Signing in with Farcaster');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('behavior: Copy link puts the URL on the clipboard and confirms it', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const service = fakeEmbeddedWallet({ connectFarcaster: jest.fn(() => new Promise(() => undefined)) });
    const kit = await socialsKit('ConnectingFarcaster', undefined, service);
    renderPluginView(<CurrentSocialView />, kit);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(kit.store.getState().notifications.message).toBe('Link copied');
  });

  test("error: a failed sign-in shows the frame's message; Try again starts over with a new URL", async () => {
    const connectFarcaster = jest
      .fn()
      .mockRejectedValueOnce(new RequestAbortedError())
      .mockImplementationOnce(() => new Promise(() => undefined));
    const service = fakeEmbeddedWallet({ connectFarcaster });
    const kit = await socialsKit('ConnectingFarcaster', undefined, service);
    const { container } = renderPluginView(<CurrentSocialView />, kit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sign-in with Farcaster failed');
    expect(alert.textContent).toContain('Request was aborted');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Farcaster sign-in QR code' })).toBeTruthy();
    expect(service.getFarcasterUri).toHaveBeenCalledTimes(2);
  });

  test('error: a URL that is not a web link gets no link, only the QR and Copy', async () => {
    const service = fakeEmbeddedWallet({
      getFarcasterUri: jest.fn(async () => ({ url: 'javascript:alert(1)' })),
      connectFarcaster: jest.fn(() => new Promise(() => undefined)),
    });
    const kit = await socialsKit('ConnectingFarcaster', undefined, service);
    renderPluginView(<CurrentSocialView />, kit);
    await screen.findByRole('img', { name: 'Farcaster sign-in QR code' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('error: a failed URL request or a missing embedded wallet is explained', async () => {
    const service = fakeEmbeddedWallet({
      getFarcasterUri: jest.fn(async () => Promise.reject(new FrameError('Farcaster is not enabled'))),
    });
    const kit = await socialsKit('ConnectingFarcaster', undefined, service);
    const { unmount } = renderPluginView(<CurrentSocialView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('Farcaster is not enabled');
    expect(service.connectFarcaster).not.toHaveBeenCalled();
    unmount();
    const bare = await socialsKit('ConnectingFarcaster', undefined, null);
    const { container } = renderPluginView(<CurrentSocialView />, bare);
    expect(screen.getByRole('alert').textContent).toContain('Social login is not available in this app.');
    expect(container.textContent).not.toContain('undefined');
  });
});
