// Test support for the on-ramp's unit and view tests (not shipped): a real kit (createAppKit:
// Ethereum, Base, Solana) with the onramp plugin loaded and an eip155 account connected through the
// store, as an adapter would. What cannot run in jsdom is a stub: the on-ramp API (a stub `fetch`
// answering the routes of docs/sandbox-api.md "On-ramp" with fixed figures; the integration test uses
// the reference API itself), the provider window (a stub popup opener) and the wallet's balance
// refresh (the runtime's transaction service).

import type { Network } from '../../src/core/networks/network';
import { type AppKit, base, createAppKit, createMemoryStorage, ethereum, solana } from '../../src/index';
import { ONRAMP_POPUP_SERVICE_ID, type OnrampPopup } from '../../src/plugins/onramp/onrampPopup';
import type { RootState } from '../../src/store/createKitStore';
import { TRANSACTION_SERVICE_ID } from '../../src/store/services/transactionService';
import { connectStubAccount } from './connectStubAccount';

/** The buying account. */
export const BUYER = '0x52908400098527886E0F7030069857D2E4169EE7';
/** The order id the stub generator hands out. */
export const ORDER_ID = 'onramp_2b7e0c4a-1b2c-4d3e-8f90-123456789abc';

/** `GET /v1/onramp/options`: ETH and USDC on base and ethereum, USD and EUR at the SPEC limits. */
export const OPTIONS = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x83' }],
    },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  })),
};

/** A quote of `amount` at 2 % fee, 0.20 network fee, 2,500 per ETH (the stub's own figures). */
export function stubQuote(body: { amount: string; paymentCurrency: string; purchaseCurrency: string }) {
  const total = Number(body.amount);
  const fee = (total * 0.02).toFixed(2);
  const subtotal = (total - Number(fee) - 0.2).toFixed(2);
  return {
    coinbaseFee: { amount: fee, currency: body.paymentCurrency },
    networkFee: { amount: '0.20', currency: body.paymentCurrency },
    paymentSubtotal: { amount: subtotal, currency: body.paymentCurrency },
    paymentTotal: { amount: total.toFixed(2), currency: body.paymentCurrency },
    purchaseAmount: { amount: (Number(subtotal) / 2500).toFixed(6), currency: body.purchaseCurrency },
    quoteId: 'quote_stub',
  };
}

/** A stub answer: a status (200 unless told) and a JSON body. */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

/** How a stub route answers: the request's JSON body (or undefined) in, an answer out. */
export type StubRoute = (body: unknown, url: URL) => StubAnswer;

/** The stub on-ramp API: its routes by `METHOD path`, and what was asked. */
export interface StubOnrampApi {
  routes: Record<string, StubRoute>;
  requests: Array<{ route: string; body: unknown }>;
  /** The order the stub answers GET /v1/onramp/orders/{id} with (its status changes in tests). */
  order: { id: string; status: string; asset: string; amount: string; address: string; network: string };
}

/** A stub provider window: `closed` as the test sets it, and where it was sent. */
export interface StubPopup extends OnrampPopup {
  closed: boolean;
  navigatedTo: string[];
}

/** The on-ramp test kit. */
export interface OnrampTestKit {
  kit: AppKit;
  api: StubOnrampApi;
  /** The windows opened (null: the browser blocked it); `blockPopups` makes the next ones null. */
  popups: Array<StubPopup | null>;
  blockPopups: boolean;
  balanceRefreshes: number;
  state(): RootState;
  restore(): void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubRoutes(api: () => StubOnrampApi): Record<string, StubRoute> {
  return {
    'GET /v1/onramp/options': () => ({ body: OPTIONS }),
    'POST /v1/onramp/quote': (body) => ({ body: stubQuote(body as never) }),
    'POST /v1/generators/onrampurl': () => ({
      body: {
        url: `https://pay.test/sandbox-pay/buy/select-asset?appId=proj-1&orderId=${ORDER_ID}`,
        orderId: ORDER_ID,
      },
    }),
    [`GET /v1/onramp/orders/${ORDER_ID}`]: () => ({ body: api().order }),
  };
}

/**
 * Creates the kit, installs the stub `fetch` (until `restore()`), the stub popup opener and the stub
 * balance refresh, loads the onramp plugin and connects BUYER on `network` (Base unless told).
 */
export async function createOnrampTestKit({
  network = base,
}: {
  network?: Network;
} = {}): Promise<OnrampTestKit> {
  const realFetch = globalThis.fetch;
  const api: StubOnrampApi = {
    routes: {},
    requests: [],
    order: {
      id: ORDER_ID,
      status: 'pending',
      asset: 'ETH',
      amount: '0.007760',
      address: BUYER,
      network: 'base',
    },
  };
  api.routes = stubRoutes(() => api);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const answer = api.routes[route];
    if (answer) {
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      api.requests.push({ route, body });
      const { status = 200, body: out } = answer(body, url);
      return json(out, status);
    }
    if (url.pathname === '/v1/supported-chains') return json({ http: ['eip155:1', 'eip155:8453'], ws: [] });
    if (/\/balance$/.test(url.pathname)) return json({ balances: [] });
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
  const t: OnrampTestKit = {
    kit,
    api,
    popups: [],
    blockPopups: false,
    balanceRefreshes: 0,
    state: () => kit.store.getState() as RootState,
    restore() {
      kit.destroy();
      globalThis.fetch = realFetch;
    },
  };
  kit.services.set(ONRAMP_POPUP_SERVICE_ID, {
    open() {
      if (t.blockPopups) {
        t.popups.push(null);
        return null;
      }
      const popup: StubPopup = {
        closed: false,
        navigatedTo: [],
        navigate(url) {
          popup.navigatedTo.push(url);
        },
        close() {
          popup.closed = true;
        },
      };
      t.popups.push(popup);
      return popup;
    },
  });
  kit.services.set(TRANSACTION_SERVICE_ID, {
    sendTransaction: async () => `0x${'ab'.repeat(32)}`,
    estimateGas: async () => 21_000n,
    getGasPrice: async () => 1_000_000_000n,
    fetchTokenBalances: async () => [],
    refreshBalances: async () => {
      t.balanceRefreshes += 1;
    },
  });
  await kit.plugins.load('onramp');
  connectStubAccount(kit, BUYER, network.caipNetworkId);
  return t;
}
