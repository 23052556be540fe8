// Test support for the Swap views' tests (not shipped: tsconfig.build.json leaves out `testing/`): a
// real kit (createAppKit: Ethereum, a swap network of SPEC §9, Base and Solana) with the swaps plugin
// loaded and an eip155 account connected through the store, as an adapter would. Two parts cannot run
// in jsdom and are stubs: the convert API and the balance list (a stub `fetch` answering the routes of
// docs/sandbox-api.md with fixed figures; the reference API has its own tests on a real pool), and the
// wallet (the runtime's transaction service; the integration tests cover the real one).

import type { Network } from '../../src/core/networks/network';
import { type AppKit, base, createAppKit, createMemoryStorage, ethereum, solana } from '../../src/index';
import { SWAP_NATIVE_ADDRESS } from '../../src/plugins/swaps/swapTypes';
import type { RootState } from '../../src/store/createKitStore';
import { TRANSACTION_SERVICE_ID, type TransactionService } from '../../src/store/services/transactionService';
import { connectStubAccount } from './connectStubAccount';

/** The swapping account. */
export const TRADER = '0x52908400098527886E0F7030069857D2E4169EE7';
/** The router the approvals name (the sandbox's Router02 address on a fresh anvil). */
export const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
export const USDC_ADDRESS = '0x5fbdb2315678afecb367f042d7a1dc4b4a1b3c7a';
export const PRT_ADDRESS = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
export const ETH_ID = `eip155:1:${SWAP_NATIVE_ADDRESS}`;
export const USDC_ID = `eip155:1:${USDC_ADDRESS}`;
export const PRT_ID = `eip155:1:${PRT_ADDRESS}`;

/** `GET /v1/convert/tokens` on Ethereum: native ETH first, USDC and PRT, priced. */
export const CONVERT_TOKENS = [
  {
    name: 'Ether',
    symbol: 'ETH',
    address: SWAP_NATIVE_ADDRESS,
    decimals: 18,
    logoUri: '',
    eip2612: false,
    price: 2500,
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    address: USDC_ADDRESS,
    decimals: 6,
    logoUri: '',
    eip2612: false,
    price: 1,
  },
  {
    name: 'Portico Token',
    symbol: 'PRT',
    address: PRT_ADDRESS,
    decimals: 18,
    logoUri: '',
    eip2612: false,
    price: 2,
  },
];

/** The account's balances as the blockchain API lists them: 1.5 ETH and 500 USDC, no PRT. */
export const BALANCES = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 2500,
    value: 3750,
    quantity: { decimals: '18', numeric: '1.5' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: USDC_ID,
    price: 1,
    value: 500,
    quantity: { decimals: '6', numeric: '500' },
    iconUrl: '',
  },
];

/** How the stub convert API answers a request (query parameters in, status and body out). */
export type StubRoute = (query: URLSearchParams) => StubAnswer | Promise<StubAnswer>;

/** A stub answer: a status (200 unless told) and a JSON body. */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

/** The stub convert API's routes; a test replaces one to change an answer. */
export interface StubConvertApi {
  routes: Record<string, StubRoute>;
  /** Paths asked, in order (`/v1/convert/quotes`...). */
  requests: string[];
}

/** USDC -> ETH at 2500 USDC per ETH (and back), a 0.3 % impact; any other pair has no liquidity. */
export function quoteRoute(query: URLSearchParams): StubAnswer {
  const from = query.get('from');
  const to = query.get('to');
  const amount = BigInt(query.get('amount') ?? '0');
  if (from === USDC_ID && to === ETH_ID) {
    const toAmount = (amount * 10n ** 12n) / 2500n;
    return {
      body: {
        quotes: [
          {
            fromAmount: String(amount),
            toAmount: String(toAmount),
            path: [from, to],
            priceImpact: 0.3,
            fee: String((amount * 3n) / 1000n),
          },
        ],
      },
    };
  }
  if (from === ETH_ID && to === USDC_ID) {
    const toAmount = (amount * 2500n) / 10n ** 12n;
    return {
      body: {
        quotes: [
          {
            fromAmount: String(amount),
            toAmount: String(toAmount),
            path: [from, to],
            priceImpact: 0.3,
            fee: String((amount * 3n) / 1000n),
          },
        ],
      },
    };
  }
  return { status: 400, body: { error: { code: 'NO_LIQUIDITY', message: 'No liquidity for this pair' } } };
}

/** A swap views test kit: the kit, its stubs, and a reader of its state. */
export interface SwapViewsKit {
  kit: AppKit;
  api: StubConvertApi;
  wallet: TransactionService & { sent: unknown[] };
  state(): RootState;
  restore(): void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Creates the kit, installs the stub `fetch` (until `restore()`), registers the stub wallet, loads the
 * swaps plugin and connects TRADER on `network` (Ethereum unless told) with 1.5 ETH. The router has no allowance on USDC.
 */
export async function createSwapViewsKit({
  network = ethereum,
}: {
  network?: Network;
} = {}): Promise<SwapViewsKit> {
  const realFetch = globalThis.fetch;
  const api: StubConvertApi = {
    requests: [],
    routes: {
      '/v1/convert/tokens': () => ({ body: { tokens: CONVERT_TOKENS } }),
      '/v1/convert/quotes': quoteRoute,
      '/v1/convert/allowance': () => ({ body: { allowance: '0', spender: ROUTER } }),
      '/v1/convert/gas-price': () => ({
        body: { standard: '1000000000', fast: '1250000000', instant: '1500000000' },
      }),
    },
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = api.routes[url.pathname];
    if (route) {
      api.requests.push(url.pathname);
      const { status = 200, body } = await route(url.searchParams);
      return json(body, status);
    }
    if (/\/balance$/.test(url.pathname)) return json({ balances: BALANCES });
    if (url.pathname === '/v1/supported-chains') return json({ http: ['eip155:1'], ws: [] });
    return json({});
  }) as typeof fetch;

  const kit = createAppKit({
    projectId: 'proj-1',
    networks: [network, ...[ethereum, base, solana].filter((n) => n !== network)] as [Network, ...Network[]],
    apiUrl: 'https://api.test/',
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  await kit.ready;
  const sent: unknown[] = [];
  const wallet = {
    sent,
    async sendTransaction(request: unknown) {
      sent.push(request);
      return `0x${'ab'.repeat(32)}`;
    },
    estimateGas: async () => 150_000n,
    getGasPrice: async () => 1_000_000_000n,
    fetchTokenBalances: async () => BALANCES,
  };
  kit.services.set(TRANSACTION_SERVICE_ID, wallet);
  await kit.plugins.load('swaps');
  connectStubAccount(kit, TRADER, network.caipNetworkId);
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
