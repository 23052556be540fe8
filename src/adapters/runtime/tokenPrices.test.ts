import { stubEvmAdapter } from '../../../test/adapters/stubEvmAdapter';
import type { TokenBalance } from '../../api/apiTypes';
import { ethereum } from '../../core/networks/chains/evm';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { NATIVE_PRICE_ADDRESS, priceAddressOf, withPrices } from './tokenPrices';

const balance = (symbol: string, numeric: string, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.toLowerCase().padEnd(40, 'a')}`,
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
  ...extra,
});
const eth = balance('ETH', '2', { address: undefined, price: 2500, value: 5000 });
const usdc = balance('USDC', '10.5', { price: 1, value: 10.5 });
const claim = balance('CLAIM', '1000', { price: 3, value: 3000 });

describe('withPrices', () => {
  test('default: each token is valued at its price; the native token is asked for by the 0xeeee marker', () => {
    expect(priceAddressOf(eth)).toBe(`eip155:1:${NATIVE_PRICE_ADDRESS}`);
    const priced = withPrices(
      [eth, usdc],
      [
        { address: `eip155:1:${NATIVE_PRICE_ADDRESS}`, price: 3000 },
        // Addresses compare case-insensitively (SPEC §5).
        { address: usdc.address?.toUpperCase().replace('EIP155', 'eip155'), price: 0.99 },
      ],
    );
    expect(priced.map((t) => [t.symbol, t.price, t.value])).toEqual([
      ['ETH', 3000, 6000],
      ['USDC', 0.99, 10.395],
    ]);
  });

  test('behavior: a token the answer leaves out, or prices at nothing usable, has no price (0), whatever its source said', () => {
    const priced = withPrices(
      [usdc, claim, balance('BAD', '1')],
      [
        { address: usdc.address, price: 1 },
        { address: balance('BAD', '1').address, price: Number.NaN },
      ],
    );
    expect(priced.map((t) => [t.symbol, t.price, t.value])).toEqual([
      ['USDC', 1, 10.5],
      ['CLAIM', 0, 0],
      ['BAD', 0, 0],
    ]);
  });

  test('error: an answer that is not a list changes nothing (the source prices stand)', () => {
    expect(withPrices([eth, claim], undefined)).toEqual([eth, claim]);
    expect(withPrices([eth], { fungibles: 'x' })).toEqual([eth]);
  });
});

describe('token balances valued by POST /v1/fungible/price (stub fetch, stub wallet)', () => {
  const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  let kit: AppKit | undefined;
  const realFetch = globalThis.fetch;
  afterEach(() => {
    kit?.destroy();
    globalThis.fetch = realFetch;
  });

  async function connectedKit(prices: (body: { addresses: string[] }) => Response) {
    const seen: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}`);
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] });
      if (url.pathname.endsWith('/balance')) return Response.json({ balances: [eth, usdc, claim] });
      if (url.pathname === '/v1/fungible/price') return prices(await request.json());
      return Response.json({}, { status: 404 });
    }) as typeof fetch;
    kit = createAppKit({
      projectId: 'p1',
      networks: [ethereum],
      storage: createMemoryStorage(),
      features: { analytics: false },
      adapters: [stubEvmAdapter],
      apiUrl: 'https://api.test',
    });
    await kit.ready;
    kit.adapters.addConnector({
      id: 'w',
      type: 'ANNOUNCED',
      name: 'W',
      chain: 'eip155',
      provider: {
        request: async ({ method }) => {
          if (method === 'eth_requestAccounts') return [ADDRESS];
          if (method === 'eth_chainId') return '0x1';
          return null;
        },
      },
    });
    await kit.adapters.connect('w');
    return { kit, seen };
  }

  test('default: balances carry the price answer; a token it does not price has none; cached with them', async () => {
    const asked: string[][] = [];
    const { kit: k, seen } = await connectedKit(({ addresses }) => {
      asked.push(addresses);
      return Response.json({
        fungibles: [
          {
            name: 'Ether',
            symbol: 'ETH',
            iconUrl: '',
            price: 3000,
            address: `eip155:1:${NATIVE_PRICE_ADDRESS}`,
          },
          { name: 'USDC', symbol: 'USDC', iconUrl: '', price: 1, address: usdc.address },
        ],
      });
    });
    const balances = await k.adapters.fetchTokenBalances();
    expect(asked).toEqual([[`eip155:1:${NATIVE_PRICE_ADDRESS}`, usdc.address, claim.address]]);
    expect(balances.map((t) => [t.symbol, t.price, t.value])).toEqual([
      ['ETH', 3000, 6000],
      ['USDC', 1, 10.5],
      ['CLAIM', 0, 0],
    ]);
    // The 30 s cache holds the valued list: a second read asks neither endpoint.
    const calls = seen.length;
    expect(await k.adapters.fetchTokenBalances()).toEqual(balances);
    expect(seen).toHaveLength(calls);
  });

  test('error: a failed price call keeps the balances and their own prices, with no toast', async () => {
    const { kit: k } = await connectedKit(() => Response.json({ error: 'down' }, { status: 500 }));
    expect(await k.adapters.fetchTokenBalances()).toEqual([eth, usdc, claim]);
    expect(k.store.getState().notifications.message).not.toBe('Token Balance Unavailable');
  });
});
