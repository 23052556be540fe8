// Test support for the swaps plugin's thunk tests (and the views' tests, if they like): a real kit
// (createAppKit: Ethereum, Base, Solana) with the swaps plugin loaded and an eip155 account connected
// through the store, as an adapter would. Three parts cannot run here and are stubs, named as such:
// the convert and balance API (a stub `fetch` with a fixed price table; the reference API has its own
// tests on anvil), the wallet (the runtime's transaction service) and the chain reads (the simulation
// and the receipt, SWAP_CHAIN_ID). The same flow against anvil, the real API and a real adapter is
// swapFlow.integration.test.ts.
import { type AppKit, base, createAppKit, createMemoryStorage, ethereum, solana } from '../../src/index';
import {
  SWAP_CHAIN_ID,
  type SwapCall,
  type SwapCallResult,
  type SwapChain,
} from '../../src/plugins/swaps/swapChain';
import { SWAP_NATIVE_ADDRESS } from '../../src/plugins/swaps/swapTypes';
import type { RootState } from '../../src/store/createKitStore';
import {
  type SessionTransaction,
  TRANSACTION_SERVICE_ID,
  type TransactionService,
} from '../../src/store/services/transactionService';
import { connectStubAccount } from './connectStubAccount';

/** The swapping account. */
export const SWAPPER = '0x52908400098527886E0F7030069857D2E4169EE7';
export const USDC = '0x5fbdb2315678afecb367f042d7a1dc4b4a1b3c7a';
export const PRT = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
/** A token the stub API lists but has no pool for. */
export const LONELY = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0';
export const WETH = '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9';
export const ROUTER = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d';
export const HASH = `0x${'ab'.repeat(32)}`;
export const APPROVAL_HASH = `0x${'cd'.repeat(32)}`;
/** wei per gas the stub API answers (1 gwei). */
export const GAS_PRICE = '1000000000';

export const id = (address: string) => `eip155:1:${address}`;
export const NATIVE_ID = id(SWAP_NATIVE_ADDRESS);

/** USD prices of the stub token table: a quote is `amount x price(from) / price(to)` less 0.3 %. */
const TOKENS = [
  { symbol: 'ETH', name: 'Ether', address: SWAP_NATIVE_ADDRESS, decimals: 18, price: 3000 },
  { symbol: 'USDC', name: 'USD Coin', address: USDC, decimals: 6, price: 1 },
  { symbol: 'PRT', name: 'Portico Token', address: PRT, decimals: 18, price: 0.5 },
  { symbol: 'LONELY', name: 'No Pool', address: LONELY, decimals: 18, price: 2 },
];

/** The Tokens list (balance endpoint) of SWAPPER: 1.5 ETH and 300 USDC, no PRT. */
const BALANCES = [
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
    address: id(USDC),
    value: 300,
    price: 1,
    quantity: { decimals: '6', numeric: '300' },
    iconUrl: '',
  },
];

/** The stub convert API: what it was asked, and switches for what it answers. */
export interface StubConvertApi {
  /** Every convert request as `route?query` (or the POST body for build-transaction). */
  requests: string[];
  /** Multiplies every quote's output (0.5: the price halved by "another trade"). */
  priceFactor: number;
  /** The price impact every quote reports. */
  priceImpact: number;
  /** The router's allowance on every token, in base units. */
  allowance: bigint;
  /** Answers 500 to quotes while set. */
  failQuotes: boolean;
  /** The account's USDC balance the balance endpoint answers (300 at first). */
  usdcBalance: number;
}

/** The stub wallet: records what it was asked; `send` decides how eth_sendTransaction answers. */
export interface StubWallet extends TransactionService {
  sent: SessionTransaction[];
  send: (request: SessionTransaction) => Promise<string>;
}

/** The stub chain: what it simulated; `result` decides the simulation, `receipt` the receipt. */
export interface StubChain extends SwapChain {
  calls: SwapCall[];
  result: SwapCallResult;
  receipt: 'success' | 'reverted';
}

export interface SwapTestKit {
  kit: AppKit;
  api: StubConvertApi;
  wallet: StubWallet;
  chain: StubChain;
  state(): RootState;
  restore(): void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const tokenOf = (tokenId: string | null) =>
  TOKENS.find((t) => tokenId?.toLowerCase() === id(t.address).toLowerCase());

/** The stub quote: `amount` of `from` in `to` at the table's prices, less the 0.3 % pool fee. */
function quoteOf(api: StubConvertApi, fromId: string | null, toId: string | null, amount: string | null) {
  const from = tokenOf(fromId);
  const to = tokenOf(toId);
  if (!from || !to || from === to || from.symbol === 'LONELY' || to.symbol === 'LONELY') return undefined;
  const scaled = (BigInt(amount ?? '0') * BigInt(Math.round(from.price * 1e6) * 997)) / 1000n;
  const out =
    (scaled * 10n ** BigInt(to.decimals)) /
    (BigInt(Math.round(to.price * 1e6)) * 10n ** BigInt(from.decimals));
  const toAmount = (out * BigInt(Math.round(api.priceFactor * 1000))) / 1000n;
  const hop = from.symbol !== 'ETH' && to.symbol !== 'ETH';
  const path = hop ? [id(from.address), id(WETH), id(to.address)] : [id(from.address), id(to.address)];
  return {
    fromAmount: amount ?? '0',
    toAmount: toAmount.toString(),
    path,
    priceImpact: api.priceImpact,
    fee: '0',
  };
}

/** The stub API's answer to `url` (a 400 NO_LIQUIDITY when no pool joins the pair). */
async function answer(api: StubConvertApi, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const q = url.searchParams;
  const route = url.pathname;
  if (route.startsWith('/v1/convert/')) api.requests.push(`${route}?${q}`);
  if (/\/balance$/.test(route)) {
    const usdc = (b: (typeof BALANCES)[number]) =>
      b.symbol === 'USDC'
        ? { ...b, value: api.usdcBalance, quantity: { ...b.quantity, numeric: String(api.usdcBalance) } }
        : b;
    return json({ balances: BALANCES.map(usdc) });
  }
  if (route === '/v1/supported-chains') return json({ http: ['eip155:1', 'eip155:8453'], ws: [] });
  if (route === '/v1/convert/tokens') {
    return json({
      tokens: TOKENS.map((t) => ({ ...t, address: id(t.address), logoUri: '', eip2612: false })),
    });
  }
  if (route === '/v1/convert/gas-price')
    return json({ standard: GAS_PRICE, fast: GAS_PRICE, instant: GAS_PRICE });
  if (route === '/v1/convert/quotes') {
    if (api.failQuotes) return json({ error: { code: 'INTERNAL', message: 'stub failure' } }, 500);
    const quote = quoteOf(api, q.get('from'), q.get('to'), q.get('amount'));
    if (!quote) return json({ error: { code: 'NO_LIQUIDITY', message: 'No liquidity for this pair' } }, 400);
    return json({ quotes: [quote] });
  }
  if (route === '/v1/convert/allowance')
    return json({ allowance: api.allowance.toString(), spender: ROUTER });
  if (route === '/v1/convert/build-approve') {
    const token = tokenOf(q.get('from'));
    const amount = q.get('unlimited') === 'true' ? (2n ** 256n - 1n).toString() : (q.get('amount') ?? '0');
    const data = `0x095ea7b3${ROUTER.slice(2).padStart(64, '0')}${BigInt(amount).toString(16).padStart(64, '0')}`;
    return json({
      tx: {
        from: id(SWAPPER),
        to: id(token?.address ?? ''),
        data,
        value: '0',
        eip155: { gasPrice: GAS_PRICE },
      },
      spender: ROUTER,
      amount,
    });
  }
  if (route === '/v1/convert/build-transaction') {
    const body = (await request.json()) as {
      from: string;
      to: string;
      amount: string;
      eip155: { slippage: number };
    };
    api.requests.push(`${route} ${JSON.stringify(body)}`);
    const quote = quoteOf(api, body.from, body.to, body.amount);
    if (!quote) return json({ error: { code: 'NO_LIQUIDITY', message: 'No liquidity for this pair' } }, 400);
    const minimumReceived = ((BigInt(quote.toAmount) * BigInt(100 - body.eip155.slippage)) / 100n).toString();
    const value = tokenOf(body.from)?.symbol === 'ETH' ? body.amount : '0';
    const tx = {
      from: id(SWAPPER),
      to: id(ROUTER),
      data: '0x38ed1739',
      value,
      eip155: { gas: '150000', gasPrice: GAS_PRICE },
    };
    return json({ tx, toAmount: quote.toAmount, minimumReceived, path: quote.path });
  }
  return json({});
}

/**
 * Creates the kit, installs the stub `fetch` (until `restore()`), registers the stub wallet and the
 * stub chain, loads the swaps plugin and connects SWAPPER on Ethereum with 1.5 ETH.
 */
export async function createSwapTestKit(): Promise<SwapTestKit> {
  const realFetch = globalThis.fetch;
  const api: StubConvertApi = {
    requests: [],
    priceFactor: 1,
    priceImpact: 0.4,
    allowance: 0n,
    failQuotes: false,
    usdcBalance: 300,
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(api, input instanceof Request ? input : new Request(input, init))) as typeof fetch;
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
    send: async (request) => (request.data?.startsWith('0x095ea7b3') ? APPROVAL_HASH : HASH),
    async sendTransaction(request) {
      wallet.sent.push(request);
      return wallet.send(request);
    },
    estimateGas: async () => 150_000n,
    getGasPrice: async () => BigInt(GAS_PRICE),
    fetchTokenBalances: async () => BALANCES,
  };
  const chain: StubChain = {
    calls: [],
    result: { ok: true },
    receipt: 'success',
    async call(call) {
      chain.calls.push(call);
      return chain.result;
    },
    waitForReceipt: async () => chain.receipt,
  };
  // After `ready`, so the adapter runtime's own service (which needs a chain) is replaced by the stub.
  kit.services.set(TRANSACTION_SERVICE_ID, wallet);
  kit.services.set(SWAP_CHAIN_ID, chain);
  await kit.plugins.load('swaps');
  connectStubAccount(kit, SWAPPER);
  return {
    kit,
    api,
    wallet,
    chain,
    state: () => kit.store.getState() as RootState,
    restore() {
      kit.destroy();
      globalThis.fetch = realFetch;
    },
  };
}
