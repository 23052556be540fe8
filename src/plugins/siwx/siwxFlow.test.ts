import { privateKeyToAccount } from 'viem/accounts';
import { type AppKit, createAppKit, createMemoryStorage, ethereum } from '../../index';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { createDefaultSiwxMessage } from './createDefaultSiwxMessage';
import { loadSiwxPlugin } from './loadSiwxPlugin';
import { localSiwx } from './localSiwx';
import { SIWX_WALLET_SERVICE_ID, type SiwxConfig } from './siwxConfig';

// The SPEC §4 flow against a real kit with localSiwx (real verification). The wallet is a stub wallet
// (no extension offline) that signs with a real key, or refuses like a visitor pressing Reject (4001).

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
let kit: AppKit;
let refuse = false;
let disconnects = 0;

function stubWallet(k: AppKit) {
  k.services.set(SIWX_WALLET_SERVICE_ID, {
    signMessage: async (message: string) => {
      if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return account.signMessage({ message });
    },
    disconnect: async () => {
      disconnects += 1;
      k.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    },
  });
}

async function makeKit(siwx: SiwxConfig | undefined, storage = createMemoryStorage()) {
  kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum],
    storage,
    onWarn: () => undefined,
    features: { analytics: false },
    ...(siwx ? { siwx } : {}),
  });
  await kit.ready;
  stubWallet(kit);
  return kit;
}

async function connect(): Promise<void> {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: account.address,
      caipAddress: `eip155:1:${account.address}`,
    }),
  );
  await jest.advanceTimersByTimeAsync(0);
}

const view = () => kit.store.getState().modal;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2030-06-01T12:00:00Z') });
  refuse = false;
  disconnects = 0;
});
afterEach(() => {
  kit.destroy();
  jest.useRealTimers();
});

describe('SIWX flow', () => {
  test('default: after connect without a session SIWXSignMessage opens; Sign stores the session and closes', async () => {
    await makeKit(localSiwx({ required: true }));
    const siwx = await loadSiwxPlugin(kit);
    await connect();
    expect(view().open).toBe(true);
    expect(view().history.at(-1)?.view).toBe('SIWXSignMessage');
    const session = await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
    expect(session.data).toMatchObject({ domain: 'localhost', accountAddress: account.address, chainId: 1 });
    expect(session.message).toContain('localhost wants you to sign in with your Ethereum account:');
    expect(siwx.selectSiwx(kit.store.getState())?.status).toBe('signedIn');
    expect(view().open).toBe(false);
  });

  test('error: a refused signature (4001, stub wallet) reopens SIWXSignMessage and keeps the visitor connected', async () => {
    await makeKit(localSiwx({ required: true }));
    const siwx = await loadSiwxPlugin(kit);
    await connect();
    refuse = true;
    await expect(kit.store.dispatch(siwx.signInWithSiwx()).unwrap()).rejects.toMatchObject({ code: 4001 });
    expect(view().open).toBe(true);
    expect(view().history.at(-1)?.view).toBe('SIWXSignMessage');
    expect(siwx.selectSiwx(kit.store.getState())?.status).toBe('required');
    expect(disconnects).toBe(0);
  });

  test('behavior: Cancel disconnects when sign-in is required, and only closes otherwise', async () => {
    await makeKit(localSiwx({ required: true }));
    let siwx = await loadSiwxPlugin(kit);
    await connect();
    await expect(kit.store.dispatch(siwx.cancelSiwx()).unwrap()).resolves.toBe('disconnected');
    expect(disconnects).toBe(1);
    expect(view().open).toBe(false);
    kit.destroy();
    await makeKit(localSiwx());
    siwx = await loadSiwxPlugin(kit);
    await connect();
    await expect(kit.store.dispatch(siwx.cancelSiwx()).unwrap()).resolves.toBe('closed');
    expect(disconnects).toBe(1);
  });

  test('error: a host message whose URI is not this page (javascript:, another site) is never signed (issue 22)', async () => {
    const signed: string[] = [];
    for (const [index, uri] of ['javascript:alert(1)', 'https://evil.example/'].entries()) {
      if (index > 0) kit.destroy();
      const local = localSiwx({ required: true });
      await makeKit({
        ...local,
        createMessage: (input) => ({ ...createDefaultSiwxMessage(input), uri }),
      });
      const signMessage = async (message: string) => {
        signed.push(message);
        return account.signMessage({ message });
      };
      kit.services.set(SIWX_WALLET_SERVICE_ID, { signMessage, disconnect: async () => undefined });
      const siwx = await loadSiwxPlugin(kit);
      await connect();
      await expect(kit.store.dispatch(siwx.signInWithSiwx()).unwrap()).rejects.toMatchObject({
        name: 'SiwxVerificationError',
        data: { reason: uri.startsWith('javascript') ? 'uriNotHttp' : 'uriMismatch' },
      });
      expect(view().history.at(-1)?.view).toBe('SIWXSignMessage');
    }
    expect(signed).toEqual([]);
  });

  test('error: a config that fails to answer shows the init toast, disconnects and resets to Connect', async () => {
    const failing: SiwxConfig = {
      ...localSiwx(),
      getSessions: async () => {
        throw new Error('sessions server down');
      },
    };
    await makeKit(failing);
    await loadSiwxPlugin(kit);
    await connect();
    expect(kit.store.getState().notifications).toMatchObject({
      message: 'A problem occurred while trying initialize authentication',
      variant: 'error',
    });
    expect(disconnects).toBe(1);
    expect(view().history.at(-1)?.view).toBe('Connect');
  });

  test('error: without siwx config the thunks reject "SIWX is not enabled"; siweConfig with siwx is refused', async () => {
    await makeKit(undefined);
    const siwx = await loadSiwxPlugin(kit);
    await expect(kit.store.dispatch(siwx.signInWithSiwx()).unwrap()).rejects.toMatchObject({
      message: 'SIWX is not enabled',
    });
    expect(() =>
      createAppKit({ projectId: 'p', networks: [ethereum], siweConfig: {} as never, siwx: localSiwx() }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options');
  });

  test('error: Sign while not connected rejects "No ActiveCaipAddress found"', async () => {
    await makeKit(localSiwx());
    const siwx = await loadSiwxPlugin(kit);
    await expect(kit.store.dispatch(siwx.signInWithSiwx()).unwrap()).rejects.toMatchObject({
      message: 'No ActiveCaipAddress found',
    });
  });
});
