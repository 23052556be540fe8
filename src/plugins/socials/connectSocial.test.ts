/** @jest-environment jsdom */

import { fakeEmbeddedWallet } from '../../../test/plugins/fakeEmbeddedWallet';
import { flowTestStore, settle } from '../../../test/plugins/flowTestStore';
import { FakePopup } from '../../../test/plugins/socialsTestHarness';
import { FrameError } from '../../core/errors/embeddedWalletErrors';
import { modalSlice } from '../../store/slices/modalSlice';
import { connectSocial } from './connectSocial';
import { socialFlowCancelled, socialsSlice } from './socialsSlice';
import { POPUP_POLL_MS } from './watchSocialPopup';

// The popup login as a thunk on a bare kit store (jsdom only for window.open and the page's origin).

const AUTH_URL = 'https://accounts.example/authorize?client_id=kit';
const back = (query: string) => `${window.location.origin}/?${query}`;
let open: jest.SpyInstance;

/** window.open answers with the given popups in turn (null: blocked). */
function stubOpen(...popups: Array<FakePopup | null>) {
  open = jest.spyOn(window, 'open').mockImplementation(() => (popups.shift() ?? null) as unknown as Window);
}

function setup(overrides: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const kit = flowTestStore(socialsSlice, fakeEmbeddedWallet(overrides));
  kit.open('ConnectingSocial', { provider: 'github' });
  return { ...kit, wallet: kit.wallet! };
}

const poll = () => jest.advanceTimersByTimeAsync(POPUP_POLL_MS);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  open?.mockRestore();
  jest.useRealTimers();
});

describe('connectSocial', () => {
  test('default', async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const { dispatch, state, wallet, actions } = setup();
    const outcome = dispatch(connectSocial({ provider: 'github' }));
    // Synchronous up to window.open, so that it happens inside the click that dispatched it.
    expect(open).toHaveBeenCalledTimes(1);
    expect(state().socials).toMatchObject({ flow: 'popup', status: 'opening', pendingProvider: 'github' });
    await settle();
    expect(popup.target).toBe(AUTH_URL);
    expect(state().socials?.status).toBe('waiting');
    popup.crossOrigin = true;
    await poll();
    expect(popup.close).not.toHaveBeenCalled();
    popup.navigate(back('code=abc123&state=xyz'));
    await poll();
    await expect(outcome).resolves.toBe('connected');
    expect(popup.close).toHaveBeenCalled();
    expect(wallet.connectSocial).toHaveBeenCalledWith(back('code=abc123&state=xyz'), 'github');
    expect(state().socials?.status).toBe('connected');
    // The provider's one-time code came back in the URL; no action carried it.
    expect(JSON.stringify(actions)).not.toContain('abc123');
  });

  test('behavior: a popup opened by the caller in its click is used instead of opening one', async () => {
    stubOpen();
    const popup = new FakePopup();
    const { dispatch } = setup();
    void dispatch(connectSocial({ provider: 'github', popup }));
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(popup.target).toBe(AUTH_URL);
  });

  test('behavior: a blocked popup is recorded and nothing is asked of the frame', async () => {
    stubOpen(null);
    const { dispatch, state, wallet } = setup();
    await expect(dispatch(connectSocial({ provider: 'apple' }))).resolves.toBe('blocked');
    expect(state().socials).toMatchObject({ status: 'blocked', pendingProvider: 'apple' });
    expect(wallet.getSocialRedirectUri).not.toHaveBeenCalled();
  });

  test('behavior: a popup closed by the user is recorded as closed', async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const { dispatch, state, wallet } = setup();
    const outcome = dispatch(connectSocial({ provider: 'google' }));
    await settle();
    popup.closed = true;
    await poll();
    await expect(outcome).resolves.toBe('closed');
    expect(state().socials?.status).toBe('closed');
    expect(wallet.connectSocial).not.toHaveBeenCalled();
  });

  test('behavior: leaving the view closes the popup at once, and its late answer changes nothing', async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const { dispatch, state, wallet } = setup();
    const outcome = dispatch(connectSocial({ provider: 'github' }));
    await settle();
    dispatch(modalSlice.actions.pushed({ view: 'Connect' }));
    expect(popup.close).toHaveBeenCalled();
    await expect(outcome).resolves.toBe('cancelled');
    popup.navigate(back('code=late'));
    await poll();
    expect(wallet.connectSocial).not.toHaveBeenCalled();
    expect(state().socials).toEqual({ status: 'idle' });
  });

  test('behavior: a new attempt ends the previous one (closing its popup) before opening its own', async () => {
    const first = new FakePopup();
    const second = new FakePopup();
    stubOpen(first, second);
    const { dispatch, state } = setup();
    const older = dispatch(connectSocial({ provider: 'github' }));
    await settle();
    first.close.mockImplementation(() => {
      // Closed before the second window.open: a popup of the same name would otherwise be reused.
      expect(open).toHaveBeenCalledTimes(1);
      first.closed = true;
    });
    void dispatch(connectSocial({ provider: 'github' }));
    expect(first.close).toHaveBeenCalled();
    await expect(older).resolves.toBe('cancelled');
    await settle();
    expect(second.target).toBe(AUTH_URL);
    expect(state().socials?.status).toBe('waiting');
  });

  test("error: the frame's refusal of the answer is recorded with its message", async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const { dispatch, state } = setup({
      connectSocial: jest.fn(async () => Promise.reject(new FrameError('Access denied by the user'))),
    });
    const outcome = dispatch(connectSocial({ provider: 'discord' }));
    await settle();
    popup.navigate(back('error=access_denied'));
    await poll();
    await expect(outcome).resolves.toBe('failed');
    expect(state().socials).toMatchObject({
      status: 'failed',
      error: { name: 'FrameError', message: 'Access denied by the user' },
    });
  });

  test("error: when the frame cannot give the provider's URL the popup is closed and the failure recorded", async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const { dispatch, state } = setup({
      getSocialRedirectUri: jest.fn(async () => Promise.reject(new TypeError('internal detail'))),
    });
    await expect(dispatch(connectSocial({ provider: 'x' }))).resolves.toBe('failed');
    expect(popup.close).toHaveBeenCalled();
    expect(state().socials?.error).toEqual({
      name: 'SomethingWentWrongError',
      message: 'Something went wrong',
    });
  });

  test('error: an unknown provider or a missing embedded wallet is refused and opens nothing', async () => {
    stubOpen(new FakePopup());
    const { dispatch } = setup();
    await expect(dispatch(connectSocial({ provider: 'myspace' as 'google' }))).rejects.toEqual({
      name: 'UnknownSocialProviderError',
      message: 'Unknown social provider: myspace',
    });
    const bare = flowTestStore(socialsSlice, null);
    await expect(bare.dispatch(connectSocial({ provider: 'google' }))).rejects.toMatchObject({
      name: 'EmbeddedWalletMissingError',
    });
    expect(open).not.toHaveBeenCalled();
  });

  test('behavior: a host cancelling the flow closes the popup', async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const { dispatch } = setup();
    const outcome = dispatch(connectSocial({ provider: 'github' }));
    dispatch(socialFlowCancelled());
    expect(popup.close).toHaveBeenCalled();
    await expect(outcome).resolves.toBe('cancelled');
  });
});
