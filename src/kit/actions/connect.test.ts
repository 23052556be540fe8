import { rpcError } from '../../../test/adapters/createTestWallet';
import { registerActionFixture, WALLET_ID } from '../../../test/kit/actionFixture';
import { connect } from './connect';

const f = registerActionFixture();

describe('connect (kit action)', () => {
  test('default: a listed wallet connects; its account, chain, balance and recent-wallet entry are in the store', async () => {
    const kit = f.makeKit();
    const wallet = f.wallet(0);
    f.listWallet(kit, wallet);
    await kit.ready;
    const result = await connect(kit, { connectorId: WALLET_ID });
    const address = result.accounts[0]!;
    expect(result).toEqual({ namespace: 'eip155', accounts: [address], chainId: 31337 });
    const state = f.state(kit);
    expect(state.connection.status.eip155).toBe('connected');
    expect(state.connection.connectorIds.eip155).toBe(WALLET_ID);
    expect(state.chains.chains.eip155?.accountState.address).toBe(address);
    expect(state.chains.chains.eip155?.networkState.caipNetworkId).toBe('eip155:31337');
    expect(state.chains.chains.eip155?.accountState.balance).toBe('10000'); // anvil's 10,000 ETH
    expect(state.connectors.recentWallets[0]?.id).toBe(WALLET_ID);
  });

  test('error: an id the kit does not list rejects with WalletConnectConnectorNotFoundError and changes nothing', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await expect(connect(kit, { connectorId: 'nope' })).rejects.toMatchObject({
      name: 'WalletConnectConnectorNotFoundError',
    });
    expect(f.state(kit).connection.status.eip155 ?? 'disconnected').toBe('disconnected');
  });

  test('error: a wallet that declines (4001) rejects with its error and the namespace stays disconnected', async () => {
    const kit = f.makeKit();
    f.listWallet(
      kit,
      f.wallet(0, {
        eth_requestAccounts: () => {
          throw rpcError(4001, 'User rejected the request.');
        },
      }),
    );
    await kit.ready;
    await expect(connect(kit, { connectorId: WALLET_ID })).rejects.toMatchObject({ code: 4001 });
    expect(f.state(kit).connection.status.eip155 ?? 'disconnected').toBe('disconnected');
    expect(f.state(kit).chains.chains.eip155?.accountState.address).toBeUndefined();
  });

  test('behavior: a wallet on a chain the kit was not given connects, and the kit shows UnsupportedChain', async () => {
    const kit = f.makeKit();
    f.listWallet(kit, f.wallet(0, { eth_chainId: () => '0x1' }));
    await kit.ready;
    await kit.open();
    await expect(connect(kit, { connectorId: WALLET_ID })).resolves.toMatchObject({ chainId: 1 });
    expect(f.state(kit).chains.chains.eip155?.networkState.caipNetworkId).toBe('eip155:1');
    expect(kit.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' });
  });
});
