import type { AppKitEvent } from '../../core/events/appKitEvents';
import { base, ethereum } from '../../core/networks/chains/evm';
import { connectionEstablished } from '../../store/actions/adapterEvents';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { type ConnectorInfo, connectorsSlice } from '../../store/slices/connectorsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { type AppKit, createAppKit } from '../createAppKit';

// AppKit's events of reports (reportEvents.ts, started with the kit's modal routing): CONNECT_SUCCESS,
// raised once for every way of connecting, and SWITCH_NETWORK, for every change of the active network.

let kit: AppKit;
let seen: AppKitEvent['data'][];
beforeEach(() => {
  kit = createAppKit({
    projectId: 'test',
    networks: [ethereum, base],
    storage: createMemoryStorage(),
    features: { analytics: false },
    onWarn: () => undefined,
  });
  seen = [];
  kit.subscribeEvents((event) => seen.push(event.data));
});
afterEach(() => kit.destroy());

/** A connector of `type` connected on eip155, as its adapter reports it (wallet: the session's wallet). */
function connected(connector: Omit<ConnectorInfo, 'chain'>, wallet?: string) {
  kit.store.dispatch(connectorsSlice.actions.connectorAdded({ ...connector, chain: 'eip155' }));
  kit.store.dispatch(
    connectionSlice.actions.connected({
      namespace: 'eip155',
      connectorId: connector.id,
      ...(wallet ? { wallet: { name: wallet } } : {}),
    }),
  );
  kit.store.dispatch(connectionEstablished({ connectorId: connector.id }));
}

const connects = () => seen.filter((data) => data.event === 'CONNECT_SUCCESS');

describe('CONNECT_SUCCESS', () => {
  test('default: an extension picked in the modal: method browser, its name and the view it was picked on', () => {
    kit.store.dispatch(modalSlice.actions.opened({ view: 'Connect' }));
    kit.store.dispatch(modalSlice.actions.pushed({ view: 'ConnectingExternal' }));
    connected({ id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby Wallet' });
    expect(connects()).toEqual([
      {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'Rabby Wallet', view: 'ConnectingExternal' },
      },
    ]);
    // Raised before the kit closes the connect flow, so MODAL_CLOSE follows it, connected.
    expect(seen.map((data) => data.event)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE']);
    expect(seen.at(-1)).toMatchObject({ properties: { connected: true } });
  });

  test("behavior: WalletConnect is qrcode with the session's wallet; the embedded wallet is email", () => {
    connected({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' }, 'Trust Wallet');
    kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    connected({ id: 'AUTH', type: 'AUTH', name: 'Email' });
    expect(connects().map((data) => data.properties)).toEqual([
      { method: 'qrcode', name: 'Trust Wallet' },
      { method: 'email', name: 'Email' },
    ]);
  });

  test('error: a report naming a connector the kit does not list still raises it, named by its id', () => {
    kit.store.dispatch(connectionEstablished({ connectorId: 'io.unknown' }));
    expect(connects().map((data) => data.properties)).toEqual([{ method: 'browser', name: 'io.unknown' }]);
  });
});

describe('SWITCH_NETWORK', () => {
  test('default: a change of the active network, however asked; the same network again raises none', () => {
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:1' }));
    expect(seen).toEqual([
      { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' } },
      { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:1' } },
    ]);
  });

  test('behavior: going back after the wallet refused a switch is not another switch (raised once)', () => {
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    // followActiveNetwork's restore of the network the wallet is on.
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:1', restored: true }));
    expect(kit.store.getState().chains.activeCaipNetworkId).toBe('eip155:1');
    expect(seen).toEqual([
      { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' } },
    ]);
  });
});
