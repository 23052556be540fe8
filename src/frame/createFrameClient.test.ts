/** @jest-environment jsdom */

import { EVM, flush, ORIGIN, registerFrameHarness, setup, track } from '../../test/frame/frameHarness';
import { IFRAME_LOAD_TIMEOUT_MS } from '../core/constants/frame';
import { RequestAbortedError } from '../core/errors/connectionErrors';
import { FrameError } from '../core/errors/embeddedWalletErrors';

// The iframe, request/reply matching and the SPEC §9 timeouts (fake timers).

registerFrameHarness();

describe('createFrameClient: the iframe', () => {
  test('default: a hidden fixed-position iframe on the secure origin with the kit query', () => {
    const { client } = setup({ version: 'portico-4.0.0', enableLogger: true, chainId: 8453 });
    const url = new URL(client.iframe.src);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/sdk');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'project-1',
      chainId: '8453',
      version: 'portico-4.0.0',
      enableLogger: 'true',
    });
    expect(client.iframe.style.position).toBe('fixed');
    expect(client.iframe.style.display).toBe('none');
    expect(client.iframe.isConnected).toBe(true);
    expect(client.frameOrigin).toBe(ORIGIN);
  });

  test('behavior: only the origin of secureSiteOrigin is used', () => {
    const { client } = setup({ secureSiteOrigin: `${ORIGIN}/elsewhere?x=1`, path: '/frame' });
    expect(client.iframe.src.startsWith(`${ORIGIN}/frame?`)).toBe(true);
    expect(new URL(client.iframe.src).searchParams.get('enableLogger')).toBe('false');
  });

  test('error: a path or origin that would move the frame elsewhere is refused', () => {
    expect(() => setup({ path: '//evil.example/sdk' })).toThrow('W3mFrame: iframe is not set');
    expect(() => setup({ path: 'https://evil.example/sdk' })).toThrow('W3mFrame: iframe is not set');
    expect(() => setup({ secureSiteOrigin: 'javascript:alert(1)' })).toThrow('W3mFrame: iframe is not set');
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  test('behavior: nothing is sent before ready + 500 ms; then queued requests go out to the exact origin', async () => {
    const h = setup();
    const pending = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' });
    jest.advanceTimersByTime(499);
    expect(h.posted).not.toHaveBeenCalled();
    expect(h.client.isReady()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(h.client.isReady()).toBe(true);
    expect(h.posted).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = h.posted.mock.calls[0]!;
    expect(targetOrigin).toBe(ORIGIN);
    expect(message).toEqual({
      type: '@portico-app/GET_CHAIN_ID',
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    h.fromFrame({
      type: '@portico-frame/GET_CHAIN_ID_SUCCESS',
      id: h.sentId(0),
      payload: { chainId: 'eip155:1' },
    });
    await flush();
    expect(pending).toEqual({ settled: true, value: { chainId: 'eip155:1' } });
  });

  test('behavior: destroy removes the iframe and the listener and aborts everything', async () => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('SIGN_OUT'));
    const id = h.sentId(0);
    h.client.destroy();
    await flush();
    expect(open.error).toBeInstanceOf(RequestAbortedError);
    expect(h.client.iframe.isConnected).toBe(false);
    h.fromFrame({ type: '@portico-frame/SIGN_OUT_SUCCESS', id });
    await expect(h.client.request('SIGN_OUT')).rejects.toThrow('Request was aborted');
    h.client.destroy();
  });
});

describe('createFrameClient: requests and replies', () => {
  test('behavior: random request ids; two requests answered out of order resolve correctly', async () => {
    const h = setup();
    h.makeReady();
    const first = track(h.client.request('CONNECT_EMAIL', { email: 'ada@example.com' }));
    const second = track(h.client.request('IS_CONNECTED', { token: 't' }));
    const [a, b] = [h.sentId(0), h.sentId(1)];
    expect(a).not.toBe(b);
    expect(h.posted.mock.calls[0]![0]).toEqual({
      type: '@portico-app/CONNECT_EMAIL',
      id: a,
      payload: { email: 'ada@example.com' },
    });
    h.fromFrame({ type: '@portico-frame/IS_CONNECTED_SUCCESS', id: b, payload: { isConnected: true } });
    await flush();
    expect(second).toEqual({ settled: true, value: { isConnected: true } });
    expect(first.settled).toBe(false);
    h.fromFrame({ type: '@portico-frame/CONNECT_EMAIL_SUCCESS', id: a, payload: { action: 'VERIFY_OTP' } });
    await flush();
    expect(first).toEqual({ settled: true, value: { action: 'VERIFY_OTP' } });
  });

  test('behavior: a reply for an unknown id or a second reply is ignored', async () => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: 'someone-else', payload: { chainId: 1 } });
    await flush();
    expect(open.settled).toBe(false);
    h.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: h.sentId(0), payload: { chainId: 2 } });
    h.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: h.sentId(0), payload: { chainId: 3 } });
    await flush();
    expect(open.value).toEqual({ chainId: 2 });
    expect(h.invalid).toEqual([]);
  });

  test('error: a reply of another event type for the id is dropped and reported', async () => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame({ type: '@portico-frame/SIGN_OUT_SUCCESS', id: h.sentId(0) });
    await flush();
    expect(open.settled).toBe(false);
    expect(h.invalid).toEqual([
      {
        direction: 'inbound',
        type: '@portico-frame/SIGN_OUT_SUCCESS',
        issues: [{ path: 'type', code: 'unexpected_reply' }],
      },
    ]);
  });

  test.each([
    [{ message: 'Invalid code' }, 'Invalid code'],
    [{}, 'An error occurred'],
    [undefined, 'An error occurred'],
    [{ message: '' }, 'An error occurred'],
  ])('error: error event payload %p rejects with FrameError(%p)', async (payload, text) => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('CONNECT_OTP', { otp: '000000' }));
    h.fromFrame({ type: '@portico-frame/CONNECT_OTP_ERROR', id: h.sentId(0), payload });
    await flush();
    expect(open.error).toBeInstanceOf(FrameError);
    expect((open.error as Error).message).toBe(text);
  });
});

describe('createFrameClient: timeouts', () => {
  test('error: no ready within 20 s reports iframe_load_failed and aborts every open request', async () => {
    const h = setup();
    const user = track(h.client.request('GET_USER', { chainId: 1 }));
    const theme = track(h.client.request('SYNC_THEME', { themeMode: 'dark' }));
    jest.advanceTimersByTime(IFRAME_LOAD_TIMEOUT_MS - 1);
    expect(h.onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(h.onTimeout).toHaveBeenCalledTimes(1);
    expect(h.onTimeout).toHaveBeenCalledWith('iframe_load_failed');
    expect(user.error).toBeInstanceOf(RequestAbortedError);
    expect(theme.error).toBeInstanceOf(RequestAbortedError);
    expect(h.posted).not.toHaveBeenCalled();
  });

  test.each(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT'] as const)(
    'behavior: %s alone waits for the frame with no load timeout',
    async (name) => {
      const payloads = {
        SYNC_THEME: { themeMode: 'light' },
        SYNC_DAPP_DATA: { sdkVersion: 'portico-4.0.0', sdkType: 'portico', projectId: 'p' },
        SET_PREFERRED_ACCOUNT: { type: 'eoa' },
      } as const;
      const h = setup();
      const open = track(h.client.request(name, payloads[name] as never));
      jest.advanceTimersByTime(IFRAME_LOAD_TIMEOUT_MS * 3);
      await flush();
      expect(h.onTimeout).not.toHaveBeenCalled();
      expect(open.settled).toBe(false);
      h.makeReady();
      expect(h.posted).toHaveBeenCalledTimes(1);
      const reply = name === 'SET_PREFERRED_ACCOUNT' ? { type: 'eoa', address: EVM } : undefined;
      h.fromFrame({ type: `@portico-frame/${name}_SUCCESS`, id: h.sentId(0), payload: reply });
      await flush();
      expect(open).toEqual({ settled: true, value: reply });
    },
  );

  test('behavior: a ready event before 20 s cancels the load timeout', async () => {
    const h = setup();
    const open = track(h.client.request('GET_CHAIN_ID'));
    jest.advanceTimersByTime(19_800);
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' });
    jest.advanceTimersByTime(500);
    jest.advanceTimersByTime(IFRAME_LOAD_TIMEOUT_MS);
    expect(h.onTimeout).not.toHaveBeenCalled();
    expect(h.posted).toHaveBeenCalledTimes(1);
    h.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: h.sentId(0), payload: { chainId: 1 } });
    await flush();
    expect(open.value).toEqual({ chainId: 1 });
  });

  test('behavior: a READY with an empty payload object (what AppKit-protocol frames send) makes the frame ready', () => {
    const h = setup();
    track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame', payload: {} });
    jest.advanceTimersByTime(500);
    expect(h.client.isReady()).toBe(true);
    expect(h.posted).toHaveBeenCalledTimes(1);
    expect(h.invalid).toEqual([]);
  });

  test('error: a READY whose payload carries a field, or comes from another origin or window, changes nothing', () => {
    const h = setup();
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame', payload: { ready: true } });
    h.fromFrame(
      { type: '@portico-frame/READY', id: 'frame', payload: {} },
      { origin: 'https://evil.example' },
    );
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame', payload: {} }, { source: window });
    jest.advanceTimersByTime(500);
    expect(h.client.isReady()).toBe(false);
    expect(h.invalid).toEqual([
      expect.objectContaining({ direction: 'inbound', type: '@portico-frame/READY' }),
    ]);
  });

  test.each([
    ['CONNECT_EMAIL', { email: 'ada@example.com' }],
    ['CONNECT_DEVICE', undefined],
    ['CONNECT_OTP', { otp: '123456' }],
    ['CONNECT_SOCIAL', { uri: 'https://demo.example/?code=1' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
  ] as const)(
    'error: %s unanswered for 30 s reports iframe_request_timeout and aborts all',
    async (name, payload) => {
      const h = setup();
      h.makeReady();
      const other = track(h.client.request('GET_CHAIN_ID'));
      const open = track(h.client.request(name, payload as never));
      jest.advanceTimersByTime(29_999);
      expect(h.onTimeout).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await flush();
      expect(h.onTimeout).toHaveBeenCalledWith('iframe_request_timeout');
      expect(open.error).toBeInstanceOf(RequestAbortedError);
      expect(other.error).toBeInstanceOf(RequestAbortedError);
    },
  );

  test('behavior: other requests have no request timeout; an answered connect clears its timer', async () => {
    const h = setup();
    h.makeReady();
    const user = track(h.client.request('GET_USER', { chainId: 1 }));
    const email = track(h.client.request('CONNECT_EMAIL', { email: 'ada@example.com' }));
    h.fromFrame({
      type: '@portico-frame/CONNECT_EMAIL_SUCCESS',
      id: h.sentId(1),
      payload: { action: 'CONNECT' },
    });
    jest.advanceTimersByTime(120_000);
    await flush();
    expect(h.onTimeout).not.toHaveBeenCalled();
    expect(email.value).toEqual({ action: 'CONNECT' });
    expect(user.settled).toBe(false);
  });
});
