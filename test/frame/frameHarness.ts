import {
  createFrameClient,
  type FrameClient,
  type FrameClientOptions,
  type InvalidMessageReport,
} from '../../src/frame/createFrameClient';

// The jsdom harness of the frame client tests: a client whose iframe's postMessage is recorded, and a
// way to dispatch messages as if the frame (or a foreign window) sent them. Fake timers throughout.

export const ORIGIN = 'https://secure.example.test';
export const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

export interface Harness {
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

export function setup(overrides: Partial<FrameClientOptions> = {}): Harness {
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
export function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

export const flush = () => Promise.resolve().then(() => undefined);

/** Fake timers for each test, and every client created by `setup` destroyed after it. */
export function registerFrameHarness(): void {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
    jest.useRealTimers();
  });
}
