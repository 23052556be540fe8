import { toHex } from 'viem';
import { FRAME_USER_REJECTED_MESSAGE } from '../../../src/core/constants/frame';
import { appOrigin, appProjectId, memoryStorage, startFrameWorldForTests } from '../testing/frameHarness';
import { createHttpAuthClient } from './AuthClient';
import { sessionStorageKey } from './createFrameHost';

// Issue 12 items 2-3 on the frame's side: it tells the kit when its session is gone without being asked
// (SESSION_ENDED), and drops an approval the kit withdrew (ABORT_REQUEST).

const w = startFrameWorldForTests();
const { frame, emailLogin } = w;
const demo = { parentOrigin: appOrigin, projectId: appProjectId };
const key = sessionStorageKey(appOrigin, appProjectId);
const ended = (posted: { type: string; payload?: unknown }[]) =>
  posted.filter((m) => m.type === '@portico-frame/SESSION_ENDED').map((m) => m.payload);

describe('createFrameHost: the session ends elsewhere', () => {
  test('behavior: a sign-out in another tab (storage event) drops the keys and tells the kit at once', async () => {
    const storage = memoryStorage();
    const first = await emailLogin('tab-one@example.com', storage);
    const { address } = (await first.ok('GET_USER', { chainId: 'eip155:31337' })) as { address: string };
    const token = storage.data.get(key) as string;
    const second = frame(storage);
    expect(await second.ok('SIGN_OUT')).toBeUndefined();
    // What the browser delivers to the first tab's frame page: the key removed by the other tab.
    first.host.storageChanged(key, token, null);
    expect(ended(first.posted)).toEqual([{ reason: 'signed_out' }]);
    expect(first.host.isSignedIn()).toBe(false);
    expect(
      await first.fails('RPC_REQUEST', { method: 'personal_sign', params: [toHex('after'), address] }),
    ).toBe('Not signed in');
    // Told once: the failed request found nothing loaded to announce again.
    expect(ended(first.posted)).toHaveLength(1);
  });

  test('behavior: storage events for other keys, or with no session anywhere, announce nothing', async () => {
    const storage = memoryStorage();
    const f = await emailLogin('tab-other-key@example.com', storage);
    await f.ok('GET_USER', { chainId: 'eip155:31337' });
    f.host.storageChanged(sessionStorageKey('http://127.0.0.1:1', appProjectId), 'x', null);
    f.host.storageChanged('portico-frame/device', 'a', 'b');
    expect(ended(f.posted)).toEqual([]);
    expect(f.host.isSignedIn()).toBe(true);
    const idle = frame(memoryStorage());
    idle.host.storageChanged(key, null, null);
    expect(ended(idle.posted)).toEqual([]);
  });

  test('behavior: checkSession finds a session revoked at the service and tells the kit (ended)', async () => {
    const storage = memoryStorage();
    const f = await emailLogin('revoked-check@example.com', storage);
    await f.ok('GET_USER', { chainId: 'eip155:31337' });
    await f.host.checkSession();
    expect(ended(f.posted)).toEqual([]);
    await createHttpAuthClient(w.world.frameUrl, demo).signOut(storage.data.get(key) as string);
    await f.host.checkSession();
    expect(ended(f.posted)).toEqual([{ reason: 'ended' }]);
    expect(f.host.isSignedIn()).toBe(false);
    expect(storage.data.has(key)).toBe(false);
    await f.host.checkSession();
    expect(ended(f.posted)).toHaveLength(1);
  });
});

describe('createFrameHost: the kit withdraws a request', () => {
  test('behavior: ABORT_REQUEST closes the open approval card; the request answers rejected and signs nothing', async () => {
    const storage = memoryStorage();
    await emailLogin('withdrawn@example.com', storage);
    const f = frame(
      storage,
      (_approval, signal) =>
        new Promise<boolean>((resolve) => signal?.addEventListener('abort', () => resolve(false))),
    );
    const { address } = (await f.ok('GET_USER', { chainId: 'eip155:31337' })) as { address: string };
    const signing = f.host.handle({
      type: '@portico-app/RPC_REQUEST',
      id: 'sign-1',
      payload: { method: 'personal_sign', params: [toHex('withdraw me'), address] },
    });
    while (f.approvals.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await f.host.handle({ type: '@portico-app/ABORT_REQUEST', id: 'abort-1', payload: { id: 'sign-1' } });
    await signing;
    const replies = f.posted.filter((m) => m.id === 'sign-1');
    expect(replies).toEqual([
      {
        type: '@portico-frame/RPC_REQUEST_ERROR',
        id: 'sign-1',
        payload: { message: FRAME_USER_REJECTED_MESSAGE },
      },
    ]);
    // The abort itself gets no reply, and an abort for an unknown id is harmless.
    expect(f.posted.some((m) => m.id === 'abort-1')).toBe(false);
    await f.host.handle({ type: '@portico-app/ABORT_REQUEST', id: 'abort-2', payload: { id: 'nope' } });
    expect(f.posted.some((m) => m.id === 'abort-2')).toBe(false);
  });
});
