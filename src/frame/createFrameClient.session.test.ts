/** @jest-environment jsdom */

import { EVM, flush, registerFrameHarness, setup, track } from '../../test/frame/frameHarness';
import { parseAppEvent } from './schemas/parse';

// Issue 12: the kit's Cancel reaches the frame (ABORT_REQUEST), and the frame's SESSION_ENDED reaches
// the kit (fake timers).

registerFrameHarness();

const posts = (h: ReturnType<typeof setup>) =>
  h.posted.mock.calls.map(([message]) => message as { type: string; id: string; payload?: unknown });

describe('createFrameClient: withdrawing requests', () => {
  test('behavior: abortRpcRequests posts one checked ABORT_REQUEST per withdrawn request, none for safe ones', async () => {
    const h = setup();
    h.makeReady();
    const sign = track(h.client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', EVM] }));
    const read = track(h.client.request('RPC_REQUEST', { method: 'eth_blockNumber' }));
    const signId = h.sentId(0);
    h.client.abortRpcRequests();
    await flush();
    expect(sign.settled).toBe(true);
    expect(read.settled).toBe(false);
    const aborts = posts(h).filter((m) => m.type === '@portico-app/ABORT_REQUEST');
    expect(aborts).toEqual([
      {
        type: '@portico-app/ABORT_REQUEST',
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        payload: { id: signId },
      },
    ]);
    expect(parseAppEvent(aborts[0]).ok).toBe(true);
    expect(h.posted.mock.calls.every(([, origin]) => origin === h.client.frameOrigin)).toBe(true);
  });

  test('behavior: a request never sent to the frame is withdrawn without telling it', async () => {
    const h = setup();
    const sign = track(h.client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', EVM] }));
    h.client.abortRpcRequests();
    await flush();
    expect(sign.settled).toBe(true);
    h.makeReady();
    expect(h.posted).not.toHaveBeenCalled();
  });
});

describe('createFrameClient: the frame ends the session', () => {
  test('default: SESSION_ENDED calls onSessionEnded with its reason and settles no request', async () => {
    const onSessionEnded = jest.fn();
    const h = setup({ onSessionEnded });
    h.makeReady();
    const user = track(h.client.request('GET_USER', { chainId: 1 }));
    h.fromFrame({ type: '@portico-frame/SESSION_ENDED', id: 'e1', payload: { reason: 'signed_out' } });
    h.fromFrame({ type: '@portico-frame/SESSION_ENDED', id: 'e2', payload: { reason: 'ended' } });
    await flush();
    expect(onSessionEnded.mock.calls).toEqual([[{ reason: 'signed_out' }], [{ reason: 'ended' }]]);
    expect(user.settled).toBe(false);
  });

  test('error: a SESSION_ENDED failing its schema, or from another origin, is dropped', () => {
    const onSessionEnded = jest.fn();
    const h = setup({ onSessionEnded });
    h.makeReady();
    h.fromFrame({ type: '@portico-frame/SESSION_ENDED', id: 'e1', payload: { reason: 'whatever' } });
    h.fromFrame({ type: '@portico-frame/SESSION_ENDED', id: 'e2' });
    h.fromFrame(
      { type: '@portico-frame/SESSION_ENDED', id: 'e3', payload: { reason: 'ended' } },
      { origin: 'https://evil.example' },
    );
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(h.invalid.map((r) => r.type)).toEqual([
      '@portico-frame/SESSION_ENDED',
      '@portico-frame/SESSION_ENDED',
    ]);
  });
});
