import { createTestKitStore } from '../testKitStore';
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
