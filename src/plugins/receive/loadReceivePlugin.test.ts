import { type AppKit, base, createAppKit, createMemoryStorage, ethereum, solana } from '../../index';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { loadReceivePlugin } from './loadReceivePlugin';
import { RECEIVE_CONFIRMATION_MS } from './receiveListeners';

// A host showing receiving its own way: no view is rendered, only the loader's thunk, actions and
// selectors against a real kit. Node has no clipboard: the tests install a stub one.

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const OTHER = '0x1111111111111111111111111111111111111111';
let kit: AppKit;
let clipboardText: string | undefined;

function stubClipboard(): void {
  clipboardText = undefined;
  const writeText = async (text: string) => {
    clipboardText = text;
  };
  Object.defineProperty(globalThis, 'navigator', { value: { clipboard: { writeText } }, configurable: true });
}

function connect(address = ADDRESS): void {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({ namespace: 'eip155', address, caipAddress: `eip155:1:${address}` }),
  );
}

const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

beforeEach(async () => {
  kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum, base, solana],
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  await kit.ready;
});

afterEach(() => {
  jest.useRealTimers();
  kit.destroy();
  if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
  else Reflect.deleteProperty(globalThis, 'navigator');
});

describe('loadReceivePlugin', () => {
  test('default: loads the slice; the target is the account, its namespace networks and the active one selected', async () => {
    expect(kit.store.getState().receive).toBeUndefined();
    const receive = await loadReceivePlugin(kit);
    connect();
    expect(receive.selectReceive(kit.store.getState())).toEqual({ copied: false });
    const target = receive.selectReceiveTarget(kit.store.getState());
    expect(target.address).toBe(ADDRESS);
    expect(target.networks.map((n) => n.name)).toEqual(['Ethereum', 'Base']);
    expect(target.selected?.name).toBe('Ethereum');
    expect(target.profileName).toBeUndefined();
  });

  test('behavior: a picked network is selected; one not of the namespace falls back to the active network', async () => {
    const receive = await loadReceivePlugin(kit);
    connect();
    kit.store.dispatch(receive.receiveNetworkSelected(base.caipNetworkId));
    expect(receive.selectReceiveTarget(kit.store.getState()).selected?.name).toBe('Base');
    kit.store.dispatch(receive.receiveNetworkSelected(solana.caipNetworkId));
    expect(receive.selectReceiveTarget(kit.store.getState()).selected?.name).toBe('Ethereum');
  });

  test('behavior: copyReceiveAddress (stub clipboard) copies and resolves with the address; `copied` clears after the confirmation time', async () => {
    jest.useFakeTimers();
    stubClipboard();
    const receive = await loadReceivePlugin(kit);
    connect();
    await expect(kit.store.dispatch(receive.copyReceiveAddress()).unwrap()).resolves.toBe(ADDRESS);
    expect(clipboardText).toBe(ADDRESS);
    expect(receive.selectReceive(kit.store.getState())?.copied).toBe(true);
    await jest.advanceTimersByTimeAsync(RECEIVE_CONFIRMATION_MS - 1);
    // A second copy restarts the wait.
    await kit.store.dispatch(receive.copyReceiveAddress()).unwrap();
    await jest.advanceTimersByTimeAsync(RECEIVE_CONFIRMATION_MS - 1);
    expect(receive.selectReceive(kit.store.getState())?.copied).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(receive.selectReceive(kit.store.getState())?.copied).toBe(false);
  });

  test('behavior: another account starts the flow over (active network, nothing copied)', async () => {
    stubClipboard();
    const receive = await loadReceivePlugin(kit);
    connect();
    kit.store.dispatch(receive.receiveNetworkSelected(base.caipNetworkId));
    await kit.store.dispatch(receive.copyReceiveAddress()).unwrap();
    connect(OTHER);
    expect(receive.selectReceive(kit.store.getState())).toEqual({ copied: false });
    expect(receive.selectReceiveTarget(kit.store.getState()).selected?.name).toBe('Ethereum');
  });

  test('error: without an account copyReceiveAddress rejects with "No ActiveCaipAddress found" and copies nothing', async () => {
    stubClipboard();
    const receive = await loadReceivePlugin(kit);
    await expect(kit.store.dispatch(receive.copyReceiveAddress()).unwrap()).rejects.toEqual({
      name: 'NoActiveCaipAddressError',
      message: 'No ActiveCaipAddress found',
    });
    expect(clipboardText).toBeUndefined();
    expect(receive.selectReceive(kit.store.getState())?.copied).toBe(false);
  });

  test('error: without a clipboard it rejects with ReceiveCopyFailedError (reason "unavailable") kept in the state', async () => {
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true });
    const receive = await loadReceivePlugin(kit);
    connect();
    const failure = {
      name: 'ReceiveCopyFailedError',
      message: 'Could not copy to the clipboard',
      data: { reason: 'unavailable' },
    };
    await expect(kit.store.dispatch(receive.copyReceiveAddress()).unwrap()).rejects.toEqual(failure);
    expect(receive.selectReceive(kit.store.getState())).toEqual({ copied: false, copyError: failure });
  });
});
