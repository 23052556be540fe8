/** @jest-environment jsdom */
import { IFRAME_LOAD_TIMEOUT_MS } from '../core/constants/frame';
import { FrameError, RequestAbortedError } from '../core/errors/catalogue';
import {
  createFrameClient,
  type FrameClient,
  type FrameClientOptions,
  FrameProtocolError,
  type InvalidMessageReport,
} from './createFrameClient';

const ORIGIN = 'https://secure.example.test';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

interface Harness {
  client: FrameClient;
  posted: jest.Mock;
  onTimeout: jest.Mock;
  invalid: InvalidMessageReport[];
  /** Dispatches a message on window as if the frame sent it (origin and source overridable). */
  fromFrame(data: unknown, init?: { origin?: string; source?: MessageEventSource | null }): void;
  /** Ready event plus the 500 ms post-ready delay. */
  makeReady(): void;
  /** The id of the n-th message posted to the frame. */
  sentId(index: number): string;
}

const clients: FrameClient[] = [];

function setup(overrides: Partial<FrameClientOptions> = {}): Harness {
  const onTimeout = jest.fn();
  const invalid: InvalidMessageReport[] = [];
  const client = createFrameClient({
    projectId: 'project-1',
    chainId: 'eip155:1',
    secureSiteOrigin: ORIGIN,
    onTimeout,
    onInvalidMessage: (report) => invalid.push(report),
    ...overrides,
  });
  clients.push(client);
  const posted = jest.fn();
  client.iframe.contentWindow!.postMessage = posted as unknown as Window['postMessage'];
  const fromFrame: Harness['fromFrame'] = (data, init = {}) => {
    const source = 'source' in init ? init.source : client.iframe.contentWindow;
    window.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? ORIGIN, source }));
  };
  return {
    client,
    posted,
    onTimeout,
    invalid,
    fromFrame,
    makeReady: () => {
      fromFrame({ type: '@portico-frame/READY', id: 'frame' });
      jest.advanceTimersByTime(500);
    },
    sentId: (index) => (posted.mock.calls[index]![0] as { id: string }).id,
  };
}

/** Captures a promise's outcome without leaving it unhandled. */
function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

const flush = () => Promise.resolve().then(() => undefined);

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
  jest.useRealTimers();
});

describe('createFrameClient: the iframe', () => {
  test('default: a hidden fixed-position iframe on the secure origin with the kit query', () => {
    const { client } = setup({ version: 'portico-4.0.0', enableLogger: true, chainId: 8453 });
    const url = new URL(client.iframe.src);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/sdk');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'project-1',
      chainId: '8453',
      version: 'portico-4.0.0',
      enableLogger: 'true',
    });
    expect(client.iframe.style.position).toBe('fixed');
    expect(client.iframe.style.display).toBe('none');
    expect(client.iframe.isConnected).toBe(true);
    expect(client.frameOrigin).toBe(ORIGIN);
  });

  test('behavior: only the origin of secureSiteOrigin is used', () => {
    const { client } = setup({ secureSiteOrigin: `${ORIGIN}/elsewhere?x=1`, path: '/frame' });
    expect(client.iframe.src.startsWith(`${ORIGIN}/frame?`)).toBe(true);
    expect(new URL(client.iframe.src).searchParams.get('enableLogger')).toBe('false');
  });

  test('error: a path or origin that would move the frame elsewhere is refused', () => {
    expect(() => setup({ path: '//evil.example/sdk' })).toThrow('W3mFrame: iframe is not set');
    expect(() => setup({ path: 'https://evil.example/sdk' })).toThrow('W3mFrame: iframe is not set');
    expect(() => setup({ secureSiteOrigin: 'javascript:alert(1)' })).toThrow('W3mFrame: iframe is not set');
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  test('behavior: nothing is sent before ready + 500 ms; then queued requests go out to the exact origin', async () => {
    const h = setup();
    const pending = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' });
    jest.advanceTimersByTime(499);
    expect(h.posted).not.toHaveBeenCalled();
    expect(h.client.isReady()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(h.client.isReady()).toBe(true);
    expect(h.posted).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = h.posted.mock.calls[0]!;
    expect(targetOrigin).toBe(ORIGIN);
    expect(message).toEqual({
      type: '@portico-app/GET_CHAIN_ID',
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    h.fromFrame({
      type: '@portico-frame/GET_CHAIN_ID_SUCCESS',
      id: h.sentId(0),
      payload: { chainId: 'eip155:1' },
    });
    await flush();
    expect(pending).toEqual({ settled: true, value: { chainId: 'eip155:1' } });
  });

  test('behavior: destroy removes the iframe and the listener and aborts everything', async () => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('SIGN_OUT'));
    const id = h.sentId(0);
    h.client.destroy();
    await flush();
    expect(open.error).toBeInstanceOf(RequestAbortedError);
    expect(h.client.iframe.isConnected).toBe(false);
    h.fromFrame({ type: '@portico-frame/SIGN_OUT_SUCCESS', id });
    await expect(h.client.request('SIGN_OUT')).rejects.toThrow('Request was aborted');
    h.client.destroy();
  });
});

describe('createFrameClient: requests and replies', () => {
  test('behavior: random request ids; two requests answered out of order resolve correctly', async () => {
    const h = setup();
    h.makeReady();
    const first = track(h.client.request('CONNECT_EMAIL', { email: 'ada@example.com' }));
    const second = track(h.client.request('IS_CONNECTED', { token: 't' }));
    const [a, b] = [h.sentId(0), h.sentId(1)];
    expect(a).not.toBe(b);
    expect(h.posted.mock.calls[0]![0]).toEqual({
      type: '@portico-app/CONNECT_EMAIL',
      id: a,
      payload: { email: 'ada@example.com' },
    });
    h.fromFrame({ type: '@portico-frame/IS_CONNECTED_SUCCESS', id: b, payload: { isConnected: true } });
    await flush();
    expect(second).toEqual({ settled: true, value: { isConnected: true } });
    expect(first.settled).toBe(false);
    h.fromFrame({ type: '@portico-frame/CONNECT_EMAIL_SUCCESS', id: a, payload: { action: 'VERIFY_OTP' } });
    await flush();
    expect(first).toEqual({ settled: true, value: { action: 'VERIFY_OTP' } });
  });

  test('behavior: a reply for an unknown id or a second reply is ignored', async () => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: 'someone-else', payload: { chainId: 1 } });
    await flush();
    expect(open.settled).toBe(false);
    h.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: h.sentId(0), payload: { chainId: 2 } });
    h.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: h.sentId(0), payload: { chainId: 3 } });
    await flush();
    expect(open.value).toEqual({ chainId: 2 });
    expect(h.invalid).toEqual([]);
  });

  test('error: a reply of another event type for the id is dropped and reported', async () => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame({ type: '@portico-frame/SIGN_OUT_SUCCESS', id: h.sentId(0) });
    await flush();
    expect(open.settled).toBe(false);
    expect(h.invalid).toEqual([
      {
        direction: 'inbound',
        type: '@portico-frame/SIGN_OUT_SUCCESS',
        issues: [{ path: 'type', code: 'unexpected_reply' }],
      },
    ]);
  });

  test.each([
    [{ message: 'Invalid code' }, 'Invalid code'],
    [{}, 'An error occurred'],
    [undefined, 'An error occurred'],
    [{ message: '' }, 'An error occurred'],
  ])('error: error event payload %p rejects with FrameError(%p)', async (payload, text) => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('CONNECT_OTP', { otp: '000000' }));
    h.fromFrame({ type: '@portico-frame/CONNECT_OTP_ERROR', id: h.sentId(0), payload });
    await flush();
    expect(open.error).toBeInstanceOf(FrameError);
    expect((open.error as Error).message).toBe(text);
  });
});

describe('createFrameClient: timeouts', () => {
  test('error: no ready within 20 s reports iframe_load_failed and aborts every open request', async () => {
    const h = setup();
    const user = track(h.client.request('GET_USER', { chainId: 1 }));
    const theme = track(h.client.request('SYNC_THEME', { themeMode: 'dark' }));
    jest.advanceTimersByTime(IFRAME_LOAD_TIMEOUT_MS - 1);
    expect(h.onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(h.onTimeout).toHaveBeenCalledTimes(1);
    expect(h.onTimeout).toHaveBeenCalledWith('iframe_load_failed');
    expect(user.error).toBeInstanceOf(RequestAbortedError);
    expect(theme.error).toBeInstanceOf(RequestAbortedError);
    expect(h.posted).not.toHaveBeenCalled();
  });

  test.each(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT'] as const)(
    'behavior: %s alone waits for the frame with no load timeout',
    async (name) => {
      const payloads = {
        SYNC_THEME: { themeMode: 'light' },
        SYNC_DAPP_DATA: { sdkVersion: 'portico-4.0.0', sdkType: 'portico', projectId: 'p' },
        SET_PREFERRED_ACCOUNT: { type: 'eoa' },
      } as const;
      const h = setup();
      const open = track(h.client.request(name, payloads[name] as never));
      jest.advanceTimersByTime(IFRAME_LOAD_TIMEOUT_MS * 3);
      await flush();
      expect(h.onTimeout).not.toHaveBeenCalled();
      expect(open.settled).toBe(false);
      h.makeReady();
      expect(h.posted).toHaveBeenCalledTimes(1);
      const reply = name === 'SET_PREFERRED_ACCOUNT' ? { type: 'eoa', address: EVM } : undefined;
      h.fromFrame({ type: `@portico-frame/${name}_SUCCESS`, id: h.sentId(0), payload: reply });
      await flush();
      expect(open).toEqual({ settled: true, value: reply });
    },
  );

  test('behavior: a ready event before 20 s cancels the load timeout', async () => {
    const h = setup();
    const open = track(h.client.request('GET_CHAIN_ID'));
    jest.advanceTimersByTime(19_800);
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' });
    jest.advanceTimersByTime(500);
    jest.advanceTimersByTime(IFRAME_LOAD_TIMEOUT_MS);
    expect(h.onTimeout).not.toHaveBeenCalled();
    expect(h.posted).toHaveBeenCalledTimes(1);
    h.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: h.sentId(0), payload: { chainId: 1 } });
    await flush();
    expect(open.value).toEqual({ chainId: 1 });
  });

  test.each([
    ['CONNECT_EMAIL', { email: 'ada@example.com' }],
    ['CONNECT_DEVICE', undefined],
    ['CONNECT_OTP', { otp: '123456' }],
    ['CONNECT_SOCIAL', { uri: 'https://demo.example/?code=1' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
  ] as const)(
    'error: %s unanswered for 30 s reports iframe_request_timeout and aborts all',
    async (name, payload) => {
      const h = setup();
      h.makeReady();
      const other = track(h.client.request('GET_CHAIN_ID'));
      const open = track(h.client.request(name, payload as never));
      jest.advanceTimersByTime(29_999);
      expect(h.onTimeout).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await flush();
      expect(h.onTimeout).toHaveBeenCalledWith('iframe_request_timeout');
      expect(open.error).toBeInstanceOf(RequestAbortedError);
      expect(other.error).toBeInstanceOf(RequestAbortedError);
    },
  );

  test('behavior: other requests have no request timeout; an answered connect clears its timer', async () => {
    const h = setup();
    h.makeReady();
    const user = track(h.client.request('GET_USER', { chainId: 1 }));
    const email = track(h.client.request('CONNECT_EMAIL', { email: 'ada@example.com' }));
    h.fromFrame({
      type: '@portico-frame/CONNECT_EMAIL_SUCCESS',
      id: h.sentId(1),
      payload: { action: 'CONNECT' },
    });
    jest.advanceTimersByTime(120_000);
    await flush();
    expect(h.onTimeout).not.toHaveBeenCalled();
    expect(email.value).toEqual({ action: 'CONNECT' });
    expect(user.settled).toBe(false);
  });
});

describe('createFrameClient: abort rules', () => {
  test('behavior: abortRpcRequests aborts open RPC requests except the safe methods', async () => {
    const h = setup();
    h.makeReady();
    const sign = track(h.client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', EVM] }));
    const send = track(
      h.client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: EVM, value: '0x1' }] }),
    );
    const read = track(h.client.request('RPC_REQUEST', { method: 'eth_blockNumber' }));
    const status = track(
      h.client.request('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: ['0xab'] }),
    );
    const user = track(h.client.request('GET_USER', { chainId: 1 }));
    h.client.abortRpcRequests();
    await flush();
    expect(sign.error).toBeInstanceOf(RequestAbortedError);
    expect(send.error).toBeInstanceOf(RequestAbortedError);
    expect(read.settled).toBe(false);
    expect(status.settled).toBe(false);
    expect(user.settled).toBe(false);
    // A late reply to an aborted request is ignored; the safe one still resolves.
    h.fromFrame({ type: '@portico-frame/RPC_REQUEST_SUCCESS', id: h.sentId(0), payload: '0xsig' });
    h.fromFrame({ type: '@portico-frame/RPC_REQUEST_SUCCESS', id: h.sentId(2), payload: '0x10' });
    await flush();
    expect(read.value).toBe('0x10');
    expect((sign.error as Error).message).toBe('Request was aborted');
  });

  test('behavior: abortAll aborts requests still waiting for the frame', async () => {
    const h = setup();
    const waiting = track(h.client.request('SYNC_THEME', { themeMode: 'dark' }));
    h.client.abortAll();
    await flush();
    expect(waiting.error).toBeInstanceOf(RequestAbortedError);
    h.makeReady();
    expect(h.posted).not.toHaveBeenCalled();
  });
});

describe('createFrameClient: origin checks', () => {
  test('error: a well-formed message from another origin is ignored (ready and replies)', async () => {
    const h = setup();
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' }, { origin: 'https://evil.example' });
    jest.advanceTimersByTime(1000);
    expect(h.client.isReady()).toBe(false);
    h.makeReady();
    const open = track(h.client.request('GET_CHAIN_ID'));
    const reply = { type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: h.sentId(0), payload: { chainId: 666 } };
    h.fromFrame(reply, { origin: 'https://evil.example' });
    h.fromFrame(reply, { origin: 'https://secure.example.test:8443' });
    h.fromFrame(reply, { origin: 'http://secure.example.test' });
    await flush();
    expect(open.settled).toBe(false);
    expect(h.invalid).toEqual([]);
  });

  test('error: a message from the right origin but another window is ignored', async () => {
    const h = setup();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' }, { source: other.contentWindow });
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' }, { source: window });
    h.fromFrame({ type: '@portico-frame/READY', id: 'frame' }, { source: null });
    jest.advanceTimersByTime(1000);
    expect(h.client.isReady()).toBe(false);
    h.makeReady();
    const open = track(h.client.request('GET_CHAIN_ID'));
    h.fromFrame(
      { type: '@portico-frame/GET_CHAIN_ID_ERROR', id: h.sentId(0), payload: { message: 'x' } },
      { source: other.contentWindow },
    );
    await flush();
    expect(open.settled).toBe(false);
    other.remove();
  });

  test('behavior: every message is posted to the exact frame origin, never "*"', () => {
    const h = setup();
    h.makeReady();
    void h.client.request('GET_CHAIN_ID').catch(() => undefined);
    void h.client.request('SYNC_THEME', { themeMode: 'light' }).catch(() => undefined);
    expect(h.posted.mock.calls.map((call) => call[1])).toEqual([ORIGIN, ORIGIN]);
  });

  test('behavior: two clients on one page do not see each other', async () => {
    const a = setup();
    const b = setup({ secureSiteOrigin: ORIGIN });
    a.makeReady();
    expect(b.client.isReady()).toBe(false);
    const open = track(a.client.request('GET_CHAIN_ID'));
    b.fromFrame({ type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id: a.sentId(0), payload: { chainId: 1 } });
    await flush();
    expect(open.settled).toBe(false);
  });
});

describe('createFrameClient: schema checks', () => {
  test('error: invalid inbound messages are dropped and reported without values', async () => {
    const h = setup();
    h.makeReady();
    const open = track(h.client.request('GET_USER', { chainId: 1 }));
    const id = h.sentId(0);
    h.fromFrame({ type: '@portico-frame/GET_USER_SUCCESS', id, payload: { address: 'secret-address' } });
    h.fromFrame('garbage');
    h.fromFrame({ type: '@portico-frame/WHATEVER', id });
    await flush();
    expect(open.settled).toBe(false);
    expect(h.invalid).toEqual([
      {
        direction: 'inbound',
        type: '@portico-frame/GET_USER_SUCCESS',
        issues: [
          { path: 'payload.chainId', code: 'invalid_union' },
          { path: 'payload.accounts', code: 'invalid_type' },
        ],
      },
      { direction: 'inbound', issues: [{ path: '', code: 'invalid_type' }] },
      { direction: 'inbound', issues: [{ path: 'type', code: 'unknown_type' }] },
    ]);
    expect(JSON.stringify(h.invalid)).not.toContain('secret-address');
  });

  test('error: an invalid ready event does not make the frame ready', () => {
    const h = setup();
    h.fromFrame({ type: '@portico-frame/READY' });
    jest.advanceTimersByTime(1000);
    expect(h.client.isReady()).toBe(false);
    expect(h.invalid).toHaveLength(1);
  });

  test('error: an invalid outbound request is never sent, rejects with the schema text and is reported', async () => {
    const h = setup();
    h.makeReady();
    const email = 'not-an-email-secret';
    await expect(h.client.request('CONNECT_EMAIL', { email })).rejects.toThrow(FrameProtocolError);
    await expect(h.client.request('CONNECT_OTP', { otp: 1 } as never)).rejects.toThrow(
      'Expected string, received number',
    );
    await expect(h.client.request('CONNECT_OTP', {} as never)).rejects.toThrow('Required');
    await expect(
      h.client.request('RPC_REQUEST', { method: 'eth_sign', params: [] } as never),
    ).rejects.toBeInstanceOf(FrameProtocolError);
    expect(h.posted).not.toHaveBeenCalled();
    expect(h.invalid[0]).toEqual({
      direction: 'outbound',
      type: '@portico-app/CONNECT_EMAIL',
      issues: [{ path: 'payload.email', code: 'invalid_format' }],
    });
    expect(h.invalid).toHaveLength(4);
    expect(JSON.stringify(h.invalid)).not.toContain(email);
  });

  test('error: a payload that cannot be posted fails that request only', async () => {
    const h = setup();
    h.makeReady();
    const other = track(h.client.request('GET_CHAIN_ID'));
    h.posted.mockImplementationOnce(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    const bad = track(h.client.request('RPC_REQUEST', { method: 'eth_call', params: [() => 1] }));
    await flush();
    expect((bad.error as Error).message).toBe('Something went wrong');
    expect(other.settled).toBe(false);
  });

  test('behavior: unknown payload keys are stripped before sending', () => {
    const h = setup();
    h.makeReady();
    void h.client.request('CONNECT_OTP', { otp: '1', extra: 'x' } as never).catch(() => undefined);
    expect(h.posted.mock.calls[0]![0]).toEqual({
      type: '@portico-app/CONNECT_OTP',
      id: h.sentId(0),
      payload: { otp: '1' },
    });
  });
});
