import { ethereum } from '../../core/networks/chains/evm';
import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { PACKAGE_VERSION } from '../../kit/packageVersion';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { loadKitApi } from '../kitApi/attachKitHooks';
import { bundledWalletPage } from './parseWalletPage';
import { WALLET_COUNT_SERVICE_ID } from './walletCount';
import { type WalletPageQuery, withWalletPageEndpoint } from './walletPageEndpoint';

// The wallet registry's pages as the kit api's `walletPage` infinite query, against a stub `fetch`
// (the reference API has its own tests in sandbox/api).

const realFetch = globalThis.fetch;
let kit: AppKit | undefined;
let requests: URL[] = [];

afterEach(() => {
  kit?.destroy();
  kit = undefined;
  globalThis.fetch = realFetch;
  requests = [];
});

function stubFetch(answer: (url: URL) => Response | Promise<Response>): void {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    return answer(url);
  }) as typeof fetch;
}

async function walletPages(apiUrl = 'https://api.example.test') {
  kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum],
    storage: createMemoryStorage(),
    apiUrl,
    features: { analytics: false },
    onWarn: () => undefined,
  });
  const api = withWalletPageEndpoint(await loadKitApi(kit));
  const { dispatch } = kit.store;
  return {
    first: (query: WalletPageQuery) => dispatch(api.endpoints.walletPage.initiate(query)).unwrap(),
    next: (query: WalletPageQuery) =>
      dispatch(api.endpoints.walletPage.initiate(query, { direction: 'forward' })).unwrap(),
  };
}

const wallets = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ id: `api-${from + i}`, name: `Api Wallet ${from + i}` }));

describe('walletPage endpoint', () => {
  test('default: one page from the API, with the project and SDK parameters, links checked', async () => {
    stubFetch(() =>
      Response.json({
        count: 431,
        data: [
          {
            id: 'abc',
            name: 'Api Wallet',
            rdns: 'io.api',
            mobile_link: 'api://',
            image_url: 'https://img.example.test/a.png',
          },
          { id: 'def', name: 'Second', homepage: 'javascript:alert(1)', image_id: 'rabby' },
          { id: 'ghi', name: 'Third', imageId: '../../etc/passwd' },
        ],
      }),
    );
    const { first } = await walletPages();
    const data = await first({ search: 'rain' });
    expect(data.pages).toEqual([
      {
        source: 'api',
        count: 431,
        wallets: [
          {
            id: 'abc',
            name: 'Api Wallet',
            rdns: 'io.api',
            mobileLink: 'api://',
            imageUrl: 'https://img.example.test/a.png',
          },
          { id: 'def', name: 'Second', imageId: 'rabby' },
          // A malformed image id is dropped, so it can never become part of an image URL.
          { id: 'ghi', name: 'Third' },
        ],
      },
    ]);
    expect(requests[0]!.origin + requests[0]!.pathname).toBe('https://api.example.test/v1/wallets');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      page: '1',
      entries: '100',
      search: 'rain',
      projectId: 'p1',
      st: 'portico',
      sv: `portico-${PACKAGE_VERSION}`,
    });
  });

  test('behavior: pages of 40 follow one another while the count says there are more; the count is recorded', async () => {
    stubFetch((url) => {
      const page = Number(url.searchParams.get('page'));
      return Response.json({ count: 70, data: wallets(page === 1 ? 40 : 30, (page - 1) * 40) });
    });
    const { first, next } = await walletPages();
    await first({ search: '' });
    const data = await next({ search: '' });
    expect(data.pageParams).toEqual([1, 2]);
    expect(data.pages.flatMap((p) => p.wallets)).toHaveLength(70);
    expect(requests.map((u) => [u.searchParams.get('page'), u.searchParams.get('entries')])).toEqual([
      ['1', '40'],
      ['2', '40'],
    ]);
    // 80 >= 70: nothing more to ask for.
    await next({ search: '' });
    expect(requests).toHaveLength(2);
    expect(kit!.services.get(WALLET_COUNT_SERVICE_ID)).toBe(70);
  });

  test('behavior: include and exclude are asked of the API and applied to its answer', async () => {
    stubFetch(() =>
      Response.json({ count: 3, data: [{ id: 'a', name: 'A' }, { id: 'b' }, null, { id: 'c', name: 'C' }] }),
    );
    const { first } = await walletPages();
    const data = await first({ search: '', excludeWalletIds: ['c'], includeWalletIds: ['a', 'c'] });
    expect(data.pages[0]!.wallets.map((w) => w.id)).toEqual(['a']);
    expect(requests[0]!.searchParams.get('exclude')).toBe('c');
    expect(requests[0]!.searchParams.get('include')).toBe('a,c');
  });

  test('error: a network failure, an HTTP error or a malformed body give the bundled page, and no count', async () => {
    const failures: Array<() => Response | Promise<Response>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Response.json({ message: 'nope' }, { status: 500 }),
      () => Response.json({ wallets: [] }),
      () => new Response('{oops', { headers: { 'content-type': 'application/json' } }),
    ];
    for (const failure of failures) {
      stubFetch(failure);
      const { first } = await walletPages();
      const data = await first({ search: '' });
      expect(data.pages[0]).toEqual(bundledWalletPage({ search: '', page: 1, entries: 40 }));
      expect(data.pages[0]!.wallets).toHaveLength(40);
      expect(kit!.services.get(WALLET_COUNT_SERVICE_ID)).toBeUndefined();
      kit!.destroy();
    }
  });

  test('behavior: without an API URL the bundled registry answers the same query, without a request', async () => {
    stubFetch(() => Response.json({ count: 0, data: [] }));
    const { first, next } = await walletPages('');
    expect((await first({ search: 'meta' })).pages[0]!.wallets.map((w) => w.id)).toEqual(['metamask']);
    await first({ search: '' });
    const data = await next({ search: '' });
    expect(data.pages[1]!.wallets).toHaveLength(BUNDLED_WALLETS.length - 40);
    expect(requests).toEqual([]);
  });
});
