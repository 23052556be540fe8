import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import { createServiceRegistry } from '../../store/createServiceRegistry';
import { bundledWalletPage, fetchWallets } from './fetchWallets';
import { loadWalletPage, WALLET_COUNT_SERVICE_ID } from './loadWalletPage';

const base = {
  apiUrl: 'https://api.example.test/',
  projectId: 'p1',
  sdkType: 'appkit',
  sdkVersion: '4',
  page: 1,
  entries: 40,
};

function jsonResponse(body: unknown, status = 200) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('fetchWallets', () => {
  test('default', async () => {
    const fetch = jest.fn(async () =>
      jsonResponse({
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
    const page = await fetchWallets({ ...base, search: ' rain ', fetch });
    expect(page.source).toBe('api');
    expect(page.count).toBe(431);
    expect(page.wallets).toEqual([
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
    ]);
    const url = new URL((fetch.mock.calls[0] as unknown as [string])[0]);
    expect(url.origin + url.pathname).toBe('https://api.example.test/v1/wallets');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      entries: '40',
      search: 'rain',
      projectId: 'p1',
      st: 'appkit',
      sv: '4',
    });
  });

  test('behavior: entries without id or name are dropped and exclude applies to API answers', async () => {
    const fetch = jest.fn(async () =>
      jsonResponse({ count: 3, data: [{ id: 'a', name: 'A' }, { id: 'b' }, null, { id: 'c', name: 'C' }] }),
    );
    const page = await fetchWallets({ ...base, excludeWalletIds: ['c'], fetch });
    expect(page.wallets.map((w) => w.id)).toEqual(['a']);
    const url = new URL((fetch.mock.calls[0] as unknown as [string])[0]);
    expect(url.searchParams.get('exclude')).toBe('c');
  });

  test('error: network failure, HTTP error or malformed body fall back to the bundled list', async () => {
    const failures = [
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      jest.fn(async () => jsonResponse({ message: 'nope' }, 500)),
      jest.fn(async () => jsonResponse({ wallets: [] })),
      jest.fn(async () => ({ ok: true, status: 200, json: async () => JSON.parse('{oops') }) as Response),
    ];
    for (const fetch of failures) {
      const page = await fetchWallets({ ...base, fetch });
      expect(page.source).toBe('bundled');
      expect(page.count).toBe(BUNDLED_WALLETS.length);
      expect(page.wallets).toHaveLength(40);
    }
  });

  test('behavior: without fetch the bundled list answers the same query', async () => {
    const page = await fetchWallets({ ...base, fetch: undefined, apiUrl: '', search: 'meta' });
    expect(page).toEqual(bundledWalletPage({ page: 1, entries: 40, search: 'meta' }));
    expect(page.wallets.map((w) => w.id)).toEqual(['metamask']);
    const second = bundledWalletPage({ page: 2, entries: 40 });
    expect(second.wallets).toHaveLength(BUNDLED_WALLETS.length - 40);
  });

  test('behavior: loadWalletPage uses the registered fetch, caches API answers and records the count', async () => {
    const services = createServiceRegistry();
    const fetch = jest.fn(async () => jsonResponse({ count: 500, data: [{ id: 'a', name: 'A' }] }));
    services.set('fetch', fetch);
    const first = await loadWalletPage(services, base);
    const again = await loadWalletPage(services, base);
    expect(again).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(services.get(WALLET_COUNT_SERVICE_ID)).toBe(500);
  });

  test('error: loadWalletPage does not cache the bundled fallback, so the API is asked again', async () => {
    const services = createServiceRegistry();
    const fetch = jest.fn(async () => jsonResponse({}, 503));
    services.set('fetch', fetch);
    expect((await loadWalletPage(services, base)).source).toBe('bundled');
    await loadWalletPage(services, base);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(services.get(WALLET_COUNT_SERVICE_ID)).toBeUndefined();
  });
});
