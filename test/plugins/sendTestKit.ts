// Test support for the send plugin's thunk and view tests: a real kit (createAppKit, Ethereum, Base,
// Solana) with the send plugin loaded and an eip155 account connected through the store, as an adapter
// would. Two parts cannot run here and are stubs: the wallet (the runtime's transaction service, which
// would need an adapter and a chain; the integration suite in test/adapters covers the real one) and
// the blockchain API's name and balance answers (a stub `fetch`; the reference API has its own tests).
import { type AppKit, base, createAppKit, createMemoryStorage, ethereum, solana } from '../../src/index';
import { sendSlice } from '../../src/plugins/send/sendSlice';
import type { RootState } from '../../src/store/createKitStore';
import {
  type SessionTransaction,
  TRANSACTION_SERVICE_ID,
  type TransactionService,
} from '../../src/store/services/transactionService';
import { connectStubAccount } from './connectStubAccount';

/** The sending account. */
export const SENDER = '0x52908400098527886E0F7030069857D2E4169EE7';
/** What `alice.portico` resolves to (and a plain receiver address). */
export const ALICE = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
/** The sandbox USDC's contract on Ethereum in these tests. */
export const USDC = '0x5FbDB2315678afecb367f042d7A1dC4b4a1b3c7a';
export const AVATAR = 'https://api.test/v1/images/alice.svg';

/** The Tokens list the stub API answers: native ETH (priced) and USDC on Ethereum. */
export const TOKEN_BALANCES = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 4500,
    price: 3000,
    quantity: { decimals: '18', numeric: '1.5' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: `eip155:1:${USDC}`,
    value: 10,
    price: 1,
    quantity: { decimals: '6', numeric: '10' },
    iconUrl: '',
  },
];

/** A promise with its settle functions, for a wallet answer the test releases when it wants. */
export interface Pending<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** A promise the test settles itself. */
export function pending<T>(): Pending<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The stub wallet: records what it was asked; `send` decides how eth_sendTransaction answers. */
export interface StubWallet extends TransactionService {
  sent: SessionTransaction[];
  estimated: SessionTransaction[];
  send: (request: SessionTransaction) => Promise<string>;
}

/** How the stub name service answers: the address of known names, 404 for unknown, 500 for `broken.*`. */
export interface StubNames {
  requests: string[];
  /** Holds the next lookups until the returned function is called. */
  hold(): () => void;
}

export const HASH = `0x${'ab'.repeat(32)}`;
const FEE_GAS = 21_000n;
const GAS_PRICE = 1_000_000_000n;
/** The fee the stub wallet's estimate gives (21000 gas x 1 gwei), in ETH. */
export const STUB_FEE_ETH = '0.000021';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A send test kit: the kit, its stubs, and readers of its state. */
export interface SendTestKit {
  kit: AppKit;
  wallet: StubWallet;
  names: StubNames;
  state(): RootState;
  restore(): void;
}

/**
 * Creates the kit, installs the stub `fetch` (until `restore()`), registers the stub wallet as the
 * transaction service, loads the send plugin and connects SENDER on Ethereum with 1.5 ETH.
 */
export async function createSendTestKit(): Promise<SendTestKit> {
  const realFetch = globalThis.fetch;
  const requests: string[] = [];
  let gate: Promise<void> | undefined;
  const names: StubNames = {
    requests,
    hold() {
      let open = () => {};
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = undefined;
        open();
      };
    },
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const profile = /^\/v1\/profile\/account\/([^/]+)$/.exec(url.pathname);
    if (profile) {
      const name = decodeURIComponent(profile[1] ?? '');
      requests.push(name);
      if (gate) await gate;
      if (name === 'alice.portico') return json({ name, address: ALICE, avatar: AVATAR });
      if (name.startsWith('broken.')) return json({ error: 'stub failure' }, 500);
      return json({ error: 'not found' }, 404);
    }
    if (/\/balance$/.test(url.pathname)) return json({ balances: TOKEN_BALANCES });
    if (url.pathname === '/v1/supported-chains') return json({ http: ['eip155:1'], ws: [] });
    return json({});
  }) as typeof fetch;

  const kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum, base, solana],
    apiUrl: 'https://api.test/',
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  await kit.ready;
  const wallet: StubWallet = {
    sent: [],
    estimated: [],
    send: async () => HASH,
    async sendTransaction(request) {
      wallet.sent.push(request);
      return wallet.send(request);
    },
    async estimateGas(request) {
      wallet.estimated.push(request);
      return FEE_GAS;
    },
    getGasPrice: async () => GAS_PRICE,
    fetchTokenBalances: async () => TOKEN_BALANCES,
  };
  // After `ready`, so the adapter runtime's own service (which needs a chain) is replaced by the stub.
  kit.services.set(TRANSACTION_SERVICE_ID, wallet);
  await kit.plugins.load('send');
  connectStubAccount(kit, SENDER);
  return {
    kit,
    wallet,
    names,
    state: () => kit.store.getState() as RootState,
    restore() {
      kit.destroy();
      globalThis.fetch = realFetch;
    },
  };
}

/** The send slice's reducer actions, re-exported so tests build state as the views do. */
export const sendActions = sendSlice.actions;
