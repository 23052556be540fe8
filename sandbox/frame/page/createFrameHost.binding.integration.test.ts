import { toHex } from 'viem';
import { appOrigin, appProjectId, memoryStorage, startFrameWorldForTests } from '../testing/frameHarness';
import { createHttpAuthClient } from './AuthClient';
import { sessionStorageKey } from './createFrameHost';

// Issue 12 item 1: a session belongs to the (parent origin, projectId) it was opened for. Before, the
// frame's one stored session answered every parent on the same site: GET_USER gave a page on another
// port the visitor's e-mail and address, and its SIGN_OUT ended the demo's session.

const w = startFrameWorldForTests();
const demo = { parentOrigin: appOrigin, projectId: appProjectId };
const otherPort = { parentOrigin: 'http://127.0.0.1:4444', projectId: appProjectId };
const otherProject = { parentOrigin: appOrigin, projectId: 'someone-else' };

describe('frame sessions bound to who asked', () => {
  test('behavior: another origin or projectId sharing the storage sees no session and cannot end it', async () => {
    const storage = memoryStorage();
    const visitor = await w.emailLogin('bound@example.com', storage);
    const { address } = (await visitor.ok('GET_USER', { chainId: 31337 })) as { address: string };

    for (const embedding of [otherPort, otherProject]) {
      const foreign = w.frame(storage, () => true, embedding);
      expect(await foreign.ok('IS_CONNECTED', {})).toEqual({ isConnected: false });
      expect(await foreign.fails('GET_USER', { chainId: 31337 })).toBe('Not signed in');
      expect(
        await foreign.fails('RPC_REQUEST', { method: 'personal_sign', params: [toHex('steal'), address] }),
      ).toBe('Not signed in');
      expect(await foreign.ok('SIGN_OUT')).toBeUndefined();
    }
    // The demo's session is untouched, in storage and at the service.
    const again = w.frame(storage);
    expect(await again.ok('IS_CONNECTED', {})).toEqual({ isConnected: true });
    expect(((await again.ok('GET_USER', { chainId: 31337 })) as { address: string }).address).toBe(address);
    expect([...storage.data.keys()].filter((key) => key.startsWith('portico-frame/session'))).toEqual([
      sessionStorageKey(appOrigin, appProjectId),
    ]);
  });

  test('error: at the auth service the token answers only for its own pair', async () => {
    const storage = memoryStorage();
    await w.emailLogin('bound-service@example.com', storage);
    const token = storage.data.get(sessionStorageKey(appOrigin, appProjectId)) as string;
    for (const embedding of [otherPort, otherProject]) {
      const foreign = createHttpAuthClient(w.world.frameUrl, embedding);
      expect(await foreign.session(token)).toBeUndefined();
      expect(await foreign.keys(token).catch((e: Error) => e.message)).toBe('Not signed in');
      await foreign.signOut(token);
    }
    const own = createHttpAuthClient(w.world.frameUrl, demo);
    expect((await own.session(token))?.user.email).toBe('bound-service@example.com');
    await own.signOut(token);
    expect(await own.session(token)).toBeUndefined();
  });

  test('error: a request without the pair is refused with a 400 naming it', async () => {
    const answer = await fetch(`${w.world.frameUrl}/auth/keys`, { headers: { authorization: 'Bearer x' } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: expect.stringMatching(/^Invalid request: parentOrigin/) });
  });
});
