import type { ConnectorType } from '../../core/constants/connectors';
import { ethereum } from '../../core/networks/chains/evm';
import { solana } from '../../core/networks/chains/solana';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { providerServiceId } from '../../store/services/kitServices';
import { authSlice } from '../../store/slices/authSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { connectorsSlice } from '../../store/slices/connectorsSlice';
import { type AppKit, createAppKit } from '../createAppKit';
import { disconnect } from './disconnect';

let kit: AppKit;
beforeEach(() => {
  kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum, solana],
    storage: createMemoryStorage(),
    features: { analytics: false },
  });
});
afterEach(() => kit.destroy());

const state = () => kit.store.getState();

/** Connects `namespaces` through connector `id` of `type`; returns its service's disconnect mock. */
function connect(id: string, type: ConnectorType, namespaces: Array<'eip155' | 'solana'>) {
  const walletDisconnect = jest.fn(async () => undefined);
  kit.store.dispatch(connectorsSlice.actions.connectorAdded({ id, type, name: id, chain: namespaces[0]! }));
  kit.services.set(`connector:${id}`, { connect: async () => undefined, disconnect: walletDisconnect });
  for (const namespace of namespaces) {
    kit.services.set(providerServiceId(namespace), { request: async () => null });
    kit.store.dispatch(connectionSlice.actions.connected({ namespace, connectorId: id }));
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace, address: `${id}-account` }));
  }
  return walletDisconnect;
}

describe('disconnect (kit action)', () => {
  test('default: without a namespace, every connected namespace and its wallet go; providers and social provider too', async () => {
    const evm = connect('injected', 'ANNOUNCED', ['eip155']);
    const sol = connect('phantom', 'ANNOUNCED', ['solana']);
    kit.store.dispatch(authSlice.actions.socialLoginSucceeded({ provider: 'google' }));
    await expect(disconnect(kit, {})).resolves.toEqual({ namespaces: ['eip155', 'solana'] });
    expect(evm).toHaveBeenCalledTimes(1);
    expect(sol).toHaveBeenCalledTimes(1);
    expect(state().connection.status).toEqual({ eip155: 'disconnected', solana: 'disconnected' });
    expect(state().chains.chains.eip155?.accountState.address).toBeUndefined();
    expect(kit.services.get(providerServiceId('solana'))).toBeUndefined();
    expect(state().auth.socialProvider).toBeUndefined();
  });

  test('behavior: one namespace of an injected wallet goes alone', async () => {
    connect('injected', 'ANNOUNCED', ['eip155']);
    connect('phantom', 'ANNOUNCED', ['solana']);
    await disconnect(kit, { namespace: 'eip155' });
    expect(state().connection.status).toEqual({ eip155: 'disconnected', solana: 'connected' });
    expect(kit.services.get(providerServiceId('solana'))).toBeDefined();
  });

  test('behavior: a WalletConnect session takes its other namespaces along, once, and resets the pairing status', async () => {
    const walletDisconnect = connect('walletConnect', 'WALLET_CONNECT', ['eip155', 'solana']);
    kit.store.dispatch(connectionSlice.actions.walletConnectStatusSet({ status: 'connected' }));
    await expect(disconnect(kit, { namespace: 'solana' })).resolves.toEqual({
      namespaces: ['solana', 'eip155'],
    });
    expect(walletDisconnect).toHaveBeenCalledTimes(1);
    expect(state().connection.status).toEqual({ eip155: 'disconnected', solana: 'disconnected' });
    expect(state().connection.walletConnect.status).toBe('disconnected');
  });

  test('error: a wallet that fails to disconnect rejects with DisconnectFailedError and nothing is reset', async () => {
    const walletDisconnect = connect('injected', 'ANNOUNCED', ['eip155']);
    walletDisconnect.mockRejectedValueOnce(new Error('wallet went away'));
    await expect(disconnect(kit)).rejects.toMatchObject({
      name: 'DisconnectFailedError',
      message: 'Failed to disconnect',
    });
    expect(state().connection.status.eip155).toBe('connected');
    expect(kit.services.get(providerServiceId('eip155'))).toBeDefined();
  });
});
