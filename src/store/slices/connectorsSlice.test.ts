import { createTestKitStore } from '../../../test/store/testKitStore';
import { connectorsSlice } from './connectorsSlice';

const { connectorAdded, connectorRemoved, recentWalletAdded } = connectorsSlice.actions;

describe('connectors', () => {
  function setup() {
    const kit = createTestKitStore();
    return { dispatch: kit.store.dispatch, state: () => kit.store.getState().connectors };
  }

  test('default: no connectors and no recent wallets', () => {
    expect(setup().state()).toMatchObject({ connectors: [], recentWallets: [] });
  });

  test('behavior: connectors are de-duplicated by id and by rdns on the same chain', () => {
    const { dispatch, state } = setup();
    dispatch(
      connectorAdded({
        id: 'a',
        type: 'ANNOUNCED',
        name: 'MetaMask',
        chain: 'eip155',
        info: { rdns: 'io.metamask' },
      }),
    );
    dispatch(
      connectorAdded({
        id: 'b',
        type: 'INJECTED',
        name: 'MetaMask 2',
        chain: 'eip155',
        info: { rdns: 'io.metamask' },
      }),
    );
    dispatch(
      connectorAdded({
        id: 'c',
        type: 'ANNOUNCED',
        name: 'MetaMask',
        chain: 'solana',
        info: { rdns: 'io.metamask' },
      }),
    );
    dispatch(
      connectorAdded({ id: 'a', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155', imageUrl: 'data:x' }),
    );
    expect(state().connectors.map((c) => [c.id, c.chain])).toEqual([
      ['b', 'eip155'],
      ['c', 'solana'],
      ['a', 'eip155'],
    ]);
    dispatch(connectorRemoved({ id: 'c' }));
    expect(state().connectors).toHaveLength(2);
  });

  test('behavior: recent wallets keep the two most recent, newest first, without duplicates', () => {
    const { dispatch, state } = setup();
    for (const id of ['a', 'b', 'a', 'c']) dispatch(recentWalletAdded({ id }));
    expect(state().recentWallets).toEqual([{ id: 'c' }, { id: 'a' }]);
  });
});
