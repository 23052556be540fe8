import { privateKeyToAccount } from 'viem/accounts';
import type { AppKitEvent } from '../../core/events/appKitEvents';
import { type AppKit, createAppKit, createMemoryStorage, ethereum } from '../../index';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { createDefaultSiwxMessage } from './createDefaultSiwxMessage';
import { loadSiwxPlugin } from './loadSiwxPlugin';
import { localSiwx } from './localSiwx';
import { SIWX_WALLET_SERVICE_ID, type SiwxConfig } from './siwxConfig';
import { SIWX_SIGN_FAILED_TOAST } from './siwxStrings';

// Issue 24: a sign-in whose message cannot be created no longer fails silently. Against a real kit with
// localSiwx (real verification) and a stub wallet (no extension offline) that signs with a real key or
// refuses like a visitor pressing Reject (4001).

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
let kit: AppKit;
let seen: AppKitEvent['data'][];
let refuse = false;

async function signInKit(config: SiwxConfig) {
  kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum],
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
    siwx: config,
  });
  await kit.ready;
  kit.services.set(SIWX_WALLET_SERVICE_ID, {
    signMessage: async (message: string) => {
      if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return account.signMessage({ message });
    },
    disconnect: async () => undefined,
  });
  const siwx = await loadSiwxPlugin(kit);
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: account.address,
      caipAddress: `eip155:1:${account.address}`,
    }),
  );
  await jest.advanceTimersByTimeAsync(0);
  seen = [];
  kit.subscribeEvents((event) => seen.push(event.data));
  return { sign: () => kit.store.dispatch(siwx.signInWithSiwx()) };
}

const state = () => kit.store.getState();
const siwxEvents = () => seen.filter((data) => data.event.startsWith('SIWX_'));

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2030-06-01T12:00:00Z') });
  refuse = false;
});
afterEach(() => {
  kit.destroy();
  jest.useRealTimers();
});

describe('SIWX events and the sign-in error toast', () => {
  test('error: createMessage rejects: "Error signing message", SIWX_AUTH_ERROR, and Sign works once it can', async () => {
    let broken = true;
    const local = localSiwx({ required: true });
    const { sign } = await signInKit({
      ...local,
      createMessage: async (input) => {
        if (broken) throw new Error('message service down');
        return createDefaultSiwxMessage(input);
      },
    });
    await expect(sign().unwrap()).rejects.toMatchObject({ message: 'message service down' });
    expect(state().notifications).toMatchObject({
      open: true,
      message: SIWX_SIGN_FAILED_TOAST,
      variant: 'error',
    });
    expect(SIWX_SIGN_FAILED_TOAST).toBe('Error signing message');
    expect(siwxEvents()).toEqual([
      {
        type: 'track',
        event: 'SIWX_AUTH_ERROR',
        properties: { network: 'eip155:1', isSmartAccount: false, message: 'message service down' },
      },
    ]);
    // The modal stays usable: the view is back, still connected, and Sign goes through once it can.
    expect(state().modal).toMatchObject({ open: true });
    expect(state().modal.history.at(-1)?.view).toBe('SIWXSignMessage');
    expect(state().siwx?.status).toBe('required');
    broken = false;
    await expect(sign().unwrap()).resolves.toMatchObject({ caipNetworkId: 'eip155:1' });
    expect(siwxEvents().at(-1)).toEqual({
      type: 'track',
      event: 'SIWX_AUTH_SUCCESS',
      properties: { network: 'eip155:1', isSmartAccount: false },
    });
    expect(state().modal.open).toBe(false);
  });

  test('error: a message the kit refuses (bad input: a foreign URI) toasts and is reported the same way', async () => {
    const local = localSiwx({ required: true });
    const { sign } = await signInKit({
      ...local,
      createMessage: (input) => ({ ...createDefaultSiwxMessage(input), uri: 'https://evil.example/' }),
    });
    await expect(sign().unwrap()).rejects.toMatchObject({ name: 'SiwxVerificationError' });
    expect(state().notifications).toMatchObject({ message: SIWX_SIGN_FAILED_TOAST, variant: 'error' });
    expect(siwxEvents()).toEqual([
      expect.objectContaining({
        event: 'SIWX_AUTH_ERROR',
        properties: expect.objectContaining({ message: expect.any(String) }),
      }),
    ]);
  });

  test('behavior: a refusal in the wallet is SIWX_AUTH_ERROR without the kit-side toast', async () => {
    const { sign } = await signInKit(localSiwx({ required: true }));
    refuse = true;
    await expect(sign().unwrap()).rejects.toMatchObject({ name: 'UserRejectedRequestError' });
    expect(state().notifications.message).not.toBe(SIWX_SIGN_FAILED_TOAST);
    expect(siwxEvents()).toEqual([
      {
        type: 'track',
        event: 'SIWX_AUTH_ERROR',
        properties: { network: 'eip155:1', isSmartAccount: false, message: expect.any(String) },
      },
    ]);
  });

  test('behavior: a smart account is reported as one', async () => {
    const { sign } = await signInKit(localSiwx());
    kit.store.dispatch(
      chainsSlice.actions.preferredAccountTypeSet({ namespace: 'eip155', type: 'smartAccount' }),
    );
    refuse = true;
    await sign();
    expect(siwxEvents()[0]).toMatchObject({ properties: { isSmartAccount: true } });
  });
});
