/** @jest-environment jsdom */

import {
  EVM,
  flush,
  installEmbeddedWalletHarness,
  ORIGIN,
  setup,
} from '../../../test/adapters/auth/embeddedWalletHarness';
import { popTransactionStack } from '../../store/actions/transactionStack';
import { authSlice } from '../../store/slices/authSlice';

// Issue 12 items 2-3 in the kit: the frame's SESSION_ENDED shows disconnected at once (SPEC §4 sign-out
// clears the login data), and the kit's Cancel reaches the frame as ABORT_REQUEST (stand-in frame).

installEmbeddedWalletHarness();

async function signedIn() {
  const s = await setup();
  s.frame.ready();
  await s.service.connectEmail('ada@example.test');
  await s.service.connectOtp('123456');
  s.kit.store.dispatch(authSlice.actions.socialLoginSucceeded({ provider: 'google', username: 'ada' }));
  s.frame.posted.length = 0;
  const sessionEnded = (reason: string) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: '@portico-frame/SESSION_ENDED', id: 'ended-1', payload: { reason } },
        origin: ORIGIN,
        source: s.connector.client.iframe.contentWindow,
      }),
    );
  return { ...s, sessionEnded };
}

describe('embedded wallet: the frame ends the session', () => {
  test('default: SESSION_ENDED disconnects both namespaces and clears the login data, asking the frame nothing', async () => {
    const { kit, connector, frame, state, sessionEnded } = await signedIn();
    const evmAccounts = jest.fn();
    connector.eip155.on('accountsChanged', evmAccounts);
    expect(state().connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' });
    sessionEnded('signed_out');
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(state().connection.status[namespace]).toBe('disconnected');
      expect(state().connection.connectorIds[namespace]).toBeUndefined();
      expect(state().chains.chains[namespace]?.accountState.address).toBeUndefined();
      expect(kit.services.get(`provider:${namespace}`)).toBeUndefined();
    }
    // SPEC §4: login flag, e-mail, last chain and social user name go with it.
    expect(state().auth).toMatchObject({ emailLoginUsed: false });
    expect(state().auth.email).toBeUndefined();
    expect(state().auth.lastUsedChain).toBeUndefined();
    expect(state().auth.socialUsername).toBeUndefined();
    expect(evmAccounts).toHaveBeenLastCalledWith([]);
    await flush();
    expect(frame.posted).toEqual([]);
    await expect(connector.eip155.request({ method: 'eth_accounts' })).resolves.toEqual([]);
  });

  test('behavior: revoked or expired (ended) is shown the same way', async () => {
    const { state, sessionEnded } = await signedIn();
    sessionEnded('ended');
    expect(state().connection.status.eip155).toBe('disconnected');
  });

  test('behavior: with the embedded wallet not connected, SESSION_ENDED changes nothing', async () => {
    const { kit, frame, state, connector } = await setup();
    frame.ready();
    kit.store.dispatch(authSlice.actions.emailLoginStarted({ now: 1234 }));
    const before = state().auth;
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: '@portico-frame/SESSION_ENDED', id: 'e', payload: { reason: 'signed_out' } },
        origin: ORIGIN,
        source: connector.client.iframe.contentWindow,
      }),
    );
    expect(state().auth).toBe(before);
    expect(state().auth.lastEmailLoginTime).toBe(1234);
  });
});

describe('embedded wallet: Cancel reaches the frame', () => {
  test('behavior: Cancel in ApproveTransaction posts ABORT_REQUEST with the signing request id', async () => {
    const { kit, connector, frame } = await signedIn();
    const signing = connector.eip155
      .request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM] })
      .catch((error: { code?: number }) => error);
    await flush();
    const [sign] = frame.posted.filter((m) => m.name === 'RPC_REQUEST');
    expect(sign).toBeDefined();
    kit.store.dispatch(popTransactionStack(kit.services, 'cancel'));
    await expect(signing).resolves.toMatchObject({ code: 4001 });
    expect(frame.posted.filter((m) => (m.name as string) === 'ABORT_REQUEST')).toEqual([
      { name: 'ABORT_REQUEST', id: expect.stringMatching(/^[0-9a-f]{32}$/), payload: { id: sign?.id } },
    ]);
  });
});
