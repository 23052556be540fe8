/** @jest-environment jsdom */

import { flush, ORIGIN, registerFrameHarness, setup, track } from '../../test/frame/frameHarness';
import { IFRAME_LOAD_TIMEOUT_MS } from '../core/constants/frame';
import { FrameOriginNotAllowedError } from './createFrameClient';

// Issue 12 item 1: an embedding the frame refuses is answered with a distinguishable refusal, not
// silence, so the kit can show the invalid-configuration alert instead of a load timeout.

registerFrameHarness();

const refusal = {
  type: '@portico-frame/ORIGIN_NOT_ALLOWED',
  id: 'frame',
  payload: { origin: 'http://127.0.0.1:4444', projectId: 'project-1' },
};

describe('createFrameClient: refusal', () => {
  test('behavior: a refusal rejects open requests with ORIGIN_NOT_ALLOWED and reports it once', async () => {
    const onRefused = jest.fn();
    const h = setup({ onRefused });
    const first = track(h.client.request('GET_USER', { chainId: 1 }));
    h.fromFrame(refusal);
    h.fromFrame(refusal);
    await flush();
    expect(first.error).toBeInstanceOf(FrameOriginNotAllowedError);
    expect((first.error as FrameOriginNotAllowedError).toJSON()).toEqual({
      name: 'FrameOriginNotAllowedError',
      message: 'Invalid App Configuration: this origin is not allowed for the project.',
      code: 'ORIGIN_NOT_ALLOWED',
      data: { origin: 'http://127.0.0.1:4444', projectId: 'project-1' },
    });
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith({ origin: 'http://127.0.0.1:4444', projectId: 'project-1' });
    // Later requests fail at once, nothing is posted, and no load timeout fires afterwards.
    const later = track(h.client.request('SIGN_OUT'));
    await flush();
    expect(later.error).toBeInstanceOf(FrameOriginNotAllowedError);
    jest.advanceTimersByTime(IFRAME_LOAD_TIMEOUT_MS);
    expect(h.onTimeout).not.toHaveBeenCalled();
    expect(h.posted).not.toHaveBeenCalled();
  });

  test('behavior: a READY after a refusal does not open the channel', () => {
    const h = setup({ onRefused: jest.fn() });
    h.fromFrame(refusal);
    h.makeReady();
    expect(h.client.isReady()).toBe(false);
  });

  test('error: a refusal from another origin or window is ignored', async () => {
    const onRefused = jest.fn();
    const h = setup({ onRefused });
    const open = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame(refusal, { origin: 'https://evil.example' });
    h.fromFrame(refusal, { source: window });
    await flush();
    expect(onRefused).not.toHaveBeenCalled();
    expect(open.settled).toBe(false);
    expect(h.client.frameOrigin).toBe(ORIGIN);
  });
});
