import { privateKeyToAccount } from 'viem/accounts';
import { type AppKit, createAppKit, createMemoryStorage, ethereum } from '../../index';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { loadSiwxPlugin } from './loadSiwxPlugin';
import { localSiwx } from './localSiwx';
import { SIWX_WALLET_SERVICE_ID } from './siwxConfig';

// Issue 22: a required sign-in could be closed (Escape, the close button, close()) and the wallet
// stayed connected and unsigned, with Account and Send open to it. Headless: the same actions the
// modal's controls dispatch, on a real kit with localSiwx and a stub wallet signing with a real key.

const account = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
let kit: AppKit;
let disconnects = 0;
let answer: (() => void) | undefined;

async function makeKit(required: boolean, options: { slowWallet?: boolean } = {}) {
  kit = createAppKit({
    projectId: 'proj-guard',
    networks: [ethereum],
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
    siwx: localSiwx({ required }),
  });
  await kit.ready;
  const k = kit;
  k.services.set(SIWX_WALLET_SERVICE_ID, {
    // A slow wallet signs only when the test says so (the visitor has the wallet's prompt open).
    signMessage: async (message: string) => {
      if (options.slowWallet) await new Promise<void>((resolve) => (answer = resolve));
      return account.signMessage({ message });
    },
    disconnect: async () => {
      disconnects += 1;
      k.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    },
  });
  const siwx = await loadSiwxPlugin(k);
  k.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  k.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: account.address,
      caipAddress: `eip155:1:${account.address}`,
    }),
  );
  await jest.advanceTimersByTimeAsync(0);
  expect(view()).toBe('SIWXSignMessage');
  return siwx;
}

const modal = () => kit.store.getState().modal;
const view = () => modal().history.at(-1)?.view;
const status = () => kit.store.getState().connection.status.eip155;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2030-06-01T12:00:00Z') });
  disconnects = 0;
  answer = undefined;
});
afterEach(() => {
  kit.destroy();
  jest.useRealTimers();
});

describe('required sign-in cannot be walked around', () => {
  test('default: closing the required SIWXSignMessage (Escape, close button, backdrop: modal closed) disconnects, as Cancel does', async () => {
    await makeKit(true);
    kit.store.dispatch(modalSlice.actions.closed());
    await jest.advanceTimersByTimeAsync(0);
    expect(disconnects).toBe(1);
    expect(status()).toBe('disconnected');
    expect(modal().open).toBe(false);
    expect(kit.store.getState().siwx?.status).toBe('idle');
  });

  test('behavior: the host close() and Back on the only view disconnect too; an optional sign-in only closes', async () => {
    await makeKit(true);
    kit.close();
    await jest.advanceTimersByTimeAsync(0);
    expect(disconnects).toBe(1);
    kit.destroy();
    await makeKit(true);
    kit.store.dispatch(modalSlice.actions.wentBack());
    await jest.advanceTimersByTimeAsync(0);
    expect(disconnects).toBe(2);
    expect(status()).toBe('disconnected');
    kit.destroy();
    await makeKit(false);
    kit.close();
    await jest.advanceTimersByTimeAsync(0);
    expect(disconnects).toBe(2);
    expect(status()).toBe('connected');
  });

  test('behavior: open({ view: "Account" }) and open() while the required sign-in waits show SIWXSignMessage', async () => {
    await makeKit(true);
    await kit.open({ view: 'Account' });
    expect(view()).toBe('SIWXSignMessage');
    expect(modal().history).toHaveLength(1);
    await kit.open();
    expect(view()).toBe('SIWXSignMessage');
    expect(disconnects).toBe(0);
  });

  test('edge: closing ConnectingSiwe while the wallet signs disconnects, and the late signature is not kept', async () => {
    const siwx = await makeKit(true, { slowWallet: true });
    const signing = kit.store.dispatch(siwx.signInWithSiwx());
    await jest.advanceTimersByTimeAsync(0);
    expect(view()).toBe('ConnectingSiwe');
    kit.store.dispatch(modalSlice.actions.closed());
    await jest.advanceTimersByTimeAsync(0);
    expect(disconnects).toBe(1);
    answer?.();
    await expect(signing.unwrap()).rejects.toBeDefined();
    expect(kit.store.getState().siwx?.sessions).toHaveLength(0);
    expect(modal().open).toBe(false);
    expect(status()).toBe('disconnected');
  });
});
