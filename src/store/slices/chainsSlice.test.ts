import { createTestKitStore } from '../../../test/store/testKitStore';
import { chainsSlice } from './chainsSlice';

const {
  activeNetworkSet,
  walletNetworkSet,
  accountUpdated,
  accountReset,
  networkReset,
  approvedNetworksSet,
} = chainsSlice.actions;

describe('chains', () => {
  function setup() {
    const kit = createTestKitStore();
    return { dispatch: kit.store.dispatch, state: () => kit.store.getState().chains };
  }

  test('default: networks grouped per namespace, the default network active', () => {
    const { state } = setup();
    expect(Object.keys(state().chains)).toEqual(['eip155', 'solana']);
    expect(state().chains.eip155?.networkState.requestedCaipNetworkIds).toEqual([
      'eip155:1',
      'eip155:11155111',
    ]);
    expect(state()).toMatchObject({ activeNamespace: 'eip155', activeCaipNetworkId: 'eip155:1' });
  });

  test('behavior: switching network also switches the active namespace', () => {
    const { dispatch, state } = setup();
    const solanaId = state().chains.solana!.caipNetworks[0]!.caipNetworkId;
    dispatch(activeNetworkSet({ caipNetworkId: solanaId }));
    expect(state()).toMatchObject({ activeNamespace: 'solana', activeCaipNetworkId: solanaId });
    expect(state().chains.solana?.networkState.caipNetworkId).toBe(solanaId);
  });

  test('behavior: the wallet may report a network outside the configured list', () => {
    const { dispatch, state } = setup();
    dispatch(walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:42' }));
    expect(state().activeCaipNetworkId).toBe('eip155:42');
    expect(state().chains.eip155?.caipNetworks.some((n) => n.caipNetworkId === 'eip155:42')).toBe(false);
  });

  test('behavior: disconnect resets account and network state but keeps configured networks', () => {
    const { dispatch, state } = setup();
    dispatch(
      accountUpdated({
        namespace: 'eip155',
        address: '0xabc',
        caipAddress: 'eip155:1:0xabc',
        balance: '1.5',
      }),
    );
    dispatch(
      approvedNetworksSet({ namespace: 'eip155', approved: ['eip155:1'], supportsAllNetworks: false }),
    );
    dispatch(accountReset({ namespace: 'eip155' }));
    dispatch(networkReset({ namespace: 'eip155' }));
    const eip155 = state().chains.eip155!;
    expect(eip155.accountState).toEqual({ allAccounts: [], addressLabels: {}, currentTab: 0 });
    expect(eip155.networkState.approvedCaipNetworkIds).toEqual([]);
    expect(eip155.networkState.caipNetworkId).toBe('eip155:1');
    expect(eip155.caipNetworks).toHaveLength(2);
  });

  test('error: updates for an unconfigured namespace change nothing', () => {
    const { dispatch, state } = setup();
    const before = state();
    dispatch(accountUpdated({ namespace: 'polkadot', address: 'x' }));
    expect(state()).toBe(before);
  });
});

describe('the native balance is keyed by network and address (issue 22)', () => {
  const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  function connected() {
    const kit = createTestKitStore();
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address }));
    const read = { namespace: 'eip155' as const, address };
    return { kit, read, account: () => kit.store.getState().chains.chains.eip155!.accountState };
  }

  test('behavior: a switch drops the previous network balance, and a failed read says unavailable', () => {
    const { kit, read, account } = connected();
    const { balanceRead } = chainsSlice.actions;
    kit.store.dispatch(
      balanceRead({ ...read, caipNetworkId: 'eip155:1', balance: { balance: '2', symbol: 'ETH' } }),
    );
    expect(account()).toMatchObject({ balance: '2', balanceSymbol: 'ETH', balanceUnavailable: false });
    kit.store.dispatch(activeNetworkSet({ caipNetworkId: 'eip155:11155111' }));
    expect(account().balance).toBeUndefined();
    kit.store.dispatch(balanceRead({ ...read, caipNetworkId: 'eip155:11155111' }));
    expect(account()).toMatchObject({ balance: undefined, balanceUnavailable: true });
  });

  test('behavior: a late read of another network or address is dropped', () => {
    const { kit, read, account } = connected();
    const { balanceRead } = chainsSlice.actions;
    kit.store.dispatch(activeNetworkSet({ caipNetworkId: 'eip155:11155111' }));
    kit.store.dispatch(
      balanceRead({ ...read, caipNetworkId: 'eip155:1', balance: { balance: '2', symbol: 'ETH' } }),
    );
    kit.store.dispatch(
      balanceRead({
        ...read,
        address: '0x0000000000000000000000000000000000000001',
        caipNetworkId: 'eip155:11155111',
        balance: { balance: '3', symbol: 'ETH' },
      }),
    );
    expect(account().balance).toBeUndefined();
  });
});
