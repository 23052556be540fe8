/** @jest-environment jsdom */

import {
  EVM,
  EVM_SMART,
  flush,
  installEmbeddedWalletHarness,
  ORIGIN,
  SOL,
  setup,
} from '../../../test/adapters/auth/embeddedWalletHarness';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../core/constants/time';
import { ethereum } from '../../core/networks/chains/evm';
import { AUTH_CONNECTOR_ID, EMBEDDED_WALLET_SERVICE_ID } from '../../store/services/EmbeddedWalletService';
import { authSlice } from '../../store/slices/authSlice';
import { registerEmbeddedWallet } from './registerEmbeddedWallet';

// The embedded wallet's connector against a stand-in frame (see the harness): registration, the login
// steps, connect on both namespaces, restore on start and sign-out (SPEC §4).

installEmbeddedWalletHarness();

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

describe('registerEmbeddedWallet', () => {
  test('default: registers the service, connector:auth and the AUTH connector; destroy removes the iframe', async () => {
    const { kit, service, connector, state } = await setup();
    expect(kit.services.get(EMBEDDED_WALLET_SERVICE_ID)).toBe(service);
    expect(kit.services.get(`connector:${AUTH_CONNECTOR_ID}`)).toEqual({
      connect: expect.any(Function),
      disconnect: expect.any(Function),
    });
    expect(state().connectors.connectors).toContainEqual({
      id: 'auth',
      type: 'AUTH',
      name: 'Email & Socials',
      chain: 'eip155',
    });
    const url = new URL(connector.client.iframe.src);
    expect(url.origin).toBe(ORIGIN);
    expect(url.searchParams.get('projectId')).toBe('project-1');
    expect(url.searchParams.get('chainId')).toBe('eip155:1');
    expect(connector.client.iframe.isConnected).toBe(true);
    kit.destroy();
    await flush();
    expect(connector.client.iframe.isConnected).toBe(false);
  });

  test('error: secureSiteOrigin is required', async () => {
    const { kit } = await setup();
    expect(() => registerEmbeddedWallet(kit, {} as never)).toThrow(
      'registerEmbeddedWallet: secureSiteOrigin is required',
    );
  });

  test('behavior: SYNC_DAPP_DATA and SYNC_THEME go out once ready; a theme change is synced again', async () => {
    const { kit, frame } = await setup();
    frame.ready();
    await flush();
    expect(frame.sent('SYNC_DAPP_DATA')).toEqual([
      {
        metadata: { name: 'Demo', description: 'A demo', url: 'https://demo.test', icons: [] },
        sdkVersion: 'portico-4.0.0',
        sdkType: 'portico',
        projectId: 'project-1',
      },
    ]);
    expect(frame.sent('SYNC_THEME')).toEqual([{ themeMode: 'dark', themeVariables: {} }]);
    kit.setThemeMode('light');
    kit.setThemeVariables({ accent: '#ff0000' });
    await flush();
    expect(frame.sent('SYNC_THEME').slice(1)).toEqual([
      { themeMode: 'light', themeVariables: {} },
      { themeMode: 'light', themeVariables: { accent: '#ff0000' } },
    ]);
  });

  test('error: a frame that never gets ready raises IFRAME_LOAD_FAILED and the request rejects', async () => {
    const { service, state } = await setup();
    const connecting = service.connect().catch((error: Error) => error);
    await flush();
    jest.advanceTimersByTime(19_999);
    expect(state().alerts.current).toBeNull();
    jest.advanceTimersByTime(1);
    expect(await connecting).toMatchObject({ message: 'Request was aborted' });
    expect(state().alerts.current).toEqual({
      id: 'IFRAME_LOAD_FAILED',
      message: 'Embedded Wallet Failed to Load: the secure frame did not answer in time.',
    });
  });

  test('error: a login step the frame never answers raises IFRAME_REQUEST_TIMEOUT and rejects', async () => {
    const { service, frame, state } = await setup();
    frame.handlers.CONNECT_OTP = () => 'hold';
    frame.ready();
    const otp = service.connectOtp('123456').catch((error: Error) => error);
    await flush();
    jest.advanceTimersByTime(30_000);
    expect(await otp).toMatchObject({ message: 'Request was aborted' });
    expect(state().alerts.current?.id).toBe('IFRAME_REQUEST_TIMEOUT');
  });
});

describe('e-mail login', () => {
  test('behavior: a second code within 30 s is refused with the seconds left, rounded up', async () => {
    const { kit, service, frame, state } = await setup();
    frame.ready();
    jest.setSystemTime(1_000_000);
    await expect(service.connectEmail('ada@example.test')).resolves.toEqual({ action: 'VERIFY_OTP' });
    expect(state().auth.lastEmailLoginTime).toBe(1_000_000);
    jest.setSystemTime(1_000_000 + 10_500);
    await expect(service.connectEmail('ada@example.test')).rejects.toThrow(
      'Please try again after 20 seconds',
    );
    jest.setSystemTime(1_000_000 + EMAIL_LOGIN_COOLDOWN_MS - 1);
    await expect(service.connectEmail('ada@example.test')).rejects.toThrow(
      'Please try again after 1 seconds',
    );
    expect(frame.sent('CONNECT_EMAIL')).toHaveLength(1);
    jest.setSystemTime(1_000_000 + EMAIL_LOGIN_COOLDOWN_MS);
    await expect(service.connectEmail('ada@example.test')).resolves.toEqual({ action: 'VERIFY_OTP' });
    expect(frame.sent('CONNECT_EMAIL')).toHaveLength(2);
    expect(kit.store.getState().auth.lastEmailLoginTime).toBe(1_000_000 + EMAIL_LOGIN_COOLDOWN_MS);
  });

  test('error: an invalid e-mail is refused and changes nothing', async () => {
    const { service, frame, state } = await setup();
    frame.ready();
    await expect(service.connectEmail('not-an-email')).rejects.toThrow();
    expect(state().auth.lastEmailLoginTime).toBeUndefined();
    expect(frame.sent('CONNECT_EMAIL')).toEqual([]);
  });

  test('behavior: the OTP step stores the e-mail and login flag, then connects both namespaces', async () => {
    const { kit, service, frame, state } = await setup();
    frame.ready();
    await kit.open({ view: 'Connect' });
    await service.connectEmail('ada@example.test');
    await service.connectOtp('123456');
    expect(state().auth).toMatchObject({ email: 'ada@example.test', emailLoginUsed: true });
    expect(state().auth.lastEmailLoginTime).toBeUndefined();
    expect(frame.sent('GET_USER')).toEqual([
      { chainId: 'eip155:1', preferredAccountType: 'smartAccount' },
      { chainId: SOLANA_MAINNET },
    ]);
    expect(state().connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' });
    expect(state().connection.connectorIds).toMatchObject({ eip155: 'auth', solana: 'auth' });
    expect(state().connection.wallets.eip155).toEqual({ name: 'Email & Socials', id: 'auth' });
    expect(state().chains.chains.eip155?.accountState).toMatchObject({
      address: EVM,
      caipAddress: `eip155:1:${EVM}`,
      user: { email: 'ada@example.test' },
      allAccounts: [
        { address: EVM, type: 'eoa', namespace: 'eip155' },
        { address: EVM_SMART, type: 'smartAccount', namespace: 'eip155' },
      ],
    });
    expect(state().chains.chains.solana?.accountState).toMatchObject({
      address: SOL,
      caipAddress: `${SOLANA_MAINNET}:${SOL}`,
    });
    expect(state().chains.preferredAccountTypes.eip155).toBe('eoa');
    expect(state().auth.smartAccountEnabledNetworks).toEqual(['eip155:1', 'eip155:8453']);
    expect(kit.services.get('provider:eip155')).toBeDefined();
    expect(kit.services.get('provider:solana')).toBeDefined();
    expect(state().modal.open).toBe(false);
  });

  test('behavior: a failed smart-account network fetch stores an empty list; no Solana networks, no Solana GET_USER', async () => {
    const { service, frame, state } = await setup({ networks: [ethereum] });
    frame.handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS = () => ({ error: 'boom' });
    frame.ready();
    await service.connect();
    expect(state().auth.smartAccountEnabledNetworks).toEqual([]);
    expect(state().chains.chains.eip155?.networkState.smartAccountEnabledNetworks).toEqual([]);
    expect(frame.sent('GET_USER')).toHaveLength(1);
    expect(state().connection.status.eip155).toBe('connected');
  });

  test('behavior: social login stores the provider and user name; Farcaster likewise', async () => {
    const { service, frame, state } = await setup();
    frame.handlers.CONNECT_SOCIAL = () => ({
      ok: { address: EVM, chainId: 1, accounts: [], userName: 'ada' },
    });
    frame.handlers.CONNECT_FARCASTER = () => ({ ok: { userName: 'ada.fc' } });
    frame.ready();
    await service.connectSocial('https://demo.test/?code=abc', 'github');
    expect(state().auth).toMatchObject({ socialProvider: 'github', socialUsername: 'ada' });
    expect(frame.sent('CONNECT_SOCIAL')).toEqual([{ uri: 'https://demo.test/?code=abc' }]);
    await service.connectFarcaster();
    expect(state().auth).toMatchObject({ socialProvider: 'farcaster', socialUsername: 'ada.fc' });
    expect(state().connection.status.eip155).toBe('connected');
  });
});

describe('preferred account and sign-out', () => {
  test('behavior: SET_PREFERRED_ACCOUNT stores the type and the new address', async () => {
    const { service, frame, state } = await setup();
    frame.ready();
    await service.connect();
    await service.setPreferredAccount('smartAccount');
    expect(state().chains.preferredAccountTypes.eip155).toBe('smartAccount');
    expect(state().chains.chains.eip155?.accountState.address).toBe(EVM_SMART);
  });

  test('error: a failed SET_PREFERRED_ACCOUNT reports and stores eoa', async () => {
    const { service, frame, state } = await setup();
    frame.handlers.SET_PREFERRED_ACCOUNT = () => ({ error: 'Smart accounts are not available' });
    frame.ready();
    await service.connect();
    await expect(service.setPreferredAccount('smartAccount')).rejects.toThrow(
      'Smart accounts are not available',
    );
    expect(state().chains.preferredAccountTypes.eip155).toBe('eoa');
  });

  test('behavior: sign-out clears the login data and resets both namespaces', async () => {
    const { kit, service, frame, state, connector } = await setup();
    const evmAccounts = jest.fn();
    const solanaAccounts = jest.fn();
    connector.eip155.on('accountsChanged', evmAccounts);
    connector.solana.on('accountsChanged', solanaAccounts);
    frame.ready();
    await service.connectEmail('ada@example.test');
    await service.connectOtp('123456');
    expect(evmAccounts).toHaveBeenLastCalledWith([EVM]);
    expect(solanaAccounts).toHaveBeenLastCalledWith([SOL]);
    kit.store.dispatch(authSlice.actions.socialLoginSucceeded({ provider: 'google', username: 'ada' }));
    await kit.adapters.disconnect();
    expect(frame.sent('SIGN_OUT')).toHaveLength(1);
    expect(state().auth).toMatchObject({ emailLoginUsed: false });
    expect(state().auth.email).toBeUndefined();
    expect(state().auth.socialUsername).toBeUndefined();
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(state().connection.status[namespace]).toBe('disconnected');
      expect(state().connection.connectorIds[namespace]).toBeUndefined();
      expect(state().chains.chains[namespace]?.accountState.address).toBeUndefined();
      expect(kit.services.get(`provider:${namespace}`)).toBeUndefined();
    }
    expect(evmAccounts).toHaveBeenLastCalledWith([]);
    expect(solanaAccounts).toHaveBeenLastCalledWith([]);
  });

  test('error: a failed SIGN_OUT keeps the connection and rejects', async () => {
    const { service, frame, state } = await setup();
    frame.handlers.SIGN_OUT = () => ({ error: 'Network down' });
    frame.ready();
    await service.connect();
    await expect(service.signOut()).rejects.toThrow('Network down');
    expect(state().connection.status.eip155).toBe('connected');
  });
});

describe('restore on start', () => {
  const stored = {
    '@appkit/connection': JSON.stringify({
      connectorIds: { eip155: 'auth', solana: 'auth' },
      wallets: { eip155: { name: 'Email & Socials' } },
    }),
    // redux-persist's form: each field JSON-encoded inside the object.
    '@appkit/auth': JSON.stringify({
      emailLoginUsed: JSON.stringify(true),
      email: JSON.stringify('ada@example.test'),
    }),
  };

  test('behavior: IS_CONNECTED true connects the stored session', async () => {
    const { frame, state } = await setup({ stored });
    frame.ready();
    await flush(60);
    expect(frame.sent('IS_CONNECTED')).toEqual([{}]);
    expect(state().connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' });
    expect(state().auth.email).toBe('ada@example.test');
  });

  test.each([
    ['false', () => ({ ok: { isConnected: false } })],
    ['a failure', () => ({ error: 'Session expired' })],
  ] as const)('behavior: IS_CONNECTED %s clears the login data and fails the sync', async (_, handler) => {
    const { frame, state } = await setup({ stored, handlers: { IS_CONNECTED: handler } });
    frame.ready();
    await flush(60);
    expect(frame.sent('IS_CONNECTED')).toHaveLength(1);
    expect(frame.sent('GET_USER')).toEqual([]);
    expect(state().auth.emailLoginUsed).toBe(false);
    expect(state().auth.email).toBeUndefined();
    expect(state().connection.status).toMatchObject({ eip155: 'disconnected', solana: 'disconnected' });
    expect(state().connection.connectorIds).toEqual({});
  });

  test('behavior: nothing stored, nothing checked', async () => {
    const { frame } = await setup();
    frame.ready();
    await flush(60);
    expect(frame.sent('IS_CONNECTED')).toEqual([]);
  });
});
