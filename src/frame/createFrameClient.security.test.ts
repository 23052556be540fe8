/** @jest-environment jsdom */

import { EVM, flush, ORIGIN, registerFrameHarness, setup, track } from '../../test/frame/frameHarness';
import { RequestAbortedError } from '../core/errors/connectionErrors';
import { FrameProtocolError } from './createFrameClient';

// Abort rules, origin checks both ways and schema checks of every message (fake timers).

registerFrameHarness();

describe('createFrameClient: abort rules', () => {
  test('behavior: abortRpcRequests aborts open RPC requests except the safe methods', async () => {
    const h = setup();
    h.makeReady();
    const sign = track(h.client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', EVM] }));
    const send = track(
      h.client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: EVM, value: '0x1' }] }),
    );
    const read = track(h.client.request('RPC_REQUEST', { method: 'eth_blockNumber' }));
    const status = track(
      h.client.request('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: ['0xab'] }),
    );
    const user = track(h.client.request('GET_USER', { chainId: 1 }));
    h.client.abortRpcRequests();
    await flush();
    expect(sign.error).toBeInstanceOf(RequestAbortedError);
    expect(send.error).toBeInstanceOf(RequestAbortedError);
    expect(read.settled).toBe(false);
    expect(status.settled).toBe(false);
    expect(user.settled).toBe(false);
    // A late reply to an aborted request is ignored; the safe one still resolves.
    h.fromFrame({ type: '@portico-frame/RPC_REQUEST_SUCCESS', id: h.sentId(0), payload: '0xsig' });
    h.fromFrame({ type: '@portico-frame/RPC_REQUEST_SUCCESS', id: h.sentId(2), payload: '0x10' });
    await flush();
    expect(read.value).toBe('0x10');
    expect((sign.error as Error).message).toBe('Request was aborted');
  });

  test('behavior: abortAll aborts requests still waiting for the frame', async () => {
    const h = setup();
    const waiting = track(h.client.request('SYNC_THEME', { themeMode: 'dark' }));
    h.client.abortAll();
    await flush();
    expect(waiting.error).toBeInstanceOf(RequestAbortedError);
    h.makeReady();
    expect(h.posted).not.toHaveBeenCalled();
  });
});

describe('createFrameClient: origin checks', () => {
  test('error: a well-formed message from another origin is ignored (ready and replies)', async () => {
    const h = setup();
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' }, { origin: 'https://evil.example' });
    jest.advanceTimersByTime(1000);
    expect(h.client.isReady()).toBe(false);
    h.makeReady();
    const open = track(h.client.request('GET_CHAIN_ID'));
    const reply = { type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: h.sentId(0), payload: { chainId: 666 } };
    h.fromFrame(reply, { origin: 'https://evil.example' });
    h.fromFrame(reply, { origin: 'https://secure.example.test:8443' });
    h.fromFrame(reply, { origin: 'http://secure.example.test' });
    await flush();
    expect(open.settled).toBe(false);
    expect(h.invalid).toEqual([]);
  });

  test('error: a message from the right origin but another window is ignored', async () => {
    const h = setup();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' }, { source: other.contentWindow });
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' }, { source: window });
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' }, { source: null });
    jest.advanceTimersByTime(1000);
    expect(h.client.isReady()).toBe(false);
    h.makeReady();
    const open = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame(
      { type: '@portico-frame/GET_CHAIN_ID_ERROR', id: h.sentId(0), payload: { message: 'x' } },
      { source: other.contentWindow },
    );
    await flush();
    expect(open.settled).toBe(false);
    other.remove();
  });

  test('behavior: every message is posted to the exact frame origin, never "*"', () => {
    const h = setup();
    h.makeReady();
    void h.client.request('GET_CHAIN_ID').catch(() => undefined);
    void h.client.request('SYNC_THEME', { themeMode: 'light' }).catch(() => undefined);
    expect(h.posted.mock.calls.map((call) => call[1])).toEqual([ORIGIN, ORIGIN]);
  });

  test('behavior: two clients on one page do not see each other', async () => {
    const a = setup();
    const b = setup({ secureSiteOrigin: ORIGIN });
    a.makeReady();
    expect(b.client.isReady()).toBe(false);
    const open = track(a.client.request('GET_CHAIN_ID'));
    b.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: a.sentId(0), payload: { chainId: 1 } });
    await flush();
    expect(open.settled).toBe(false);
  });
});

describe('createFrameClient: schema checks', () => {
  test('error: invalid inbound messages are dropped and reported without values', async () => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('GET_USER', { chainId: 1 }));
    const id = h.sentId(0);
    h.fromFrame({ type: '@portico-frame/GET_USER_SUCCESS', id, payload: { address: 'secret-address' } });
    h.fromFrame('garbage');
    h.fromFrame({ type: '@portico-frame/WHATEVER', id });
    await flush();
    expect(open.settled).toBe(false);
    expect(h.invalid).toEqual([
      {
        direction: 'inbound',
        type: '@portico-frame/GET_USER_SUCCESS',
        issues: [
          { path: 'payload.chainId', code: 'invalid_union' },
          { path: 'payload.accounts', code: 'invalid_type' },
        ],
      },
      { direction: 'inbound', issues: [{ path: '', code: 'invalid_type' }] },
      { direction: 'inbound', issues: [{ path: 'type', code: 'unknown_type' }] },
    ]);
    expect(JSON.stringify(h.invalid)).not.toContain('secret-address');
  });

  test('error: an invalid ready event does not make the frame ready', () => {
    const h = setup();
    h.fromFrame({ type: '@portico-frame/READY' });
    jest.advanceTimersByTime(1000);
    expect(h.client.isReady()).toBe(false);
    expect(h.invalid).toHaveLength(1);
  });

  test('error: an invalid outbound request is never sent, rejects with the schema text and is reported', async () => {
    const h = setup();
    h.makeReady();
    const email = 'not-an-email-secret';
    await expect(h.client.request('CONNECT_EMAIL', { email })).rejects.toThrow(FrameProtocolError);
    await expect(h.client.request('CONNECT_OTP', { otp: 1 } as never)).rejects.toThrow(
      'Expected string, received number',
    );
    await expect(h.client.request('CONNECT_OTP', {} as never)).rejects.toThrow('Required');
    await expect(
      h.client.request('RPC_REQUEST', { method: 'eth_sign', params: [] } as never),
    ).rejects.toBeInstanceOf(FrameProtocolError);
    expect(h.posted).not.toHaveBeenCalled();
    expect(h.invalid[0]).toEqual({
      direction: 'outbound',
      type: '@portico-app/CONNECT_EMAIL',
      issues: [{ path: 'payload.email', code: 'invalid_format' }],
    });
    expect(h.invalid).toHaveLength(4);
    expect(JSON.stringify(h.invalid)).not.toContain(email);
  });

  test('error: a payload that cannot be posted fails that request only', async () => {
    const h = setup();
    h.makeReady();
    const other = track(h.client.request('GET_CHAIN_ID'));
    h.posted.mockImplementationOnce(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    const bad = track(h.client.request('RPC_REQUEST', { method: 'eth_call', params: [() => 1] }));
    await flush();
    expect((bad.error as Error).message).toBe('Something went wrong');
    expect(other.settled).toBe(false);
  });

  test('behavior: unknown payload keys are stripped before sending', () => {
    const h = setup();
    h.makeReady();
    void h.client.request('CONNECT_OTP', { otp: '1', extra: 'x' } as never).catch(() => undefined);
    expect(h.posted.mock.calls[0]![0]).toEqual({
      type: '@portico-app/CONNECT_OTP',
      id: h.sentId(0),
      payload: { otp: '1' },
    });
  });
});
