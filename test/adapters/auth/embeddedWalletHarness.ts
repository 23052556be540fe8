import type { EmbeddedWalletConnector } from '../../../src/adapters/auth/createEmbeddedWalletConnector';
import {
  type EmbeddedWalletKitService,
  registerEmbeddedWallet,
} from '../../../src/adapters/auth/registerEmbeddedWallet';
import { FRAME_APP_EVENT_PREFIX, type FrameAppEventName } from '../../../src/core/constants/frame';
import { base, ethereum } from '../../../src/core/networks/chains/evm';
import { solana } from '../../../src/core/networks/chains/solana';
import type { Network } from '../../../src/core/networks/network';
import { type AppKit, createAppKit } from '../../../src/kit/createAppKit';
import type { RootState } from '../../../src/store/createKitStore';
import { createMemoryStorage } from '../../../src/store/persistence/kitStorage';

// A real kit (createAppKit, memory storage) with the embedded wallet registered, and a stand-in for the
// secure frame: the iframe's postMessage is replaced by a responder that answers like the reference frame
// would (the frame page needs a browser; the e2e suite runs the real one). Fake timers throughout.

export const ORIGIN = 'https://secure.example.test';
export const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
export const EVM_SMART = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SOL = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

/** A handler's answer: a success payload, an error message, or 'hold' to answer later by hand. */
export type Answer = { ok: unknown } | { error: string } | 'hold';
export type Handler = (payload: Record<string, unknown> | undefined) => Answer;

export interface PostedMessage {
  name: FrameAppEventName;
  id: string;
  payload?: Record<string, unknown>;
}

export interface FakeFrame {
  posted: PostedMessage[];
  handlers: Partial<Record<FrameAppEventName, Handler>>;
  /** Sends READY and waits out the 500 ms post-ready delay: queued requests go out. */
  ready(): void;
  /** Payloads of every message of `name` posted so far. */
  sent(name: FrameAppEventName): Array<Record<string, unknown> | undefined>;
  /** Answers the last held message of `name`. */
  answer(name: FrameAppEventName, answer: Exclude<Answer, 'hold'>): void;
}

const DEFAULT_HANDLERS: Readonly<Partial<Record<FrameAppEventName, Handler>>> = {
  SYNC_DAPP_DATA: () => ({ ok: undefined }),
  SYNC_THEME: () => ({ ok: undefined }),
  IS_CONNECTED: () => ({ ok: { isConnected: true } }),
  GET_USER: (payload) =>
    String(payload?.chainId).startsWith('solana:')
      ? { ok: { address: SOL, chainId: payload?.chainId, accounts: [{ address: SOL, type: 'eoa' }] } }
      : {
          ok: {
            email: 'ada@example.test',
            address: EVM,
            chainId: 1,
            accounts: [
              { address: EVM, type: 'eoa' },
              { address: EVM_SMART, type: 'smartAccount' },
            ],
            preferredAccountType: 'eoa',
          },
        },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ ok: { smartAccountEnabledNetworks: [1, 8453] } }),
  SET_PREFERRED_ACCOUNT: (payload) => ({ ok: { type: payload?.type, address: EVM_SMART } }),
  SIGN_OUT: () => ({ ok: undefined }),
  CONNECT_EMAIL: () => ({ ok: { action: 'VERIFY_OTP' } }),
  CONNECT_OTP: () => ({ ok: undefined }),
  SWITCH_NETWORK: (payload) => ({ ok: { chainId: payload?.chainId } }),
  RPC_REQUEST: () => 'hold',
};

/** A fresh copy of the default answers, for one test to change. */
export const defaultHandlers = (): Partial<Record<FrameAppEventName, Handler>> => ({ ...DEFAULT_HANDLERS });

/** Puts the fake frame in place of the connector's iframe window. */
export function fakeFrame(connector: EmbeddedWalletConnector): FakeFrame {
  const target = connector.client.iframe.contentWindow!;
  const posted: PostedMessage[] = [];
  const held: PostedMessage[] = [];
  const fromFrame = (data: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: ORIGIN, source: target }));
  const reply = (message: PostedMessage, answer: Exclude<Answer, 'hold'>) => {
    const name = message.name;
    if ('error' in answer) {
      fromFrame({ type: `@portico-frame/${name}_ERROR`, id: message.id, payload: { message: answer.error } });
    } else {
      const payload = answer.ok === undefined ? {} : { payload: answer.ok };
      fromFrame({ type: `@portico-frame/${name}_SUCCESS`, id: message.id, ...payload });
    }
  };
  const frame: FakeFrame = {
    posted,
    handlers: defaultHandlers(),
    ready() {
      fromFrame({ type: '@portico-frame/READY', id: 'frame' });
      jest.advanceTimersByTime(500);
    },
    sent: (name) => posted.filter((m) => m.name === name).map((m) => m.payload),
    answer(name, answer) {
      const index = held.map((m) => m.name).lastIndexOf(name);
      const [message] = held.splice(index, 1);
      if (index === -1 || !message) throw new Error(`No held ${name}`);
      reply(message, answer);
    },
  };
  target.postMessage = ((data: { type: string; id: string; payload?: Record<string, unknown> }) => {
    const name = data.type.slice(FRAME_APP_EVENT_PREFIX.length) as FrameAppEventName;
    const message: PostedMessage = { name, id: data.id, ...(data.payload ? { payload: data.payload } : {}) };
    posted.push(message);
    const answer = frame.handlers[name]?.(data.payload) ?? { error: `No handler for ${name}` };
    // Answered on a later microtask, like a real postMessage round trip.
    if (answer === 'hold') held.push(message);
    else void Promise.resolve().then(() => reply(message, answer));
  }) as Window['postMessage'];
  return frame;
}

export interface Setup {
  kit: AppKit;
  service: EmbeddedWalletKitService;
  connector: EmbeddedWalletConnector;
  frame: FakeFrame;
  state(): RootState;
}

const kits: AppKit[] = [];

/** Lets promise chains run (several microtask turns; no timers). */
export async function flush(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await Promise.resolve();
}

/** A kit with the embedded wallet, loaded, with a ready fake frame. */
export async function setup(
  parameters: {
    networks?: Network[];
    stored?: Record<string, string>;
    handlers?: Setup['frame']['handlers'];
  } = {},
): Promise<Setup> {
  const kit = createAppKit({
    projectId: 'project-1',
    networks: parameters.networks ?? [ethereum, base, solana],
    storage: createMemoryStorage(parameters.stored),
    features: { analytics: false },
    metadata: { name: 'Demo', description: 'A demo', url: 'https://demo.test', icons: [] },
  });
  kits.push(kit);
  const service = registerEmbeddedWallet(kit, { secureSiteOrigin: ORIGIN });
  const connector = await service.load();
  const frame = fakeFrame(connector);
  Object.assign(frame.handlers, parameters.handlers);
  return { kit, service, connector, frame, state: () => kit.store.getState() as RootState };
}

/** Fake timers for each test, and every kit created by `setup` destroyed after it. */
export function installEmbeddedWalletHarness(): void {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy();
    jest.useRealTimers();
  });
}
