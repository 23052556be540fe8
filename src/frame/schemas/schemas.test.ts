import { FRAME_APP_EVENTS, type FrameAppEventName } from '../../core/constants/frame';
import { EMBEDDED_SUPPORTED_RPC_METHODS } from '../../core/constants/rpcMethods';
import { appEventType, FRAME_READY_TYPE, frameErrorType, frameSuccessType } from './events';
import { parseAppEvent, parseFrameEvent } from './parse';
import { CHAIN_READ_METHODS } from './rpc';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const USER = {
  email: 'ada@example.com',
  address: EVM,
  chainId: 'eip155:1',
  accounts: [{ address: EVM, type: 'eoa' }],
};
const THEME = { themeMode: 'light', themeVariables: { '--w3m-accent': '#fff' }, w3mThemeVariables: {} };
const DAPP = {
  metadata: { name: 'Demo', description: 'A demo', url: 'https://demo.example', icons: ['https://i/x.png'] },
  sdkVersion: 'portico-4.0.0',
  sdkType: 'portico',
  projectId: 'p1',
};

const app = (name: FrameAppEventName, payload?: unknown) => ({ type: appEventType(name), id: 'r1', payload });
const success = (name: FrameAppEventName, payload?: unknown) => ({
  type: frameSuccessType(name),
  id: 'r1',
  payload,
});

// [event, a valid payload, an invalid payload]
const APP_CASES: Array<[FrameAppEventName, unknown, unknown]> = [
  ['SWITCH_NETWORK', { chainId: 'eip155:10' }, { chainId: true }],
  ['CONNECT_EMAIL', { email: 'ada@example.com' }, { email: 'not-an-email' }],
  ['CONNECT_DEVICE', undefined, { extra: 1 }],
  ['CONNECT_OTP', { otp: '123456' }, { otp: 123456 }],
  ['CONNECT_SOCIAL', { uri: 'https://demo.example/?code=1' }, {}],
  ['GET_FARCASTER_URI', undefined, 'x'],
  ['CONNECT_FARCASTER', undefined, 1],
  [
    'GET_USER',
    { chainId: 1, preferredAccountType: 'smartAccount' },
    { chainId: 1, preferredAccountType: 'payment' },
  ],
  ['GET_SOCIAL_REDIRECT_URI', { provider: 'github' }, { provider: 'farcaster' }],
  ['SIGN_OUT', undefined, null],
  ['IS_CONNECTED', { token: 't' }, { token: 5 }],
  ['GET_CHAIN_ID', undefined, []],
  ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, {}],
  ['INIT_SMART_ACCOUNT', undefined, {}],
  ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }, { type: 'payment' }],
  ['RPC_REQUEST', { method: 'eth_chainId' }, { method: 'eth_sendUserOperation', params: [] }],
  ['UPDATE_EMAIL', { email: 'new@example.com' }, { email: 'new@' }],
  ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '1' }, {}],
  ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '2' }, { otp: null }],
  ['SYNC_THEME', THEME, { ...THEME, themeMode: 'blue' }],
  ['SYNC_DAPP_DATA', DAPP, { ...DAPP, projectId: undefined }],
  ['RELOAD', undefined, { now: true }],
];

const SUCCESS_CASES: Array<[FrameAppEventName, unknown, unknown]> = [
  ['SWITCH_NETWORK', { chainId: 10 }, {}],
  ['CONNECT_EMAIL', { action: 'VERIFY_OTP' }, { action: 'LOGIN' }],
  ['CONNECT_DEVICE', undefined, { ok: 1 }],
  ['CONNECT_OTP', undefined, 'ok'],
  ['CONNECT_SOCIAL', { ...USER, userName: 'ada' }, { ...USER, address: undefined }],
  ['GET_FARCASTER_URI', { url: 'https://warpcast.example/x' }, { url: '' }],
  ['CONNECT_FARCASTER', { userName: 'ada' }, {}],
  ['GET_USER', USER, { ...USER, accounts: [{ address: EVM, type: 'payment' }] }],
  ['GET_SOCIAL_REDIRECT_URI', { uri: 'https://accounts.example/auth' }, { uri: 1 }],
  ['SIGN_OUT', undefined, { x: 1 }],
  ['IS_CONNECTED', { isConnected: false }, { isConnected: 'yes' }],
  ['GET_CHAIN_ID', { chainId: 'eip155:1' }, { chainId: null }],
  [
    'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    { smartAccountEnabledNetworks: [1, 8453] },
    { smartAccountEnabledNetworks: '1,8453' },
  ],
  ['INIT_SMART_ACCOUNT', { address: EVM, isDeployed: true }, { address: 'abc', isDeployed: true }],
  ['SET_PREFERRED_ACCOUNT', { type: 'smartAccount', address: EVM }, { type: 'smartAccount' }],
  ['UPDATE_EMAIL', { action: 'VERIFY_SECONDARY_OTP' }, { action: 'CONNECT' }],
  ['UPDATE_EMAIL_PRIMARY_OTP', undefined, 0],
  ['UPDATE_EMAIL_SECONDARY_OTP', { newEmail: 'new@example.com' }, { newEmail: 'nope' }],
  ['SYNC_THEME', undefined, { a: 1 }],
  ['SYNC_DAPP_DATA', undefined, { a: 1 }],
  ['RELOAD', undefined, { a: 1 }],
];

const TYPED_DATA = {
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  domain: { name: 'x' },
  message: { contents: 'hi' },
};
const CALLS = { chainId: '0x1', version: '2.0.0', calls: [{ to: EVM, data: '0xabcd', value: '0x0' }] };

// [method, valid params, invalid params]
const RPC_CASES: Array<[string, unknown, unknown]> = [
  ['personal_sign', ['0x68656c6c6f', EVM], ['0x68656c6c6f']],
  ['eth_signTypedData_v4', [EVM, TYPED_DATA], [EVM, { types: {} }]],
  ['eth_signTypedData_v4', [EVM, JSON.stringify(TYPED_DATA)], ['nope', JSON.stringify(TYPED_DATA)]],
  ['eth_sendTransaction', [{ from: EVM, to: EVM, value: '0x1' }], [{ to: EVM, value: 1 }]],
  ['wallet_sendCalls', [CALLS], [{ ...CALLS, calls: [{ to: EVM.slice(2), data: '0xab' }] }]],
  ['wallet_sendCalls', [CALLS], [{ ...CALLS, calls: [{ to: EVM, data: 'abcd' }] }]],
  ['wallet_getCallsStatus', ['0xbatch'], []],
  ['wallet_getCapabilities', [EVM, ['0x1']], []],
  ['wallet_grantPermissions', [{ expiry: 1 }], ['x']],
  ['wallet_revokePermissions', [{ permissionContext: '0x' }], [1]],
  ['wallet_getAssets', [{ account: EVM, chainFilter: ['0x1'] }], [{ chainFilter: ['0x1'] }]],
  ['solana_signMessage', { message: '3yZe7d', pubkey: SOL }, { message: '3yZe7d' }],
  ['solana_signMessage', { message: '3yZe7d', pubkey: SOL }, { message: '3yZe7d', pubkey: '0OIl' }],
  ['solana_signTransaction', { transaction: 'AQAB' }, { transaction: '' }],
  ['solana_signAllTransactions', { transactions: ['AQAB', 'AQAC'] }, { transactions: [] }],
  [
    'solana_signAndSendTransaction',
    {
      transaction: 'AQAB',
      options: { skipPreflight: true, preflightCommitment: 'singleGossip', maxRetries: 3, minContextSlot: 7 },
    },
    { transaction: 'AQAB', options: { preflightCommitment: 'latest' } },
  ],
  [
    'solana_signAndSendTransaction',
    { transaction: 'AQAB' },
    { transaction: 'AQAB', options: { maxRetries: -1 } },
  ],
  ['eth_call', [{ to: EVM, data: '0x' }, 'latest'], { to: EVM }],
  ['eth_getBalance', [EVM, 'latest'], 'latest'],
];

describe('frame protocol schemas', () => {
  test('default: every SPEC §7 app event has a valid and an invalid case', () => {
    expect(new Set(APP_CASES.map(([name]) => name))).toEqual(new Set(FRAME_APP_EVENTS));
    expect(new Set([...SUCCESS_CASES.map(([name]) => name), 'RPC_REQUEST'])).toEqual(
      new Set(FRAME_APP_EVENTS),
    );
  });

  test.each(APP_CASES)('behavior: app event %s accepts a valid payload', (name, valid) => {
    const result = parseAppEvent(app(name, valid));
    expect(result).toMatchObject({ ok: true, event: { name, id: 'r1', type: `@portico-app/${name}` } });
  });

  test.each(APP_CASES)('error: app event %s rejects an invalid payload', (name, _valid, invalid) => {
    const result = parseAppEvent(app(name, invalid));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.type).toBe(`@portico-app/${name}`);
      expect(result.issues.length).toBeGreaterThan(0);
      for (const issue of result.issues) expect(issue.path.startsWith('payload')).toBe(true);
    }
  });

  test.each(SUCCESS_CASES)('behavior: success frame event of %s accepts a valid payload', (name, valid) => {
    expect(parseFrameEvent(success(name, valid))).toMatchObject({
      ok: true,
      event: { kind: 'success', name },
    });
  });

  test.each(SUCCESS_CASES)(
    'error: success frame event of %s rejects an invalid payload',
    (name, _v, invalid) => {
      expect(parseFrameEvent(success(name, invalid))).toMatchObject({
        ok: false,
        type: frameSuccessType(name),
      });
    },
  );

  test('behavior: an RPC success carries any result', () => {
    for (const result of ['0x1', null, { a: [1] }, undefined]) {
      expect(parseFrameEvent(success('RPC_REQUEST', result))).toMatchObject({ ok: true });
    }
  });

  test.each(FRAME_APP_EVENTS.map((name) => [name]))(
    'behavior: error frame event of %s carries an optional message',
    (name) => {
      const type = frameErrorType(name);
      expect(parseFrameEvent({ type, id: 'r1', payload: { message: 'Nope' } })).toEqual({
        ok: true,
        event: { kind: 'error', name, type, id: 'r1', payload: { message: 'Nope' } },
      });
      expect(parseFrameEvent({ type, id: 'r1', payload: {} })).toMatchObject({ ok: true });
      expect(parseFrameEvent({ type, id: 'r1' })).toMatchObject({ ok: true });
      expect(parseFrameEvent({ type, id: 'r1', payload: { message: 42 } })).toMatchObject({
        ok: false,
        type,
      });
    },
  );

  test('behavior: the ready frame event has no payload, or an empty object (AppKit-protocol frames)', () => {
    const ready = { ok: true, event: { kind: 'ready', type: FRAME_READY_TYPE, id: 'f1' } };
    expect(parseFrameEvent({ type: FRAME_READY_TYPE, id: 'f1' })).toEqual(ready);
    expect(parseFrameEvent({ type: FRAME_READY_TYPE, id: 'f1', payload: {} })).toEqual(ready);
    for (const payload of [{ secret: 'x' }, [], null, '', 0, false])
      expect(parseFrameEvent({ type: FRAME_READY_TYPE, id: 'f1', payload }).ok).toBe(false);
    // The envelope is unchanged: an empty payload does not excuse a missing id.
    expect(parseFrameEvent({ type: FRAME_READY_TYPE, payload: {} }).ok).toBe(false);
  });

  test.each(RPC_CASES)(
    'behavior: RPC %s: valid params pass, invalid params fail',
    (method, valid, invalid) => {
      expect(parseAppEvent(app('RPC_REQUEST', { method, params: valid }))).toMatchObject({ ok: true });
      expect(parseAppEvent(app('RPC_REQUEST', { method, params: invalid }))).toMatchObject({ ok: false });
    },
  );

  test('behavior: every supported RPC method has a schema; nothing else does', () => {
    const tested = new Set([...RPC_CASES.map(([method]) => method), ...CHAIN_READ_METHODS]);
    expect(tested).toEqual(new Set(EMBEDDED_SUPPORTED_RPC_METHODS));
    for (const method of CHAIN_READ_METHODS) {
      expect(parseAppEvent(app('RPC_REQUEST', { method, params: [] })).ok).toBe(true);
    }
    for (const method of ['eth_sendUserOperation', 'eth_sign', 'wallet_switchEthereumChain', 'foo']) {
      expect(parseAppEvent(app('RPC_REQUEST', { method, params: [] })).ok).toBe(false);
    }
  });

  test.each(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])(
    'behavior: preflightCommitment %s is accepted',
    (preflightCommitment) => {
      const payload = {
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQAB', options: { preflightCommitment } },
      };
      expect(parseAppEvent(app('RPC_REQUEST', payload)).ok).toBe(true);
    },
  );

  test.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])(
    'behavior: social provider %s',
    (provider) => {
      expect(parseAppEvent(app('GET_SOCIAL_REDIRECT_URI', { provider })).ok).toBe(true);
    },
  );

  test('behavior: the user accepts a null e-mail, numeric chain id and the optional fields', () => {
    const user = {
      ...USER,
      email: null,
      chainId: 8453,
      userName: 'ada',
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
      accounts: [
        { address: EVM, type: 'eoa' },
        { address: EVM, type: 'smartAccount' },
      ],
    };
    expect(parseFrameEvent(success('GET_USER', user)).ok).toBe(true);
    expect(parseFrameEvent(success('GET_USER', { ...user, smartAccountDeployed: 'no' })).ok).toBe(false);
  });

  test('behavior: unknown keys are stripped from payloads', () => {
    const result = parseAppEvent(app('CONNECT_EMAIL', { email: 'ada@example.com', extra: 'x' }));
    expect(result).toMatchObject({ ok: true, event: { payload: { email: 'ada@example.com' } } });
    if (result.ok) expect(result.event.payload).not.toHaveProperty('extra');
  });

  test('error: SPEC §8 texts: Required, Expected X, received Y', () => {
    expect(parseAppEvent(app('CONNECT_OTP', {}))).toEqual({
      ok: false,
      type: '@portico-app/CONNECT_OTP',
      issues: [{ path: 'payload.otp', code: 'invalid_type', message: 'Required' }],
    });
    expect(parseAppEvent(app('CONNECT_OTP', { otp: 123456 }))).toMatchObject({
      issues: [{ path: 'payload.otp', message: 'Expected string, received number' }],
    });
    expect(parseAppEvent(app('CONNECT_OTP', { otp: null }))).toMatchObject({
      issues: [{ message: 'Expected string, received null' }],
    });
    expect(parseAppEvent(app('SWITCH_NETWORK', { chainId: [1] }))).toMatchObject({ ok: false });
    expect(parseAppEvent(app('SWITCH_NETWORK', {}))).toMatchObject({
      issues: [{ path: 'payload.chainId', message: 'Required' }],
    });
    expect(parseFrameEvent({ type: FRAME_READY_TYPE })).toMatchObject({
      issues: [{ path: 'id', message: 'Required' }],
    });
  });

  test('error: issues never contain the offending value', () => {
    const secret = 'hunter2-secret-value';
    const results = [
      parseAppEvent(app('CONNECT_EMAIL', { email: secret })),
      parseAppEvent(app('CONNECT_OTP', { otp: { secret } })),
      parseAppEvent(app('SET_PREFERRED_ACCOUNT', { type: secret })),
      parseFrameEvent(success('GET_USER', { ...USER, address: { secret } })),
      parseFrameEvent({ type: secret, id: 'r1' }),
    ];
    for (const result of results) {
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).not.toContain(secret);
    }
  });

  test('error: malformed envelopes and unknown types are rejected without throwing', () => {
    for (const message of [
      null,
      undefined,
      'READY',
      42,
      [],
      {},
      { type: 1, id: 'r1' },
      { type: 'x', id: '' },
    ]) {
      expect(parseAppEvent(message).ok).toBe(false);
      expect(parseFrameEvent(message).ok).toBe(false);
    }
    // Direction matters: an app event is not a frame event and vice versa.
    expect(parseFrameEvent(app('SIGN_OUT')).ok).toBe(false);
    expect(parseAppEvent(success('SIGN_OUT')).ok).toBe(false);
    expect(parseFrameEvent({ type: '@portico-frame/NOT_AN_EVENT_SUCCESS', id: 'r1' })).toMatchObject({
      ok: false,
      issues: [{ path: 'type', code: 'unknown_type' }],
    });
    expect(parseAppEvent({ type: '@portico-app/SIGN_OUT', id: 'x'.repeat(129) }).ok).toBe(false);
  });

  test('error: every string is bounded, so a hostile page cannot hand either side megabytes (issue 12)', () => {
    const big = 'a'.repeat(5 * 1024 * 1024);
    expect(parseAppEvent(app('CONNECT_EMAIL', { email: `${big}@example.com` })).ok).toBe(false);
    expect(parseAppEvent(app('CONNECT_EMAIL', { email: `${'a'.repeat(243)}@example.com` })).ok).toBe(false);
    expect(parseAppEvent(app('CONNECT_EMAIL', { email: 'ada@example.com' })).ok).toBe(true);
    expect(parseAppEvent(app('CONNECT_OTP', { otp: '1'.repeat(17) })).ok).toBe(false);
    expect(parseAppEvent(app('CONNECT_SOCIAL', { uri: `https://x/${big}` })).ok).toBe(false);
    expect(
      parseAppEvent(app('RPC_REQUEST', { method: 'personal_sign', params: [big, '0x'.padEnd(42, '1')] })).ok,
    ).toBe(false);
    expect(
      parseAppEvent(
        app('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', '0x'.padEnd(42, '1')] }),
      ).ok,
    ).toBe(true);
  });

  test('behavior: ABORT_REQUEST (app) names the request it withdraws; SESSION_ENDED (frame) its reason', () => {
    expect(parseAppEvent({ type: '@portico-app/ABORT_REQUEST', id: 'a1', payload: { id: 'r1' } })).toEqual({
      ok: true,
      event: { name: 'ABORT_REQUEST', type: '@portico-app/ABORT_REQUEST', id: 'a1', payload: { id: 'r1' } },
    });
    for (const reason of ['signed_out', 'ended']) {
      expect(
        parseFrameEvent({ type: '@portico-frame/SESSION_ENDED', id: 'e1', payload: { reason } }),
      ).toMatchObject({ ok: true, event: { kind: 'session-ended', payload: { reason } } });
    }
    // Each belongs to its own direction.
    expect(parseFrameEvent({ type: '@portico-app/ABORT_REQUEST', id: 'a1', payload: { id: 'r1' } }).ok).toBe(
      false,
    );
    expect(
      parseAppEvent({ type: '@portico-frame/SESSION_ENDED', id: 'e1', payload: { reason: 'ended' } }).ok,
    ).toBe(false);
  });

  test('error: ABORT_REQUEST without an id or with an unbounded one, SESSION_ENDED without a known reason', () => {
    for (const payload of [undefined, {}, { id: '' }, { id: 7 }, { id: 'x'.repeat(129) }]) {
      expect(parseAppEvent({ type: '@portico-app/ABORT_REQUEST', id: 'a1', payload })).toMatchObject({
        ok: false,
        type: '@portico-app/ABORT_REQUEST',
      });
    }
    for (const payload of [undefined, {}, { reason: 'revoked' }, { reason: 1 }]) {
      expect(parseFrameEvent({ type: '@portico-frame/SESSION_ENDED', id: 'e1', payload })).toMatchObject({
        ok: false,
        type: '@portico-frame/SESSION_ENDED',
      });
    }
  });
});
