/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeEmbeddedWallet } from '../../../../test/plugins/fakeEmbeddedWallet';
import { axeViolations, renderPluginView } from '../../../../test/plugins/renderPluginView';
import { CurrentSocialView, FakePopup, socialsKitWith } from '../../../../test/plugins/socialsTestHarness';
import { FrameError } from '../../../core/errors/embeddedWalletErrors';
import { createAppKit } from '../../../kit/createAppKit';
import { modalSlice } from '../../../store/slices/modalSlice';
import { POPUP_POLL_MS } from '../watchSocialPopup';

const socialsKit = socialsKitWith(createAppKit);

const AUTH_URL = 'https://accounts.example/authorize?client_id=kit';
let open: jest.SpyInstance;

afterEach(() => {
  open?.mockRestore();
  jest.useRealTimers();
});

/** window.open answers with the given popups in turn (null: blocked). */
function stubOpen(...popups: Array<FakePopup | null>) {
  open = jest.spyOn(window, 'open').mockImplementation(() => (popups.shift() ?? null) as unknown as Window);
}

const poll = () => act(() => jest.advanceTimersByTimeAsync(POPUP_POLL_MS));

describe('ConnectingSocialView', () => {
  test('default', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const popup = new FakePopup();
      stubOpen(popup);
      const service = fakeEmbeddedWallet();
      const kit = await socialsKit('ConnectingSocial', { provider: 'google' }, service);
      const { container, unmount } = renderPluginView(<CurrentSocialView />, kit, theme);
      expect(screen.getByRole('heading', { name: 'Continue in Google' })).toBeTruthy();
      expect((await screen.findByRole('status')).textContent).toBe('Waiting for Google');
      expect(service.getSocialRedirectUri).toHaveBeenCalledWith('google');
      expect(popup.target).toBe(AUTH_URL);
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      expect(kit.store.getState().socials?.pendingProvider).toBe('google');
      unmount();
      open.mockRestore();
    }
  });

  test('behavior: the popup is polled through cross-origin pages until it returns with code=, then closed and the URL goes to the frame', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const popup = new FakePopup();
    stubOpen(popup);
    const service = fakeEmbeddedWallet({ connectSocial: jest.fn(() => new Promise(() => undefined)) });
    const kit = await socialsKit('ConnectingSocial', { provider: 'github' }, service);
    const { container } = renderPluginView(<CurrentSocialView />, kit);
    await act(() => jest.advanceTimersByTimeAsync(0));
    popup.crossOrigin = true;
    await poll();
    await poll();
    expect(service.connectSocial).not.toHaveBeenCalled();
    expect(popup.close).not.toHaveBeenCalled();
    const back = `${window.location.origin}/?code=abc123&state=xyz`;
    popup.navigate(back);
    await poll();
    expect(popup.close).toHaveBeenCalled();
    expect(service.connectSocial).toHaveBeenCalledWith(back, 'github');
    expect(screen.getByRole('status').textContent).toBe('Signing in with GitHub');
    expect(container.textContent).not.toContain('undefined');
  });

  test("error: a provider's error= answer still goes to the frame, whose message is shown with Try again", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const first = new FakePopup();
    const second = new FakePopup();
    stubOpen(first, second);
    const service = fakeEmbeddedWallet({
      connectSocial: jest.fn(async () => Promise.reject(new FrameError('Access denied by the user'))),
    });
    const kit = await socialsKit('ConnectingSocial', { provider: 'discord' }, service);
    const { container } = renderPluginView(<CurrentSocialView />, kit);
    await act(() => jest.advanceTimersByTimeAsync(0));
    first.navigate(`${window.location.origin}/callback?error=access_denied`);
    await poll();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sign-in with Discord failed');
    expect(alert.textContent).toContain('Access denied by the user');
    expect(kit.store.getState().socials?.error?.message).toBe('Access denied by the user');
    jest.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Continue in Discord')).toBeTruthy();
  });

  test('error: a popup closed by the user says so and Try again opens a new one', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const first = new FakePopup();
    const second = new FakePopup();
    stubOpen(first, second);
    const service = fakeEmbeddedWallet();
    const kit = await socialsKit('ConnectingSocial', { provider: 'google' }, service);
    renderPluginView(<CurrentSocialView />, kit);
    await act(() => jest.advanceTimersByTimeAsync(0));
    first.closed = true;
    await poll();
    expect(screen.getByRole('alert').textContent).toContain('The Google window was closed');
    expect(service.connectSocial).not.toHaveBeenCalled();
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for Google')).toBeTruthy();
    expect(second.target).toBe(AUTH_URL);
  });

  test('error: a blocked popup explains it and Try again (a click) opens it', async () => {
    const popup = new FakePopup();
    stubOpen(null, popup);
    const service = fakeEmbeddedWallet();
    const kit = await socialsKit('ConnectingSocial', { provider: 'apple' }, service);
    const { container } = renderPluginView(<CurrentSocialView />, kit);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The Apple window was blocked');
    expect(alert.textContent).toContain('Allow pop-ups for this site');
    expect(service.getSocialRedirectUri).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for Apple')).toBeTruthy();
    expect(popup.target).toBe(AUTH_URL);
  });

  test("error: when the frame cannot give the provider's URL the popup is closed and the message shown", async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const uri = deferred<{ uri: string }>();
    const service = fakeEmbeddedWallet({ getSocialRedirectUri: jest.fn(() => uri.promise) });
    const kit = await socialsKit('ConnectingSocial', { provider: 'x' }, service);
    renderPluginView(<CurrentSocialView />, kit);
    expect(screen.getByRole('status').textContent).toBe('Opening X');
    await act(async () => uri.reject(new FrameError('Provider x is not enabled')));
    expect(screen.getByRole('alert').textContent).toContain('Provider x is not enabled');
    expect(popup.close).toHaveBeenCalled();
  });

  test('behavior: leaving the view (Back) or closing the modal closes the popup and ignores its answer', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const first = new FakePopup();
    const second = new FakePopup();
    stubOpen(first, second);
    const service = fakeEmbeddedWallet();
    const kit = await socialsKit('Connect', undefined, service);
    kit.store.dispatch(modalSlice.actions.pushed({ view: 'ConnectingSocial', data: { provider: 'google' } }));
    const { unmount } = renderPluginView(<CurrentSocialView />, kit);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toBe('Waiting for Google');
    act(() => void kit.store.dispatch(modalSlice.actions.wentBack()));
    expect(screen.getByText('Now on Connect')).toBeTruthy();
    expect(first.close).toHaveBeenCalled();
    first.navigate(`${window.location.origin}/?code=late`);
    await poll();
    expect(service.connectSocial).not.toHaveBeenCalled();
    expect(kit.store.getState().socials?.status).toBe('idle');
    unmount();

    kit.store.dispatch(modalSlice.actions.opened({ view: 'ConnectingSocial', data: { provider: 'google' } }));
    renderPluginView(<CurrentSocialView />, kit);
    await act(() => jest.advanceTimersByTimeAsync(0));
    act(() => kit.close());
    expect(second.close).toHaveBeenCalled();
    expect(kit.store.getState().socials?.status).toBe('idle');
  });

  test('error: an unknown provider or a missing embedded wallet says so and opens nothing', async () => {
    stubOpen(new FakePopup());
    const kit = await socialsKit('ConnectingSocial', { provider: 'myspace' });
    const { container, unmount } = renderPluginView(<CurrentSocialView />, kit);
    expect(screen.getByRole('alert').textContent).toContain('This social login is not supported.');
    expect(container.textContent).not.toContain('undefined');
    unmount();
    const bare = await socialsKit('ConnectingSocial', { provider: 'google' }, null);
    renderPluginView(<CurrentSocialView />, bare);
    expect(screen.getByRole('alert').textContent).toContain('Social login is not available in this app.');
    expect(open).not.toHaveBeenCalled();
  });
});
