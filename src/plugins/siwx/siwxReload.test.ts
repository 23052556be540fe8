import { privateKeyToAccount } from 'viem/accounts';
import { type AppKit, createAppKit, createMemoryStorage, ethereum } from '../../index';
import type { KitStorage } from '../../store/persistence/kitStorage';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { localSiwx } from './localSiwx';
import { SIWX_WALLET_SERVICE_ID } from './siwxConfig';

// A returning visitor (a second kit on the same storage, as after a page reload) whose wallet
// reconnects before the kept sessions are read back. The wallet is a stub wallet (no extension
// offline) that signs with a real key; the session is verified for real by localSiwx.

const account = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const kits: AppKit[] = [];
let signatures = 0;

/** Storage whose reads of the SIWX key wait until `release()` (a slow backend, e.g. async storage). */
function gatedStorage(inner: KitStorage) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const storage: KitStorage = {
    getItem: (key) => (key.endsWith('/siwx') ? gate.then(() => inner.getItem(key)) : inner.getItem(key)),
    setItem: (key, value) => inner.setItem(key, value),
    removeItem: (key) => inner.removeItem(key),
  };
  return { storage, release };
}

function makeKit(storage: KitStorage): AppKit {
  const kit = createAppKit({
    projectId: 'proj-reload',
    networks: [ethereum],
    storage,
    onWarn: () => undefined,
    features: { analytics: false },
    siwx: localSiwx({ required: true }),
  });
  kit.services.set(SIWX_WALLET_SERVICE_ID, {
    signMessage: async (message: string) => {
      signatures += 1;
      return account.signMessage({ message });
    },
    disconnect: async () => {
      kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    },
  });
  kits.push(kit);
  return kit;
}

// What an adapter's reconnect does once the stored connector answers.
function reconnect(kit: AppKit): void {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: account.address,
      caipAddress: `eip155:1:${account.address}`,
    }),
  );
}

async function signInOnFirstVisit(storage: KitStorage): Promise<void> {
  const first = makeKit(storage);
  await first.ready;
  await first.plugins.load('siwx');
  reconnect(first);
  await jest.advanceTimersByTimeAsync(0);
  expect(first.store.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage');
  const { signInWithSiwx } = await import('./siwxFlow');
  await first.store.dispatch(signInWithSiwx()).unwrap();
  await jest.advanceTimersByTimeAsync(50); // redux-persist writes on its next tick
  first.destroy();
}

const view = (kit: AppKit) => kit.store.getState().modal;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2030-06-01T12:00:00Z') });
  signatures = 0;
});
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  jest.useRealTimers();
});

describe('SIWX across a reload', () => {
  test('default: a second kit on the same storage reconnects the same wallet and is not asked to sign', async () => {
    const memory = createMemoryStorage();
    await signInOnFirstVisit(memory);
    expect(signatures).toBe(1);
    expect(Object.keys(memory.dump()).some((key) => key.endsWith('/siwx'))).toBe(true);

    const { storage, release } = gatedStorage(memory);
    const second = makeKit(storage);
    await jest.advanceTimersByTimeAsync(0); // plugin loaded, its sessions still being read
    reconnect(second); // the wallet answers before the kept sessions are back
    await jest.advanceTimersByTimeAsync(0);
    expect(view(second).open).toBe(false);
    release();
    await jest.advanceTimersByTimeAsync(0);

    expect(view(second).open).toBe(false);
    expect(second.store.getState().siwx?.status).toBe('signedIn');
    expect(second.store.getState().siwx?.sessions).toHaveLength(1);
    expect(signatures).toBe(1);
  });

  test('behavior: a wallet that reconnects as soon as the kit is ready is checked once the sessions are back (no prompt)', async () => {
    const memory = createMemoryStorage();
    await signInOnFirstVisit(memory);
    const second = makeKit(memory);
    await second.ready; // what createAppKit's reconnect waits for; the plugin may still be loading
    reconnect(second);
    await jest.advanceTimersByTimeAsync(0);
    expect(second.store.getState().siwx?.status).toBe('signedIn');
    expect(view(second).open).toBe(false);
  });

  test('behavior: an expired kept session is asked again', async () => {
    const memory = createMemoryStorage();
    await signInOnFirstVisit(memory);
    jest.setSystemTime(Date.parse('2030-06-02T12:00:01Z')); // localSiwx sessions last 24 hours
    const second = makeKit(memory);
    await second.ready;
    reconnect(second);
    await jest.advanceTimersByTimeAsync(0);
    expect(view(second).open).toBe(true);
    expect(view(second).history.at(-1)?.view).toBe('SIWXSignMessage');
    expect(second.store.getState().siwx?.status).toBe('required');
    expect(second.store.getState().siwx?.sessions).toHaveLength(0);
  });
});
