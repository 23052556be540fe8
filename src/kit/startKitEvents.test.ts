import { analyticsKit, stubAnalyticsFetch, UNTIL_SENT_MS } from '../../test/api/analyticsTestKit';
import type { AppKitEvent } from '../core/events/appKitEvents';
import { ethereum } from '../core/networks/chains/evm';
import { kitEventRaised } from '../store/actions/kitEventRaised';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { chainsSlice } from '../store/slices/chainsSlice';
import { connectionSlice } from '../store/slices/connectionSlice';
import { modalSlice } from '../store/slices/modalSlice';
import { type AppKit, createAppKit } from './createAppKit';

// AppKit's events as a host meets them on the kit object (`modal.subscribeEvents`, `modal.getEvent`):
// one path, the kit's analytics front, feeds the host's listeners and what analytics sends.

const CREATED_AT = Date.parse('2030-06-01T12:00:00Z');
const realFetch = globalThis.fetch;
const kits: AppKit[] = [];

function kit(): AppKit {
  const made = createAppKit({
    projectId: 'test',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
    onWarn: () => undefined,
  });
  kits.push(made);
  return made;
}

/** Every event `made` raises from now on, in order. */
function recorded(made: AppKit): AppKitEvent[] {
  const seen: AppKitEvent[] = [];
  made.subscribeEvents((event) => seen.push(event));
  return seen;
}

function connect(made: AppKit): void {
  made.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  made.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    }),
  );
}

beforeEach(() => jest.useFakeTimers({ now: CREATED_AT }));
afterEach(() => {
  for (const made of kits.splice(0)) made.destroy();
  jest.useRealTimers();
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
});

describe('kit events (kit.subscribeEvents, kit.getEvent)', () => {
  test("default: getEvent is AppKit's initial object until something happens", () => {
    const made = kit();
    expect(made.getEvent()).toEqual({
      timestamp: CREATED_AT,
      data: { type: 'track', event: 'MODAL_CREATED' },
    });
  });

  test('behavior: MODAL_OPEN and MODAL_CLOSE carry { connected }, whichever way the modal opens or closes', async () => {
    const made = kit();
    const seen = recorded(made);
    jest.setSystemTime(CREATED_AT + 1000);
    await made.open();
    // Closed by the kit itself (a view, the connect flow ending), not through kit.close().
    made.store.dispatch(modalSlice.actions.closed());
    connect(made);
    made.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
    made.close();
    expect(seen.map((event) => event.data)).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: true } },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: true } },
    ]);
    expect(seen[0]?.timestamp).toBe(CREATED_AT + 1000);
    expect(made.getEvent()).toBe(seen.at(-1));
  });

  test('behavior: moving inside an open modal, or closing a closed one, raises nothing', async () => {
    const made = kit();
    await made.open();
    const seen = recorded(made);
    await made.open({ view: 'Networks' });
    made.store.dispatch(modalSlice.actions.pushed({ view: 'AllWallets' }));
    made.close();
    made.close();
    expect(seen.map((event) => event.data.event)).toEqual(['MODAL_CLOSE']);
  });

  test('behavior: an event a view or flow raises reaches listeners with its properties', () => {
    const made = kit();
    const seen = recorded(made);
    made.store.dispatch(kitEventRaised('CLICK_ALL_WALLETS'));
    made.store.dispatch(
      kitEventRaised('SELECT_WALLET', { name: 'Rabby', platform: 'browser', view: 'Connect' }),
    );
    expect(seen.map((event) => event.data)).toEqual([
      { type: 'track', event: 'CLICK_ALL_WALLETS' },
      {
        type: 'track',
        event: 'SELECT_WALLET',
        properties: { name: 'Rabby', platform: 'browser', view: 'Connect' },
      },
    ]);
  });

  test('behavior: unsubscribing, or destroying the kit, stops the deliveries', async () => {
    const made = kit();
    const first = jest.fn();
    const second = jest.fn();
    const stop = made.subscribeEvents(first);
    made.subscribeEvents(second);
    stop();
    await made.open();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    made.destroy();
    made.store.dispatch(kitEventRaised('CLICK_NETWORKS'));
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('error: a listener that throws is reported; the others and the kit go on', async () => {
    const made = kit();
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('host listener bug');
    made.subscribeEvents(() => {
      throw failure;
    });
    const seen = recorded(made);
    await expect(made.open()).resolves.toBeUndefined();
    expect(made.getState().open).toBe(true);
    expect(seen.map((event) => event.data.event)).toEqual(['MODAL_OPEN']);
    expect(report).toHaveBeenCalledWith('[portico] an event listener threw', failure);
  });

  test('behavior: what analytics sends is what listeners got (one path, stub fetch for /e)', async () => {
    const stub = stubAnalyticsFetch();
    const made = analyticsKit();
    kits.push(made);
    const seen = recorded(made);
    await made.open();
    made.store.dispatch(kitEventRaised('CLICK_WALLET_HELP'));
    made.close();
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts.flatMap((post) => post.events.map((event) => event.props))).toEqual(
      seen.map((event) => event.data),
    );
  });

  test('behavior: with analytics off, listeners still get every event', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit();
    const seen = recorded(made);
    await made.open();
    made.close();
    await jest.advanceTimersByTimeAsync(10 * UNTIL_SENT_MS);
    expect(stub.posts).toEqual([]);
    expect(seen).toHaveLength(2);
  });
});
