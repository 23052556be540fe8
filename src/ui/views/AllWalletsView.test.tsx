/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addStubConnector,
  axeViolations,
  createTestKit,
  openView,
  renderWithKit,
} from '../../../test/ui/renderWithKit';
import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import type { AppKit } from '../../kit/createAppKit';
import { AllWalletsView, SEARCH_DEBOUNCE_MS } from './AllWalletsView';
import { SEARCH_SPINNER_DELAY_MS } from './useSlowSearch';

const names = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.portico-list-item__name')?.textContent);
// Lets the api chunk load, the (stubbed) fetch and its promise chain settle and React's work run. RTK
// Query's answers reach the view at the next animation frame (the store batches them), and React
// renders what an act() queued when it ends: a few acts of a few frames each.
const FRAME_MS = 16;
const flush = async () => {
  for (let i = 0; i < 4; i++)
    await act(async () => {
      for (let j = 0; j < 2; j++) await jest.advanceTimersByTimeAsync(FRAME_MS);
    });
};

function apiWallets(count: number, from = 0) {
  return Array.from({ length: count }, (_, i) => ({ id: `api-${from + i}`, name: `Api Wallet ${from + i}` }));
}

type Answer = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> } | Response>;
const realFetch = globalThis.fetch;
/** Routes the kit api's requests to `answer` (called with the URL); the view's API is never the network. */
function stubFetch(answer: Answer) {
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const answered = await answer(url);
    return answered instanceof Response ? answered : Response.json(await answered.json());
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return {
    calls: () => fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input))),
  };
}
const kits: AppKit[] = [];
async function testKit(options: Parameters<typeof createTestKit>[0] = {}) {
  const kit = await createTestKit(options);
  kits.push(kit);
  return kit;
}

describe('AllWalletsView', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // No test here asks the real network: without a stub of its own, the API is unreachable.
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
  });
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy();
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  test('default', async () => {
    for (const theme of ['dark', 'light'] as const) {
      // A kit each: a second view of the same kit would show the pages its api already holds at once.
      const kit = await testKit();
      const { container, unmount } = renderWithKit(<AllWalletsView />, kit, theme);
      expect(screen.getByRole('status').textContent).toBe('Loading wallets');
      await flush();
      expect(names('Recommended wallets')).toEqual([
        'MetaMask',
        'Trust Wallet',
        'Coinbase Wallet',
        'Rainbow',
      ]);
      expect(names('Wallets')).toHaveLength(40 - 4);
      expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toBeTruthy();
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  }, 15_000); // two themes, each with an axe run: slow on a busy 2-core machine

  test('behavior: "Load more" is keyboard operable and loads the next page of 40', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await testKit();
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    await flush();
    expect(names('Wallets')).toHaveLength(BUNDLED_WALLETS.length - 4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('behavior: scrolling to the end of the list loads the next page', async () => {
    const kit = await testKit();
    const { container } = renderWithKit(<AllWalletsView />, kit);
    await flush();
    fireEvent.scroll(container.querySelector('.portico-scroll')!);
    await flush();
    expect(names('Wallets')).toHaveLength(BUNDLED_WALLETS.length - 4);
  });

  test('behavior: search filters by name once typing pauses', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await testKit();
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'rain');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(names('Wallets')).toHaveLength(36);
    act(() => jest.advanceTimersByTime(1));
    await flush();
    expect(screen.queryByRole('list', { name: 'Recommended wallets' })).toBeNull();
    expect(names('Wallets')).toEqual(['Rainbow']);
  });

  test('behavior: a search without results says "No wallet found"', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await testKit();
    const { container } = renderWithKit(<AllWalletsView />, kit);
    await flush();
    await user.type(screen.getByRole('searchbox'), 'no such wallet at all');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    expect(screen.getByRole('status').textContent).toBe('No wallet found');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: a search with no match shows "No wallet found" without a loading flash; a longer query is known empty at once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await testKit({ apiUrl: 'https://api.example.test' });
    const fetch = stubFetch(async (url: string) => {
      const search = new URL(url).searchParams.get('search');
      // The API answers a search a moment later (100 ms), as a nearby registry does.
      if (search) await new Promise((resolve) => setTimeout(resolve, 100));
      return { ok: true, json: async () => ({ count: search ? 0 : 40, data: search ? [] : apiWallets(40) }) };
    });
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    const box = screen.getByRole('searchbox');
    await user.type(box, 'zzq');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    expect(screen.queryByText('Loading wallets')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    await flush();
    expect(screen.getByRole('status').textContent).toBe('No wallet found');
    const calls = fetch.calls().length;
    await user.type(box, 'x');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.queryByText('Loading wallets')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No wallet found');
    await flush();
    expect(fetch.calls()).toHaveLength(calls);
  });

  test('behavior: a slow search still shows its spinner', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await testKit({ apiUrl: 'https://api.example.test' });
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    stubFetch(() => new Promise(() => undefined));
    await user.type(screen.getByRole('searchbox'), 'rain');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    expect(screen.queryByText('Loading wallets')).toBeNull();
    act(() => jest.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS));
    expect(screen.getByRole('status').textContent).toBe('Loading wallets');
  });

  test('behavior: with a stub fetch the list is refreshed from the API, 40 per page and 100 per search page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await testKit({ apiUrl: 'https://api.example.test' });
    const fetch = stubFetch(async (url: string) => {
      const query = new URL(url).searchParams;
      const page = Number(query.get('page'));
      const entries = Number(query.get('entries'));
      return {
        ok: true,
        json: async () => ({ count: 90, data: apiWallets(entries === 100 ? 3 : 40, (page - 1) * 40) }),
      };
    });
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    expect(names('Wallets').slice(0, 2)).toEqual(['Api Wallet 0', 'Api Wallet 1']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    expect(names('Wallets')).toHaveLength(80);
    const calls = fetch.calls().map((url) => Object.fromEntries(new URL(url).searchParams));
    expect(calls.map((c) => [c.page, c.entries])).toEqual([
      ['1', '40'],
      ['2', '40'],
    ]);
    await user.type(screen.getByRole('searchbox'), 'api');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    const search = Object.fromEntries(new URL(fetch.calls().at(-1)!).searchParams);
    expect([search.page, search.entries, search.search]).toEqual(['1', '100', 'api']);
  });

  test('behavior: the view opened again shows the pages the api holds at once, without asking again', async () => {
    const kit = await testKit({ apiUrl: 'https://api.example.test' });
    const fetch = stubFetch(async () => ({
      ok: true,
      json: async () => ({ count: 40, data: apiWallets(40) }),
    }));
    const first = renderWithKit(<AllWalletsView />, kit);
    await flush();
    first.unmount();
    renderWithKit(<AllWalletsView />, kit);
    expect(screen.queryByText('Loading wallets')).toBeNull();
    expect(names('Wallets').slice(0, 2)).toEqual(['Api Wallet 0', 'Api Wallet 1']);
    await flush();
    expect(fetch.calls()).toHaveLength(1);
  });

  test('error: when the api cannot be loaded the view says so, and Try again loads it', async () => {
    const kit = await testKit();
    const getApi = kit.getApi;
    kit.getApi = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The wallet list could not be loaded.');
    kit.getApi = getApi;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await flush();
    expect(names('Wallets')).toHaveLength(36);
  });

  test('behavior: the loading state stays while the API has not answered', async () => {
    const kit = await testKit({ apiUrl: 'https://api.example.test' });
    stubFetch(() => new Promise(() => undefined));
    const { container } = renderWithKit(<AllWalletsView />, kit);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Loading wallets');
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull();
    expect(container.textContent).not.toContain('undefined');
  });

  test('error: a failing API falls back to the bundled list', async () => {
    const kit = await testKit({ apiUrl: 'https://api.example.test' });
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { container } = renderWithKit(<AllWalletsView />, kit);
    await flush();
    expect(names('Recommended wallets')[0]).toBe('MetaMask');
    expect(names('Wallets')).toHaveLength(36);
    expect(container.textContent).not.toMatch(/TypeError|Failed to fetch/);
  });

  test('behavior: a wallet with an installed connector opens it; others open WalletConnect with the wallet; both titled with its name', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await testKit();
    addStubConnector(kit, { id: 'mm', name: 'MetaMask', type: 'ANNOUNCED', info: { rdns: 'io.metamask' } });
    openView(kit, 'AllWallets');
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    await user.click(screen.getByRole('button', { name: 'MetaMask Installed' }));
    expect(kit.store.getState().modal.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'mm', title: 'MetaMask' },
    });
    openView(kit, 'AllWallets');
    await user.click(screen.getByRole('button', { name: 'Trust Wallet Recommended' }));
    expect(kit.store.getState().modal.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: {
        walletId: 'trust',
        walletName: 'Trust Wallet',
        mobileLink: 'trust://',
        universalLink: 'https://link.trustwallet.com',
        title: 'Trust Wallet',
      },
    });
  });
});
