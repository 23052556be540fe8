import { privateKeyToAccount } from 'viem/accounts';
import { type AppKit, createAppKit, createMemoryStorage, ethereum } from '../../index';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { loadSiwxPlugin } from './loadSiwxPlugin';
import { localSiwx } from './localSiwx';
import {
  SIWX_CONFIG_SERVICE_ID,
  SIWX_WALLET_SERVICE_ID,
  type SiwxConfig,
  type StoredSiwxSession,
} from './siwxConfig';

// Issue 22: disconnecting left the SIWX session and its token in storage, and reconnecting the same
// address signed in silently. A real kit with localSiwx (real verification) and a stub wallet that
// signs with a real key; its disconnect resets the store as the adapter runtime's does.

const account = privateKeyToAccount('0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97');
let kit: AppKit;
let storage: ReturnType<typeof createMemoryStorage>;
let signatures = 0;

async function makeKit(siwx: SiwxConfig) {
  kit = createAppKit({
    projectId: 'proj-signout',
    networks: [ethereum],
    storage,
    onWarn: () => undefined,
    features: { analytics: false },
    siwx,
  });
  await kit.ready;
  const k = kit;
  k.services.set(SIWX_WALLET_SERVICE_ID, {
    signMessage: async (message: string) => {
      signatures += 1;
      return account.signMessage({ message });
    },
    disconnect: async () => {
      k.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
      k.store.dispatch(chainsSlice.actions.accountReset({ namespace: 'eip155' }));
    },
  });
  return loadSiwxPlugin(k);
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

/** The sessions the kit wrote to its storage (redux-persist writes on its next tick). */
async function storedSessions(): Promise<unknown[]> {
  await jest.advanceTimersByTimeAsync(50);
  const key = Object.keys(storage.dump()).find((k) => k.endsWith('/siwx'));
  if (!key) return [];
  const stored = JSON.parse(storage.dump()[key] ?? '{}') as { sessions?: string };
  return stored.sessions ? (JSON.parse(stored.sessions) as unknown[]) : [];
}

async function signIn(siwx: Awaited<ReturnType<typeof makeKit>>): Promise<void> {
  await connect();
  await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
  expect(await storedSessions()).toHaveLength(1);
}

const modal = () => kit.store.getState().modal;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2030-06-01T12:00:00Z') });
  storage = createMemoryStorage();
  signatures = 0;
});
afterEach(() => {
  kit.destroy();
  jest.useRealTimers();
});

describe('sign out on disconnect', () => {
  test('default: disconnect clears the SIWX session in storage; reconnecting the same address asks to sign again', async () => {
    const siwx = await makeKit(localSiwx({ required: true }));
    await signIn(siwx);
    await kit.services.get<{ disconnect(): Promise<void> }>(SIWX_WALLET_SERVICE_ID)?.disconnect();
    expect(kit.store.getState().siwx?.sessions).toHaveLength(0);
    expect(await storedSessions()).toHaveLength(0);

    await connect();
    expect(modal().open).toBe(true);
    expect(modal().history.at(-1)?.view).toBe('SIWXSignMessage');
    expect(kit.store.getState().siwx?.status).toBe('required');
    expect(signatures).toBe(1);
  });

  test('behavior: the session is revoked at its issuer, and forgotten even when the issuer cannot be reached', async () => {
    const revoked: StoredSiwxSession[] = [];
    const siwx = await makeKit({
      ...localSiwx(),
      revokeSession: async (session) => {
        revoked.push(session);
        throw new Error('issuer down');
      },
    });
    await signIn(siwx);
    const [kept] = kit.store.getState().siwx?.sessions ?? [];
    await kit.services.get<{ disconnect(): Promise<void> }>(SIWX_WALLET_SERVICE_ID)?.disconnect();
    await jest.advanceTimersByTimeAsync(0);
    expect(revoked).toEqual([kept]);
    expect(await storedSessions()).toHaveLength(0);
  });

  test('behavior: signOutOnDisconnect: false keeps the session (nothing revoked), and the same address signs in silently', async () => {
    const revoked: StoredSiwxSession[] = [];
    const siwx = await makeKit({
      ...localSiwx({ required: true, signOutOnDisconnect: false }),
      revokeSession: async (session) => void revoked.push(session),
    });
    expect(kit.services.get<SiwxConfig>(SIWX_CONFIG_SERVICE_ID)?.signOutOnDisconnect).toBe(false);
    await signIn(siwx);
    await kit.services.get<{ disconnect(): Promise<void> }>(SIWX_WALLET_SERVICE_ID)?.disconnect();
    expect(await storedSessions()).toHaveLength(1);
    await connect();
    expect(kit.store.getState().siwx?.status).toBe('signedIn');
    expect(modal().open).toBe(false);
    expect(revoked).toHaveLength(0);
  });
});
