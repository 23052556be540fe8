import { createTestKitStore } from '../../../test/store/testKitStore';
import { ethereum } from '../../core/networks/chains/evm';
import { sepolia } from '../../core/networks/chains/evmTestnets';
import type { RootState } from '../createKitStore';
import { chainsSlice } from '../slices/chainsSlice';
import { connectionSlice } from '../slices/connectionSlice';
import { modalSlice } from '../slices/modalSlice';
import { selectActiveAccount, selectActiveAddress, selectConnectedAccount } from './selectActiveAccount';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

function kitAt() {
  const { store } = createTestKitStore();
  const read = () => selectActiveAccount(store.getState() as RootState);
  return { store, read, state: () => store.getState() as RootState };
}

describe('selectActiveAccount', () => {
  test('default: nobody connected is disconnected, on the active network, without an address', () => {
    const { read, state } = kitAt();
    expect(read()).toEqual({
      status: 'disconnected',
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      network: ethereum,
    });
    expect(selectActiveAddress(state())).toBeUndefined();
    expect(selectConnectedAccount(state())).toBeUndefined();
  });

  test('behavior: connecting, then the account arrives, then connected with its balance', () => {
    const { store, read, state } = kitAt();
    store.dispatch(connectionSlice.actions.connecting({ namespace: 'eip155' }));
    expect(read()).toEqual({
      status: 'connecting',
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      network: ethereum,
    });
    store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
    expect(read()).toMatchObject({ status: 'connecting', address: ADDRESS });
    store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    store.dispatch(
      chainsSlice.actions.accountUpdated({ namespace: 'eip155', balance: '1.5', balanceSymbol: 'ETH' }),
    );
    expect(read()).toEqual({
      status: 'connected',
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      network: ethereum,
      address: ADDRESS,
      balance: '1.5',
      balanceSymbol: 'ETH',
    });
    expect(selectActiveAddress(state())).toBe(ADDRESS);
    expect(selectConnectedAccount(state())?.address).toBe(ADDRESS);
  });

  test('edge: connected before the wallet reported an account still reads as connecting', () => {
    const { store, read } = kitAt();
    store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    expect(read()).toEqual({
      status: 'connecting',
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      network: ethereum,
    });
  });

  test('edge: a wallet on a network the app did not configure keeps its id and has no network', () => {
    const { store, read } = kitAt();
    store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
    store.dispatch(
      chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:999' }),
    );
    const account = read();
    expect(account).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:999', address: ADDRESS });
    expect(account.network).toBeUndefined();
  });

  test('behavior: a disconnect makes it disconnected again; another namespace connected does not count', () => {
    const { store, read } = kitAt();
    store.dispatch(connectionSlice.actions.connected({ namespace: 'solana', connectorId: 'phantom' }));
    store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'solana', address: 'So1ana' }));
    expect(read().status).toBe('disconnected');
    store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
    expect(read().status).toBe('connected');
    store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    store.dispatch(chainsSlice.actions.accountReset({ namespace: 'eip155' }));
    expect(read()).toEqual({
      status: 'disconnected',
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      network: ethereum,
    });
  });

  test("behavior: switching network moves the account there (its balance was the other chain's)", () => {
    const { store, read } = kitAt();
    store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    store.dispatch(
      chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS, balance: '2' }),
    );
    store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: sepolia.caipNetworkId }));
    expect(read()).toEqual({
      status: 'connected',
      namespace: 'eip155',
      caipNetworkId: sepolia.caipNetworkId,
      network: sepolia,
      address: ADDRESS,
    });
  });

  test('memo: the same object while what it is made of is unchanged, a new one when it changes', () => {
    const { store, read } = kitAt();
    store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
    const first = read();
    // Unrelated changes: the modal, another namespace's account, the account's profile name.
    store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
    store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'solana', address: 'So1ana' }));
    store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', profileName: 'vitalik.eth' }));
    expect(read()).toBe(first);
    store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', balance: '3' }));
    const second = read();
    expect(second).not.toBe(first);
    expect(second).toMatchObject({ status: 'connected', balance: '3' });
  });
});
