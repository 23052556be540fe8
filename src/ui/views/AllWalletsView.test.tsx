/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import { AllWalletsView, SEARCH_DEBOUNCE_MS } from './AllWalletsView';
import { addStubConnector, axeViolations, createTestKit, openView, renderWithKit } from './renderWithKit';
import { SEARCH_SPINNER_DELAY_MS } from './useSlowSearch';

const names = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.portico-list-item__name')?.textContent);
// Lets the (stubbed) fetch and its promise chain settle, and React's zero-delay work run.
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await jest.advanceTimersByTimeAsync(0);
  });

function apiWallets(count: number, from = 0) {
  return Array.from({ length: count }, (_, i) => ({ id: `api-${from + i}`, name: `Api Wallet ${from + i}` }));
}

describe('AllWalletsView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('default', async () => {
    const kit = await createTestKit();
    for (const theme of ['dark', 'light'] as const) {
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
    const kit = await createTestKit();
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
    const kit = await createTestKit();
    const { container } = renderWithKit(<AllWalletsView />, kit);
    await flush();
    fireEvent.scroll(container.querySelector('.portico-scroll')!);
    await flush();
    expect(names('Wallets')).toHaveLength(BUNDLED_WALLETS.length - 4);
  });

  test('behavior: search filters by name once typing pauses', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await createTestKit();
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
    const kit = await createTestKit();
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
    const kit = await createTestKit({ apiUrl: 'https://api.example.test' });
    const fetch = jest.fn(async (url: string) => {
      const search = new URL(url).searchParams.get('search');
      // The API answers a search a moment later (100 ms), as a nearby registry does.
      if (search) await new Promise((resolve) => setTimeout(resolve, 100));
      return { ok: true, json: async () => ({ count: search ? 0 : 40, data: search ? [] : apiWallets(40) }) };
    });
    kit.services.set('fetch', fetch);
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
    const calls = fetch.mock.calls.length;
    await user.type(box, 'x');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.queryByText('Loading wallets')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No wallet found');
    expect(fetch.mock.calls).toHaveLength(calls);
  });

  test('behavior: a slow search still shows its spinner', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await createTestKit({ apiUrl: 'https://api.example.test' });
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    kit.services.set('fetch', () => new Promise(() => undefined));
    await user.type(screen.getByRole('searchbox'), 'rain');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    expect(screen.queryByText('Loading wallets')).toBeNull();
    act(() => jest.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS));
    expect(screen.getByRole('status').textContent).toBe('Loading wallets');
  });

  test('behavior: with a stub fetch the list is refreshed from the API, 40 per page and 100 per search page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const kit = await createTestKit({ apiUrl: 'https://api.example.test' });
    const fetch = jest.fn(async (url: string) => {
      const query = new URL(url).searchParams;
      const page = Number(query.get('page'));
      const entries = Number(query.get('entries'));
      return {
        ok: true,
        json: async () => ({ count: 90, data: apiWallets(entries === 100 ? 3 : 40, (page - 1) * 40) }),
      };
    });
    kit.services.set('fetch', fetch);
    renderWithKit(<AllWalletsView />, kit);
    await flush();
    expect(names('Wallets').slice(0, 2)).toEqual(['Api Wallet 0', 'Api Wallet 1']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    expect(names('Wallets')).toHaveLength(80);
    const calls = fetch.mock.calls.map(([url]) => Object.fromEntries(new URL(url).searchParams));
    expect(calls.map((c) => [c.page, c.entries])).toEqual([
      ['1', '40'],
      ['2', '40'],
    ]);
    await user.type(screen.getByRole('searchbox'), 'api');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    const search = Object.fromEntries(new URL(fetch.mock.calls.at(-1)![0]).searchParams);
    expect([search.page, search.entries, search.search]).toEqual(['1', '100', 'api']);
  });

  test('behavior: the loading state stays while the API has not answered', async () => {
    const kit = await createTestKit({ apiUrl: 'https://api.example.test' });
    kit.services.set('fetch', () => new Promise(() => undefined));
    const { container } = renderWithKit(<AllWalletsView />, kit);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Loading wallets');
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull();
    expect(container.textContent).not.toContain('undefined');
  });

  test('error: a failing API falls back to the bundled list', async () => {
    const kit = await createTestKit({ apiUrl: 'https://api.example.test' });
    kit.services.set('fetch', async () => {
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
    const kit = await createTestKit();
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
