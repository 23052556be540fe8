import { recordBalanceSubscriptions } from '../../../test/adapters/balanceSubscriptions';
import { createTestKitStore } from '../../../test/store/testKitStore';
import { onSelectedChange } from '../../kit/onSelectedChange';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { RuntimeContext, RuntimeState } from './createRuntimeContext';
import { BALANCE_POLL_MS, watchNativeBalance } from './watchNativeBalance';

// Issue 22: an app that sends through the provider itself never tells the kit, and the embedded
// wallet's session had no balance until the Account view opened. Issue 23: both refreshes are RTK
// Query subscriptions, started and ended by a listener keyed on what is shown.

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function setup() {
  const kit = createTestKitStore();
  const getState = () => kit.store.getState() as unknown as RuntimeState;
  const ctx = {
    deps: {
      store: kit.store,
      services: kit.services,
      // The kit's watcher, as createAppKit wires it.
      onSelectedChange: (select: (state: RuntimeState) => string, effect: () => void) =>
        onSelectedChange(kit, select as (state: never) => string, effect),
    },
    getState,
    refreshBalance: jest.fn(async () => undefined),
    session: () => ({ address: ADDRESS }),
  } as unknown as RuntimeContext;
  const { live, subscribe } = recordBalanceSubscriptions();
  const connect = () => {
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'embedded' }));
  };
  return { kit, ctx, live, subscribe, connect };
}

describe('watchNativeBalance', () => {
  test('default: a session is read at once and subscribed with the header poll; a network change renews it', () => {
    const { kit, ctx, live, subscribe, connect } = setup();
    const stop = watchNativeBalance(ctx, subscribe('native'));
    expect([...live]).toEqual([]);
    connect();
    expect([...live]).toEqual([`native ${BALANCE_POLL_MS}@eip155:1:${ADDRESS}`]);
    expect(ctx.refreshBalance).toHaveBeenCalledTimes(1);
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:11155111' }));
    expect([...live]).toEqual([`native ${BALANCE_POLL_MS}@eip155:11155111:${ADDRESS}`]);
    stop();
    expect([...live]).toEqual([]);
  });

  test('behavior: a session that exists when it starts is followed too; a disconnect ends the subscription', () => {
    const { kit, ctx, live, subscribe, connect } = setup();
    connect();
    const stop = watchNativeBalance(ctx, subscribe('native'));
    expect(live.size).toBe(1);
    kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    expect(live.size).toBe(0);
    stop();
  });
});
