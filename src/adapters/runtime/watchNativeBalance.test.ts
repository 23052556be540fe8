import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { createTestKitStore } from '../../store/testKitStore';
import type { RuntimeContext } from './createRuntimeContext';
import { BALANCE_POLL_MS, watchNativeBalance } from './watchNativeBalance';

// Issue 22: an app that sends through the provider itself never tells the kit, and the embedded
// wallet's session had no balance until the Account view opened.

function setup({ polledElsewhere = false } = {}) {
  const kit = createTestKitStore();
  const ctx = {
    deps: { store: kit.store, services: kit.services },
    getState: () => kit.store.getState(),
  } as unknown as RuntimeContext;
  const reads = {
    refreshBalance: jest.fn(async () => undefined),
    refreshAll: jest.fn(async () => undefined),
    polledElsewhere: () => polledElsewhere,
  };
  const connect = () => {
    kit.store.dispatch(
      chainsSlice.actions.accountUpdated({
        namespace: 'eip155',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      }),
    );
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'embedded' }));
  };
  return { kit, ctx, reads, connect };
}

describe('watchNativeBalance', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('default: a session is read at once, then from the chain every poll', async () => {
    const { ctx, reads, connect } = setup();
    const stop = watchNativeBalance(ctx, reads);
    connect();
    expect(reads.refreshBalance).toHaveBeenCalledTimes(1);
    expect(reads.refreshAll).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(reads.refreshAll).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(reads.refreshAll).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(reads.refreshAll).toHaveBeenCalledTimes(2);
  });

  test('behavior: a session that exists when it starts is followed too', () => {
    const { ctx, reads, connect } = setup();
    connect();
    const stop = watchNativeBalance(ctx, reads);
    expect(reads.refreshBalance).toHaveBeenCalledTimes(1);
    stop();
  });

  test('behavior: no poll while the Account view polls, nor once disconnected', async () => {
    const busy = setup({ polledElsewhere: true });
    const stopBusy = watchNativeBalance(busy.ctx, busy.reads);
    busy.connect();
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2);
    expect(busy.reads.refreshAll).not.toHaveBeenCalled();
    stopBusy();

    const { kit, ctx, reads, connect } = setup();
    const stop = watchNativeBalance(ctx, reads);
    connect();
    kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2);
    expect(reads.refreshAll).not.toHaveBeenCalled();
    stop();
  });
});
