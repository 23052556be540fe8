import { recordBalanceSubscriptions } from '../../../test/adapters/balanceSubscriptions';
import { createTestKitStore } from '../../../test/store/testKitStore';
import type { WalletBalances, WalletRuntime } from '../../adapters/runtime/WalletRuntime';
import { solana } from '../../core/networks/chains/solana';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { ACCOUNT_BALANCE_POLL_MS, followAccountView, isAccountViewShown } from './followAccountView';

// Issue 23 item 3: the Account view's "refresh while shown" is RTK Query subscriptions, started and
// ended by a kit listener keyed on what is shown (the kit decides; the wallet runtime only reads). The
// runtime's balance part is a recorder here: balanceQueries.test.ts runs the real one on a real store.

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function setup() {
  const kit = createTestKitStore();
  const { live, subscribe } = recordBalanceSubscriptions();
  const balances = {
    subscribeNativeBalance: subscribe('native'),
    subscribeTokenBalances: subscribe('tokens'),
    fetchIdentity: jest.fn(async () => undefined),
  } as unknown as WalletBalances & {
    subscribeTokenBalances: ReturnType<typeof subscribe>;
    fetchIdentity: jest.Mock;
  };
  const wallets = {
    balances: async () => balances,
    session: () => ({ address: ADDRESS }),
  } as unknown as WalletRuntime;
  const connect = () => {
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'embedded' }));
  };
  /** Lets the balance part's promise settle. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { kit, wallets, balances, live, connect, settle };
}

describe('followAccountView (kit listener)', () => {
  test('default: while the Account view is shown, balance and tokens are subscribed with the view poll; leaving it ends both', async () => {
    const { kit, wallets, balances, live, connect, settle } = setup();
    const stop = followAccountView(kit, wallets);
    connect();
    await settle();
    expect(live.size).toBe(0);
    kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
    await settle();
    expect(isAccountViewShown(kit.store.getState())).toBe(true);
    expect([...live].sort()).toEqual([
      `native ${ACCOUNT_BALANCE_POLL_MS}@eip155:1:${ADDRESS}`,
      `tokens ${ACCOUNT_BALANCE_POLL_MS}@eip155:1:${ADDRESS}`,
    ]);
    expect(balances.fetchIdentity).toHaveBeenCalledWith(ADDRESS);
    kit.store.dispatch(modalSlice.actions.closed());
    expect(live.size).toBe(0);
    expect(isAccountViewShown(kit.store.getState())).toBe(false);
    stop();
  });

  test('behavior: the other connected families are polled too, for the list of accounts (issue 27)', async () => {
    const { kit, wallets, live, connect, settle } = setup();
    const stop = followAccountView(kit, wallets);
    connect();
    // Solana stands for any other family here (the test store configures EVM and Solana networks).
    const other = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs';
    kit.store.dispatch(
      chainsSlice.actions.walletNetworkSet({ namespace: 'solana', caipNetworkId: solana.caipNetworkId }),
    );
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'solana', address: other }));
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'solana', connectorId: 'phantom' }));
    kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
    await settle();
    const otherNetwork = kit.store.getState().chains.chains.solana?.networkState.caipNetworkId;
    expect(otherNetwork).toBeDefined();
    expect([...live].sort()).toEqual(
      [
        `native ${ACCOUNT_BALANCE_POLL_MS}@eip155:1:${ADDRESS}`,
        `tokens ${ACCOUNT_BALANCE_POLL_MS}@eip155:1:${ADDRESS}`,
        `native ${ACCOUNT_BALANCE_POLL_MS}@${otherNetwork}:${other}`,
      ].sort(),
    );
    // A family disconnected under the open view stops being polled.
    kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'solana' }));
    await settle();
    expect([...live].some((key) => key.includes(other))).toBe(false);
    stop();
  });

  test('behavior: a network change under the open view asks the sources past their caches', async () => {
    const { kit, wallets, balances, connect, settle } = setup();
    const stop = followAccountView(kit, wallets);
    connect();
    kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
    await settle();
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:11155111' }));
    await settle();
    expect(
      balances.subscribeTokenBalances.mock.calls.map(([args, options]) => [args.caipNetworkId, options]),
    ).toEqual([
      ['eip155:1', { pollingInterval: ACCOUNT_BALANCE_POLL_MS, forceRefetch: false }],
      ['eip155:11155111', { pollingInterval: ACCOUNT_BALANCE_POLL_MS, forceRefetch: true }],
    ]);
    stop();
  });

  test('behavior: a view left before the balance part arrived subscribes nothing', async () => {
    const { kit, wallets, live, connect, settle } = setup();
    const stop = followAccountView(kit, wallets);
    connect();
    kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
    kit.store.dispatch(modalSlice.actions.closed());
    await settle();
    expect(live.size).toBe(0);
    stop();
  });
});
