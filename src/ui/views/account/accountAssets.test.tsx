/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, createTestKit, openView, renderWithKit } from '../../../../test/ui/renderWithKit';
import type { TokenBalance } from '../../../api/apiTypes';
import type { AppKit } from '../../../kit/createAppKit';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { AccountView } from '../AccountView';

// The Account view's Tokens and NFTs tabs as a visitor sees them. Token balances come in through the
// account state (as the adapters' runtime writes them; the price join has its own tests); the NFT
// listing goes through the kit's blockchain API to a stub `fetch` (the reference API has its own tests).

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const realFetch = globalThis.fetch;
let kit: AppKit | undefined;

afterEach(() => {
  kit?.destroy();
  kit = undefined;
  globalThis.fetch = realFetch;
});

const token = (symbol: string, numeric: string, price: number, extra: Partial<TokenBalance> = {}) => ({
  name: `${symbol} token`,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  quantity: { decimals: '18', numeric },
  price,
  value: Number(numeric) * price,
  iconUrl: '',
  ...extra,
});

async function connectedKit(account: Record<string, unknown> = {}): Promise<AppKit> {
  kit = await createTestKit({ apiUrl: 'https://api.test' });
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      balance: '1.5',
      balanceSymbol: 'ETH',
      ...account,
    }),
  );
  openView(kit, 'Account');
  return kit;
}

interface NftStub {
  calls: string[];
  answer: () => Response | Promise<Response>;
}

/** A stub blockchain API `fetch`: supported chains, and the NFT listing from `stub.answer`. */
function stubFetch(stub: NftStub): void {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/v1/supported-chains')
      return Response.json({ http: ['eip155:1', 'eip155:8453'], ws: [] });
    if (/^\/v1\/account\/[^/]+\/nfts$/.test(url.pathname)) {
      stub.calls.push(`${url.pathname}?chainId=${url.searchParams.get('chainId')}`);
      return stub.answer();
    }
    return Response.json({ error: 'not stubbed' }, { status: 404 });
  }) as typeof fetch;
}

const nft = (tokenId: string, imageUrl?: string) => ({
  chainId: 'eip155:1',
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId,
  name: `Sandbox Shapes #${tokenId}`,
  description: 'A shape',
  ...(imageUrl ? { imageUrl } : {}),
});

describe('Account assets: Tokens', () => {
  test('default: each token shows its USD value and the header the portfolio total', async () => {
    await connectedKit({
      tokenBalance: [
        token('ETH', '1.5', 3000, { address: undefined, name: 'Ether' }),
        token('USDC', '10000', 1),
        token('PRT', '20000', 0.5),
      ],
    });
    const { container } = renderWithKit(<AccountView />, kit!);
    const rows = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[data-testid="portico-token-value"]')?.textContent)).toEqual([
      '$4,500.00',
      '$10,000.00',
      '$10,000.00',
    ]);
    expect(screen.getByTestId('portico-portfolio-total').textContent).toBe('Portfolio value $24,500.00');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: a token without a price shows no USD value (never $NaN or $0.00) and is left out of the total', async () => {
    await connectedKit({
      tokenBalance: [
        token('USDC', '12.5', 1),
        token('CLAIM', '1000', 0, { value: 0 }),
        token('ODD', '5', 0, { value: Number.NaN }),
      ],
    });
    const { container } = renderWithKit(<AccountView />, kit!);
    const rows = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('listitem');
    expect(
      rows.map((row) => row.querySelector('[data-testid="portico-token-value"]')?.textContent ?? null),
    ).toEqual(['$12.50', null, null]);
    expect(rows[1]?.textContent).toContain('1,000 CLAIM');
    expect(container.textContent).not.toMatch(/NaN|\$0\.00/);
    expect(screen.getByTestId('portico-portfolio-total').textContent).toBe('Portfolio value $12.50');
  });

  test('behavior: with no priced token the header shows no total', async () => {
    await connectedKit({ tokenBalance: [token('CLAIM', '1000', 0, { value: 0 })] });
    renderWithKit(<AccountView />, kit!);
    expect(screen.getByRole('list', { name: 'Tokens' })).toBeTruthy();
    expect(screen.queryByTestId('portico-portfolio-total')).toBeNull();
  });
});

describe('Account assets: NFTs (stub fetch)', () => {
  test('default: the NFTs tab lists each NFT with its preview and name, for the account on the active network', async () => {
    const stub: NftStub = {
      calls: [],
      answer: () =>
        Response.json({
          nfts: [
            nft('4', 'https://api.test/v1/nft/image/4.svg'),
            nft('5', 'https://api.test/v1/nft/image/5.svg'),
          ],
        }),
    };
    stubFetch(stub);
    await connectedKit();
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<AccountView />, kit!, theme);
      await userEvent.click(screen.getByRole('tab', { name: 'NFTs' }));
      const list = await screen.findByRole('list', { name: 'NFTs' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Sandbox Shapes #4', 'Sandbox Shapes #5']);
      expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([
        'https://api.test/v1/nft/image/4.svg',
        'https://api.test/v1/nft/image/5.svg',
      ]);
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
    expect(stub.calls[0]).toBe(`/v1/account/${ADDRESS}/nfts?chainId=eip155:1`);
  });

  test('behavior: a broken preview becomes the name initials in a box of the same size; no image at all too', async () => {
    stubFetch({
      calls: [],
      answer: () => Response.json({ nfts: [nft('4', 'https://api.test/broken.svg'), nft('7')] }),
    });
    await connectedKit({ currentTab: 1 });
    renderWithKit(<AccountView />, kit!);
    const list = await screen.findByRole('list', { name: 'NFTs' });
    const [first, second] = within(list).getAllByRole('listitem');
    const image = first?.querySelector('img') as HTMLImageElement;
    const size = (element: Element | null | undefined) => {
      const style = (element as HTMLElement | null)?.style;
      return [style?.width, style?.height];
    };
    expect(size(image)).toEqual(['96px', '96px']);
    fireEvent.error(image);
    const placeholder = within(first!).getByTestId('portico-nft-placeholder');
    expect(placeholder.textContent).toBe('SS');
    expect(size(placeholder)).toEqual(['96px', '96px']);
    expect(first?.querySelector('img')).toBeNull();
    expect(within(second!).getByTestId('portico-nft-placeholder').textContent).toBe('SS');
    expect(first?.textContent).toContain('Sandbox Shapes #4');
  });

  test('behavior: a loading skeleton while the listing is on its way, then the empty state', async () => {
    let release: (response: Response) => void = () => undefined;
    const stub: NftStub = {
      calls: [],
      answer: () => new Promise<Response>((resolve) => (release = resolve)),
    };
    stubFetch(stub);
    await connectedKit({ currentTab: 1 });
    renderWithKit(<AccountView />, kit!);
    const panel = screen.getByRole('tabpanel', { name: 'NFTs' });
    expect((await within(panel).findByRole('status')).textContent).toContain('Loading NFTs');
    // Still the skeleton once the listing has been asked for and not answered.
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(within(panel).getByRole('status').textContent).toContain('Loading NFTs');
    expect(within(panel).getAllByTestId('portico-skeleton-row').length).toBeGreaterThan(0);
    release(Response.json({ nfts: [] }));
    expect(
      await within(panel).findByText('No NFTs yet. NFTs you hold on this network will show here.'),
    ).toBeTruthy();
  });

  test('behavior: on Solana the NFTs tab is empty without asking the API (it answers 400 there; issue 22)', async () => {
    const stub: NftStub = { calls: [], answer: () => Response.json({ error: 'bad' }, { status: 400 }) };
    stubFetch(stub);
    const { NftsPanel } = await import('./NftsPanel');
    kit = await createTestKit({ apiUrl: 'https://api.test' });
    renderWithKit(
      <NftsPanel
        address="9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
        chainId="solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
      />,
      kit,
    );
    expect(
      await screen.findByText('No NFTs yet. NFTs you hold on this network will show here.'),
    ).toBeTruthy();
    expect(stub.calls).toHaveLength(0);
  });

  test('error: a failed listing says so with Try again, which fetches again and shows the NFTs', async () => {
    const answers = [
      () => Response.json({ error: 'down' }, { status: 503 }),
      () => Response.json({ nfts: [nft('4', 'https://api.test/4.svg')] }),
    ];
    const stub: NftStub = { calls: [], answer: () => (answers.shift() ?? answers[0]!)() };
    stubFetch(stub);
    await connectedKit({ currentTab: 1 });
    const { container } = renderWithKit(<AccountView />, kit!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your NFTs could not be loaded.');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sandbox Shapes #4')).toBeTruthy();
    expect(stub.calls).toHaveLength(2);
  });

  test('error: a malformed answer is a failure, and an unsafe image URL is not shown', async () => {
    stubFetch({ calls: [], answer: () => Response.json({ nfts: 'nope' }) });
    await connectedKit({ currentTab: 1 });
    renderWithKit(<AccountView />, kit!);
    expect((await screen.findByRole('alert')).textContent).toContain('Your NFTs could not be loaded.');
    kit!.destroy();
    stubFetch({ calls: [], answer: () => Response.json({ nfts: [nft('9', 'javascript:alert(1)')] }) });
    await connectedKit({ currentTab: 1 });
    renderWithKit(<AccountView />, kit!);
    const item = await screen.findByText('Sandbox Shapes #9');
    expect(item.closest('li')?.querySelector('img')).toBeNull();
  });
});
