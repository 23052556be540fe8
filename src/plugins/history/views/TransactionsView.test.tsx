/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  connectAccount,
  createStubApi,
  type HistoryAnswer,
  hashOf,
  later,
  type StubApi,
  transaction,
  transfer,
} from '../../../../test/history/historyFixtures';
import { type AppKit, base, createAppKit, createMemoryStorage, ethereum, solana } from '../../../index';
import { AppKitProvider } from '../../../react';
import { cachesSlice } from '../../../store/slices/cachesSlice';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import type { Transaction } from '../historyTypes';

// Rendered through the real modal path, as a host app has it: createAppKit, <AppKitProvider>, open the
// Account view, pick the Activity tab (or open the Transactions view). The plugin's chunks load as in
// the app; the blockchain API is a stub `fetch` (the reference API has its own tests).

const realFetch = globalThis.fetch;
let kit: AppKit;
let api: StubApi;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const year = new Date().getFullYear();
const lastDecember = new Date(year - 1, 11, 15, 12).toISOString();
const thisMonth = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date());

const received = transaction('received', minutesAgo(5));
const failedSend = transaction('failed', minutesAgo(10), {
  metadata: { operationType: 'send', status: 'failed' },
  transfers: [
    transfer({
      direction: 'out',
      quantity: { numeric: '0.5' },
      fungible_info: { name: 'USD Coin', symbol: 'USDC' },
      recipient: '0x2222222222222222222222222222222222222222',
    }),
  ],
});
const old = transaction('old', lastDecember, {
  metadata: { operationType: 'withdraw', sentTo: '0x3333333333333333333333333333333333333333' },
  transfers: [transfer({ direction: 'out', quantity: { numeric: '2' } })],
});

function serve(history: (query: Record<string, string>) => HistoryAnswer | Promise<HistoryAnswer>) {
  api = createStubApi({ history });
  globalThis.fetch = api.fetch;
}

async function openActivity(): Promise<void> {
  kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum, base, solana],
    apiUrl: 'https://api.test/',
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  await kit.ready;
  connectAccount(kit.store);
  render(<AppKitProvider kit={kit} />);
  await act(() => kit.open({ view: 'Account' }));
  await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
}

/** The axe violations of the modal (colour contrast needs layout: the browser tests check it). */
async function axeViolations(): Promise<Array<{ id: string; nodes: string[] }>> {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  try {
    const results = await axe.run(screen.getByRole('dialog'), {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }));
  } finally {
    HTMLCanvasElement.prototype.getContext = getContext;
  }
}

const rowNames = () =>
  screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby') && accessibleName(item));
function accessibleName(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-labelledby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => {
  kit?.destroy();
  globalThis.fetch = realFetch;
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('TransactionsView (stub fetch)', () => {
  test('default', async () => {
    serve(() => ({ data: [received, failedSend, old], next: null }));
    await openActivity();
    const panel = await screen.findByRole('tabpanel', { name: 'Activity' });
    await within(panel).findByRole('heading', { name: thisMonth });
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([thisMonth, `December ${year - 1}`]);
    expect(within(panel).getByRole('list', { name: thisMonth })).toBeTruthy();
    expect(rowNames()).toEqual([
      // The sign follows each transfer's direction, and the other side is named (issue 22).
      'Received +1.234 ETH from 0x11...111111 5 min ago',
      'Sent Failed -0.5 USDC to 0x22...222222 10 min ago',
      expect.stringMatching(/^Withdrew -2 ETH to 0x33\.\.\.333333 \d+ (d|mo|yr) ago$/),
    ]);
    const link = within(panel).getByRole('link', {
      name: `View transaction ${hashOf('received').slice(0, 4)}...${hashOf('received').slice(-6)} on Etherscan`,
    });
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${hashOf('received')}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(panel.querySelector('[data-status="failed"]')?.textContent).toContain('Failed');
    expect(panel.textContent).not.toContain('undefined');
    expect(await axeViolations()).toEqual([]);
    expect(api.historyRequests().map((r) => r.query.chainId)).toEqual(['eip155:1']);
  });

  test('behavior: a loading skeleton, then the empty state', async () => {
    const held = later<HistoryAnswer>();
    serve(() => held.promise);
    await openActivity();
    expect((await screen.findByRole('status')).textContent).toBe('Loading activity');
    expect(screen.getAllByTestId('portico-skeleton-row')).toHaveLength(4);
    await act(async () => held.resolve({ data: [], next: null }));
    const empty = await screen.findByText('No activity yet');
    expect(empty.parentElement?.textContent).toContain(
      'Transactions of this account on Ethereum show up here.',
    );
    expect(screen.queryByTestId('portico-skeleton-row')).toBeNull();
  });

  test('behavior: infinite scroll: the end of the list in view loads the next page, until there is none', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    };
    const pages: Record<string, HistoryAnswer> = {
      first: { data: [received], next: 'p2' },
      p2: { data: [received, failedSend], next: null },
    };
    serve((query) => pages[query.cursor ?? 'first']!);
    await openActivity();
    const more = await screen.findByRole('button', { name: 'Load more' });
    const [observer] = observers;
    expect(observer?.target).toBe(more);
    await act(async () =>
      observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(api.historyRequests().map((r) => r.query.cursor)).toEqual([undefined, 'p2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(observers).toHaveLength(0);
  });

  test('behavior: without IntersectionObserver the Load more button loads the next page', async () => {
    serve((query) => (query.cursor ? { data: [old], next: null } : { data: [received], next: 'p2' }));
    await openActivity();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toContain(`December ${year - 1}`);
  });

  test('behavior: a broken token image gives way to the letters placeholder', async () => {
    serve(() => ({ data: [received], next: null }));
    await openActivity();
    const row = await screen.findByRole('listitem');
    const image = row.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://icons.test/eth.png');
    fireEvent.error(image!);
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('.portico-wallet-image--initials')?.textContent).toBe('ET');
  });

  test('behavior: a transaction sent from the app appears at the top without a reload', async () => {
    const served: Transaction[] = [received];
    serve(() => ({ data: [...served], next: null }));
    await openActivity();
    await screen.findByRole('listitem');
    served.unshift(
      transaction('sent-now', minutesAgo(0), {
        metadata: { operationType: 'send', sentTo: '0x4444444444444444444444444444444444444444' },
        transfers: [transfer({ direction: 'out' })],
      }),
    );
    // What the adapters dispatch once a transaction the kit sent is mined.
    act(() => {
      kit.store.dispatch(cachesSlice.actions.cacheCleared({ cache: 'balance' }));
    });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(rowNames()[0]).toMatch(/^Sent -1\.234 ETH to 0x44\.\.\.444444 \d+ sec ago$/);
  });

  test('behavior: the Transactions view opens on its own under the Activity title; not on other namespaces', async () => {
    serve(() => ({ data: [received], next: null }));
    await openActivity();
    await screen.findByRole('listitem');
    await act(() => kit.open({ view: 'Transactions' }));
    expect(await screen.findByRole('dialog', { name: 'Activity' })).toBeTruthy();
    expect(await screen.findByRole('listitem')).toBeTruthy();
    await waitFor(() => expect(kit.store.getState().history?.refreshing).toBe(false));
    const calls = api.historyRequests().length;
    act(() => {
      // Bitcoin has no activity (eip155 and solana have).
      kit.store.dispatch(
        chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }),
      );
    });
    expect(await screen.findByText('Activity is not available on this network.')).toBeTruthy();
    expect(
      screen.getByText('Switch to an EVM or Solana network to see the transactions of this account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(api.historyRequests()).toHaveLength(calls);
  });

  test('error: a failed fetch shows the toast and the failure with Try again, which fetches again', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500 } : { data: [received], next: null }));
    await openActivity();
    const alert = (await screen.findByText('Activity could not be loaded.')).parentElement!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(kit.store.getState().notifications).toMatchObject({
      message: 'Failed to fetch transactions',
      variant: 'error',
    });
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toBeTruthy();
  });
});
