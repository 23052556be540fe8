// Test support for the pay plugin's unit tests: a real kit (createAppKit, Ethereum and Base, the `pay`
// feature on) with the plugin loaded and an eip155 account connected through the store. Two parts cannot
// run here and are stubs, named as such: the reference API's pay routes (a stub `fetch` keeping payments
// in memory; the real routes and the chain are payFlow.integration.test.ts's) and the wallet (the
// runtime's transaction service).
import { type AppKit, base, createAppKit, createMemoryStorage, ethereum } from '../../src/index';
import type { RootState } from '../../src/store/createKitStore';
import {
  type SessionTransaction,
  TRANSACTION_SERVICE_ID,
  type TransactionService,
} from '../../src/store/services/transactionService';
import { connectStubAccount } from './connectStubAccount';

export const PAYER = '0x52908400098527886E0F7030069857D2E4169EE7';
export const MERCHANT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
export const USDC = '0x5fbdb2315678afecb367f042d7a1dc4b4a1b3c7a';
export const TX_HASH = `0x${'ab'.repeat(32)}`;
export const API = 'https://api.test/';

/** A stub payment record, as the contract's GET answers it. */
export interface StubPayment {
  id: string;
  status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';
  txHash?: string;
  recipient: string;
  network: string;
  asset: string;
  amount: string;
  decimals: number;
  method: 'wallet' | 'exchange';
  exchangeId?: string;
  payer?: string;
  failureReason?: string;
}

/** The stub pay API: its payments, what it was asked, and switches for what it answers. */
export interface StubPayApi {
  payments: Map<string, StubPayment>;
  /** `METHOD path` of every pay request. */
  requests: string[];
  /** Answers 500 to the exchanges list while set. */
  failExchanges: boolean;
  /** Answers 500 to status reads while set. */
  failReads: boolean;
  /** Marks payment `id` settled (as the chain check or the Sandbox Exchange would). */
  settle(id: string, status: 'SUCCESS' | 'FAILED', txHash?: string, failureReason?: string): void;
  /** The one payment recorded (throws when there is not exactly one). */
  only(): StubPayment;
}

/** The stub wallet: records what it was asked; `send` decides how eth_sendTransaction answers. */
export interface StubPayWallet extends TransactionService {
  sent: SessionTransaction[];
  send: (request: SessionTransaction) => Promise<string>;
}

export interface PayTestKit {
  kit: AppKit;
  api: StubPayApi;
  wallet: StubPayWallet;
  state(): RootState;
  restore(): void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let counter = 0;
const nextId = () => `pay_${String(++counter).padStart(24, 'x')}`;

/** The stub API's answer to `request` (only the pay routes and supported-chains). */
async function answer(api: StubPayApi, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const route = url.pathname;
  if (route.startsWith('/v1/pay/')) api.requests.push(`${request.method} ${route}`);
  if (route === '/v1/supported-chains') return json({ http: ['eip155:1', 'eip155:8453'], ws: [] });
  if (route === '/v1/pay/exchanges') {
    if (api.failExchanges) return json({ error: 'stub failure' }, 500);
    const served = url.searchParams.get('network') === 'eip155:1';
    const exchanges = served
      ? [{ id: 'sandbox', name: 'Sandbox Exchange', imageUrl: `${API}v1/pay/exchanges/sandbox/icon.svg` }]
      : [];
    return json({ exchanges, total: exchanges.length });
  }
  if (route === '/v1/pay/payments' && request.method === 'POST') {
    const body = (await request.json()) as Omit<StubPayment, 'id' | 'status'>;
    const id = nextId();
    api.payments.set(id, { ...body, id, status: 'IN_PROGRESS' });
    const exchange = body.method === 'exchange' ? { url: `${API}sandbox-exchange/pay/${id}` } : {};
    return json({ id, status: 'IN_PROGRESS', ...exchange });
  }
  const report = route.match(/^\/v1\/pay\/payments\/([^/]+)\/transaction$/);
  if (report && request.method === 'POST') {
    const payment = api.payments.get(report[1] as string);
    if (!payment) return json({ error: 'not found' }, 404);
    payment.txHash = ((await request.json()) as { txHash: string }).txHash;
    return json({ id: payment.id, status: payment.status });
  }
  const read = route.match(/^\/v1\/pay\/payments\/([^/]+)$/);
  if (read) {
    if (api.failReads) return json({ error: 'stub failure' }, 500);
    const payment = api.payments.get(read[1] as string);
    return payment ? json(payment) : json({ error: 'not found' }, 404);
  }
  return json({});
}

/**
 * Creates the kit (pay on), installs the stub `fetch` (until `restore()`), registers the stub wallet,
 * loads the pay plugin and connects PAYER on Ethereum.
 */
export async function createPayTestKit(): Promise<PayTestKit> {
  const realFetch = globalThis.fetch;
  const api: StubPayApi = {
    payments: new Map(),
    requests: [],
    failExchanges: false,
    failReads: false,
    settle(id, status, txHash, failureReason) {
      const payment = api.payments.get(id);
      if (!payment) throw new Error(`no stub payment ${id}`);
      payment.status = status;
      if (txHash) payment.txHash = txHash;
      if (failureReason) payment.failureReason = failureReason;
    },
    only() {
      const all = [...api.payments.values()];
      if (all.length !== 1) throw new Error(`${all.length} stub payments`);
      return all[0] as StubPayment;
    },
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(api, input instanceof Request ? input : new Request(input, init))) as typeof fetch;
  const kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum, base],
    apiUrl: API,
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false, pay: true },
  });
  await kit.ready;
  const wallet: StubPayWallet = {
    sent: [],
    send: async () => TX_HASH,
    async sendTransaction(request) {
      wallet.sent.push(request);
      return wallet.send(request);
    },
    estimateGas: async () => 21_000n,
    getGasPrice: async () => 1_000_000_000n,
    fetchTokenBalances: async () => [],
  };
  kit.services.set(TRANSACTION_SERVICE_ID, wallet);
  await kit.plugins.load('pay');
  connectStubAccount(kit, PAYER);
  return {
    kit,
    api,
    wallet,
    state: () => kit.store.getState() as RootState,
    restore() {
      kit.destroy();
      globalThis.fetch = realFetch;
    },
  };
}

/** Payment options of `amount` ETH (or USDC with `token`) on Ethereum to MERCHANT. */
export function ethPayment(amount: string | number = '0.01', token = false) {
  return {
    recipient: MERCHANT,
    amount,
    paymentAsset: token
      ? { network: 'eip155:1', asset: USDC, metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } }
      : { network: 'eip155:1', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  };
}
