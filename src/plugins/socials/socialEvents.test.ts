/** @jest-environment jsdom */

import type { UnknownAction } from '@reduxjs/toolkit';
import { fakeEmbeddedWallet } from '../../../test/plugins/fakeEmbeddedWallet';
import { flowTestStore, settle } from '../../../test/plugins/flowTestStore';
import { FakePopup } from '../../../test/plugins/socialsTestHarness';
import { FrameError } from '../../core/errors/embeddedWalletErrors';
import { kitEventAction } from '../../store/actions/kitEventRaised';
import { modalSlice } from '../../store/slices/modalSlice';
import { connectFarcaster } from './connectFarcaster';
import { connectSocial } from './connectSocial';
import { socialsSlice } from './socialsSlice';
import { POPUP_POLL_MS } from './watchSocialPopup';

// AppKit's social-login events, raised from the socials trace that every flow writes: on a bare kit
// store with a fake embedded wallet (jsdom only for window.open and the page's origin).

const back = (query: string) => `${window.location.origin}/?${query}`;
let open: jest.SpyInstance;

function stubOpen(...popups: FakePopup[]) {
  open = jest.spyOn(window, 'open').mockImplementation(() => (popups.shift() ?? null) as unknown as Window);
}

function setup(overrides: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const kit = flowTestStore(socialsSlice, fakeEmbeddedWallet(overrides));
  kit.open('ConnectingSocial', { provider: 'github' });
  /** The events raised, as `kit.subscribeEvents` would get them (name and properties). */
  const raised = () =>
    kit.actions
      .filter((action: UnknownAction) => kitEventAction.match(action))
      .map((action) => (action as ReturnType<typeof kitEventAction>).payload);
  return { ...kit, raised };
}

const poll = () => jest.advanceTimersByTimeAsync(POPUP_POLL_MS);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  open?.mockRestore();
  jest.useRealTimers();
});

describe('social-login events', () => {
  test('default: a popup login is SOCIAL_LOGIN_STARTED, then SOCIAL_LOGIN_SUCCESS, with the provider', async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const { dispatch, raised } = setup();
    const outcome = dispatch(connectSocial({ provider: 'github' }));
    await settle();
    popup.navigate(back('code=abc123&state=xyz'));
    await poll();
    await expect(outcome).resolves.toBe('connected');
    expect(raised()).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'github' } },
      { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } },
    ]);
  });

  test('behavior: the popup closed by the visitor, or the view left, is SOCIAL_LOGIN_CANCELED', async () => {
    const first = new FakePopup();
    const second = new FakePopup();
    stubOpen(first, second);
    const { dispatch, raised } = setup();
    const closed = dispatch(connectSocial({ provider: 'google' }));
    await settle();
    first.closed = true;
    await poll();
    await expect(closed).resolves.toBe('closed');
    const left = dispatch(connectSocial({ provider: 'discord' }));
    await settle();
    dispatch(modalSlice.actions.pushed({ view: 'Connect' }));
    await expect(left).resolves.toBe('cancelled');
    expect(raised()).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'google' } },
      { event: 'SOCIAL_LOGIN_CANCELED', properties: { provider: 'google' } },
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'discord' } },
      { event: 'SOCIAL_LOGIN_CANCELED', properties: { provider: 'discord' } },
    ]);
  });

  test("error: the frame's refusal is SOCIAL_LOGIN_ERROR with its message", async () => {
    const popup = new FakePopup();
    stubOpen(popup);
    const { dispatch, raised } = setup({
      connectSocial: jest.fn(async () => Promise.reject(new FrameError('Access denied by the user'))),
    });
    const outcome = dispatch(connectSocial({ provider: 'discord' }));
    await settle();
    popup.navigate(back('error=access_denied'));
    await poll();
    await expect(outcome).resolves.toBe('failed');
    expect(raised().at(-1)).toEqual({
      event: 'SOCIAL_LOGIN_ERROR',
      properties: { provider: 'discord', message: 'Access denied by the user' },
    });
  });

  test('behavior: Farcaster reports as provider farcaster', async () => {
    const { dispatch, raised } = setup();
    await dispatch(connectFarcaster());
    expect(raised()).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'farcaster' } },
      { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'farcaster' } },
    ]);
  });
});
