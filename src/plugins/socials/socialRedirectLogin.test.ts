/** @jest-environment jsdom */

import { fakeEmbeddedWallet } from '../../../test/plugins/fakeEmbeddedWallet';
import { flowTestStore } from '../../../test/plugins/flowTestStore';
import { FrameError } from '../../core/errors/embeddedWalletErrors';
import { connectSocialRedirect, finishSocialRedirect } from './socialRedirectLogin';
import { socialsSlice } from './socialsSlice';

// Redirect mode as thunks (jsdom for sessionStorage, which keeps the provider across the reload).

const ORIGIN = 'https://app.example';

function setup(overrides: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const kit = flowTestStore(socialsSlice, fakeEmbeddedWallet(overrides));
  return { ...kit, wallet: kit.wallet! };
}

afterEach(() => sessionStorage.clear());

describe('connectSocialRedirect and finishSocialRedirect', () => {
  test('default', async () => {
    const leaving = setup();
    const navigate = jest.fn();
    await expect(leaving.dispatch(connectSocialRedirect({ provider: 'discord', navigate }))).resolves.toBe(
      'redirecting',
    );
    expect(navigate).toHaveBeenCalledWith('https://accounts.example/authorize?client_id=kit');
    expect(leaving.state().socials).toMatchObject({
      flow: 'redirect',
      status: 'redirecting',
      pendingProvider: 'discord',
    });

    // The page reloads with the provider's answer: a new kit, the provider remembered for this tab.
    const back = setup();
    const href = `${ORIGIN}/?code=abc123&state=1`;
    await expect(back.dispatch(finishSocialRedirect({ href }))).resolves.toBe('connected');
    expect(back.wallet.connectSocial).toHaveBeenCalledWith(href, 'discord');
    expect(back.state().socials).toMatchObject({ flow: 'redirect', status: 'connected' });
    expect(JSON.stringify(back.actions)).not.toContain('abc123');
  });

  test('behavior: a page load that is no provider answer records nothing', async () => {
    const { dispatch, state, wallet, actions } = setup();
    // Only the kit's own actions count: redux-persist's (it persists slices as they are injected, from
    // its own chunk) record nothing about the visitor.
    const recorded = () => actions.filter((action) => !action.type.startsWith('persist/'));
    const before = recorded().length;
    await expect(dispatch(finishSocialRedirect({ href: `${ORIGIN}/shop?item=1` }))).resolves.toBe('none');
    expect(wallet.connectSocial).not.toHaveBeenCalled();
    expect(recorded()).toHaveLength(before);
    expect(state().socials).toEqual({ status: 'idle' });
  });

  test("error: the frame's refusal is recorded and rejected with its message", async () => {
    const { dispatch, state } = setup({
      connectSocial: jest.fn(async () => Promise.reject(new FrameError('Invalid state'))),
    });
    await expect(
      dispatch(finishSocialRedirect({ href: `${ORIGIN}/?code=abc`, provider: 'x' })),
    ).rejects.toEqual({
      name: 'FrameError',
      message: 'Invalid state',
    });
    expect(state().socials).toMatchObject({ status: 'failed', error: { message: 'Invalid state' } });
  });

  test('error: an unknown provider or a missing provider for the answer is refused', async () => {
    const { dispatch, wallet } = setup();
    await expect(
      dispatch(connectSocialRedirect({ provider: 'myspace' as 'x', navigate: jest.fn() })),
    ).rejects.toMatchObject({ name: 'UnknownSocialProviderError' });
    await expect(dispatch(finishSocialRedirect({ href: `${ORIGIN}/?code=abc` }))).rejects.toEqual({
      name: 'MissingRedirectProviderError',
      message: 'No social provider is known for this redirect; pass it to completeSocialRedirect',
    });
    expect(wallet.connectSocial).not.toHaveBeenCalled();
  });
});
