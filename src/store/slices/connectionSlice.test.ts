import { createTestKitStore } from '../../../test/store/testKitStore';
import { INITIAL_STATE_APPLIED } from '../persistence/isRehydrateOf';
import { chainsSlice } from './chainsSlice';
import { connectionSlice, isPairingExpired } from './connectionSlice';

const { connecting, connected, syncFailed, disconnected, walletConnectUriSet, walletConnectStatusSet } =
  connectionSlice.actions;

describe('connection status', () => {
  function setup() {
    const kit = createTestKitStore();
    return { dispatch: kit.store.dispatch, state: () => kit.store.getState().connection };
  }

  test('default: every namespace starts disconnected', () => {
    const { state } = setup();
    expect(connectionSlice.selectors.selectStatus({ connection: state() }, 'eip155')).toBe('disconnected');
  });

  test('behavior: connecting then connected records the connector and wallet', () => {
    const { dispatch, state } = setup();
    dispatch(connecting({ namespace: 'eip155' }));
    expect(state().status.eip155).toBe('connecting');
    dispatch(connected({ namespace: 'eip155', connectorId: 'walletConnect', wallet: { name: 'Rainbow' } }));
    expect(state()).toMatchObject({
      status: { eip155: 'connected' },
      connectorIds: { eip155: 'walletConnect' },
    });
    expect(state().wallets.eip155?.name).toBe('Rainbow');
  });

  test('behavior: a failed sync and a disconnect both remove the connector id of that chain only', () => {
    const { dispatch, state } = setup();
    dispatch(connected({ namespace: 'eip155', connectorId: 'injected' }));
    dispatch(connected({ namespace: 'solana', connectorId: 'phantom' }));
    dispatch(syncFailed({ namespace: 'eip155' }));
    expect(state().status.eip155).toBe('disconnected');
    expect(state().connectorIds).toEqual({ solana: 'phantom' });
    dispatch(disconnected({ namespace: 'solana' }));
    expect(state().connectorIds).toEqual({});
  });

  test('behavior: the last address a namespace reports is kept until that namespace disconnects', () => {
    const { dispatch, state } = setup();
    dispatch(connected({ namespace: 'eip155', connectorId: 'injected' }));
    dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: '0xAbC1' }));
    dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', balance: '1' }));
    dispatch(chainsSlice.actions.accountUpdated({ namespace: 'solana', address: 'So1ana' }));
    expect(state().lastAddresses).toEqual({ eip155: '0xAbC1', solana: 'So1ana' });
    dispatch(disconnected({ namespace: 'eip155' }));
    expect(state().lastAddresses).toEqual({ solana: 'So1ana' });
  });

  test('error: a restored address is kept only beside a restored connector and only when address-shaped', () => {
    const { dispatch, state } = setup();
    const payload = {
      connectorIds: { eip155: 'injected', solana: 'phantom' },
      lastAddresses: { eip155: '0xAbC1', solana: '<img src=x onerror=alert(1)>', bip122: 'bc1qxyz' },
    };
    dispatch({ type: INITIAL_STATE_APPLIED, key: 'connection', payload });
    expect(state().lastAddresses).toEqual({ eip155: '0xAbC1' });
    expect(state().status).toEqual({ eip155: 'connecting', solana: 'connecting' });
  });

  test('behavior: wallet-connect status runs disconnected, connecting, connected; a URI sets the pairing expiry', () => {
    const { dispatch, state } = setup();
    expect(state().walletConnect.status).toBe('disconnected');
    dispatch(walletConnectUriSet({ uri: 'wc:abc@2', now: 1_000 }));
    expect(state().walletConnect).toEqual({ status: 'connecting', uri: 'wc:abc@2', pairingExpiry: 301_000 });
    dispatch(walletConnectStatusSet({ status: 'connected' }));
    expect(state().walletConnect.status).toBe('connected');
    dispatch(walletConnectStatusSet({ status: 'disconnected' }));
    expect(state().walletConnect).toEqual({ status: 'disconnected' });
  });

  test('behavior: a pairing is expired when 10 s or less remain', () => {
    const wc = { status: 'connecting' as const, pairingExpiry: 100_000 };
    expect(isPairingExpired(wc, 89_999)).toBe(false);
    expect(isPairingExpired(wc, 90_000)).toBe(true);
    expect(isPairingExpired({ status: 'disconnected' }, 0)).toBe(true);
  });
});
