/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addStubConnector,
  axeViolations,
  createTestKit,
  openView,
  renderWithKit,
} from '../../../test/ui/renderWithKit';
import { sepolia } from '../../core/networks/chains/evmTestnets';
import type { AppKit } from '../../kit/createAppKit';
import { definePlugin } from '../../plugins/definePlugin';
import { authSlice } from '../../store/slices/authSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { AccountView } from './AccountView';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

function connect(kit: AppKit, account: Record<string, unknown> = {}) {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      balance: '1.23456789',
      balanceSymbol: 'ETH',
      ...account,
    }),
  );
  openView(kit, 'Account');
}

const StubActivity = () => <p>Stub activity list</p>;
const RetriedActivity = () => <p>Loaded on retry</p>;

const featureButtons = () =>
  within(screen.getByRole('group', { name: 'Wallet features' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('AccountView', () => {
  test('default', async () => {
    const kit = await createTestKit();
    connect(kit);
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<AccountView />, kit, theme);
      expect(screen.getByRole('heading', { name: '0x52...169EE7' })).toBeTruthy();
      expect(screen.getByTestId('portico-account-balance').textContent).toBe('1.234 ETH');
      expect(screen.getByTestId('portico-generated-avatar')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Block explorer' }).getAttribute('href')).toBe(
        `https://etherscan.io/address/${ADDRESS}`,
      );
      expect(screen.getByRole('button', { name: 'Ethereum Network' })).toBeTruthy();
      // A built-in wallet feature offers a button only once its plugin serves a view (no dead ends):
      // Receive, Swap (issue 25) and Buy (issue 26) do.
      const features = within(screen.getByRole('group', { name: 'Wallet features' }));
      expect(features.getByRole('button', { name: 'Receive' })).toBeTruthy();
      expect(features.getByRole('button', { name: 'Swap' })).toBeTruthy();
      expect(features.getByRole('button', { name: 'Buy' })).toBeTruthy();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tokens', 'NFTs', 'Activity']);
      // No list read yet: the skeleton, not an empty state that would be false a moment later.
      expect(within(screen.getByRole('tabpanel', { name: 'Tokens' })).getByRole('status').textContent).toBe(
        'Loading tokens',
      );
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: feature buttons keep the order onramp, swaps, receive, send and show only plugins that serve a view', async () => {
    const kit = await createTestKit({
      features: { onramp: false, swaps: false, send: false, receive: false },
      plugins: [
        definePlugin({ name: 'send', views: ['HostSend'], load: async () => ({}) }),
        definePlugin({ name: 'receive', views: ['HostReceive'], load: async () => ({}) }),
        definePlugin({ name: 'swaps', load: async () => ({}) }),
      ],
    });
    connect(kit);
    renderWithKit(<AccountView />, kit);
    expect(featureButtons()).toEqual(['Receive', 'Send']);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(kit.store.getState().modal.history.at(-1)).toEqual({ view: 'HostSend' });
  });

  test("behavior: Swap shows only where swaps are offered: not on a chain off SPEC's list, unless the host admits it", async () => {
    for (const [swapNetworkIds, expected] of [
      [[], ['Buy', 'Receive', 'Send']],
      [[11155111], ['Buy', 'Swap', 'Receive', 'Send']],
    ] as const) {
      const kit = await createTestKit({ networks: [sepolia], swapNetworkIds: [...swapNetworkIds] });
      connect(kit);
      const { unmount } = renderWithKit(<AccountView />, kit);
      expect(featureButtons()).toEqual(expected);
      unmount();
      kit.destroy();
    }
  });

  test('behavior: the Activity tab renders the history plugin view through the plugin runtime (stub plugin)', async () => {
    const kit = await createTestKit({ features: { history: false } });
    kit.plugins.register(
      definePlugin({
        name: 'history',
        views: ['Transactions'],
        load: async () => ({}),
        loadViews: async () => ({ views: { Transactions: StubActivity } }),
      }),
    );
    connect(kit);
    renderWithKit(<AccountView />, kit);
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Stub activity list')).toBeTruthy();
    expect(kit.store.getState().chains.chains.eip155?.accountState.currentTab).toBe(2);
  });

  test('error: a failing history chunk shows an error with Retry instead of a blank tab', async () => {
    const kit = await createTestKit({ features: { history: false } });
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValueOnce({});
    kit.plugins.register(
      definePlugin({
        name: 'history',
        views: ['Transactions'],
        load,
        loadViews: async () => ({ views: { Transactions: RetriedActivity } }),
      }),
    );
    connect(kit, { currentTab: 2 });
    const { container } = renderWithKit(<AccountView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('This view could not be loaded.');
    expect(container.textContent).not.toContain('chunk 404');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded on retry')).toBeTruthy();
  });

  test('behavior: without the history plugin there is no Activity tab', async () => {
    const kit = await createTestKit({ features: { history: false } });
    connect(kit);
    renderWithKit(<AccountView />, kit);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tokens', 'NFTs']);
  });

  test('behavior: the Tokens tab lists token balances floored to 2 decimals (the native row to 3, as the header)', async () => {
    const kit = await createTestKit();
    const tokenBalance = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '9999.98765' },
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: '0xa0b8',
        value: 12.34,
        price: 1,
        quantity: { decimals: '6', numeric: '12.345678' },
        iconUrl: '',
      },
    ];
    connect(kit, { tokenBalance, balance: '9999.98765' });
    const { container } = renderWithKit(<AccountView />, kit);
    const list = screen.getByRole('list', { name: 'Tokens' });
    expect(list.textContent).toContain('USD Coin');
    expect(list.textContent).toContain('12.34 USDC');
    expect(list.textContent).toContain('$12.34');
    // One figure for the native balance in one view: the Tokens row uses the header's floor-to-3 rule.
    expect(list.textContent).toContain('9,999.987 ETH');
    expect(screen.getByTestId('portico-account-balance').textContent).toBe('9,999.987 ETH');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: the native row shows the balance read from the chain, as the header, not the API figure that trails it', async () => {
    const kit = await createTestKit();
    const ether = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 0, price: 0, iconUrl: '' };
    connect(kit, {
      tokenBalance: [{ ...ether, quantity: { decimals: '18', numeric: '5' } }],
      balance: '4.5',
    });
    renderWithKit(<AccountView />, kit);
    expect(screen.getByRole('list', { name: 'Tokens' }).textContent).toContain('4.5 ETH');
    expect(screen.getByTestId('portico-account-balance').textContent).toBe('4.5 ETH');
  });

  test('behavior: a failed balance read shows "Balance unavailable", not the figure shown before', async () => {
    const kit = await createTestKit();
    connect(kit);
    renderWithKit(<AccountView />, kit);
    act(() => {
      kit.store.dispatch(
        chainsSlice.actions.balanceRead({ namespace: 'eip155', caipNetworkId: 'eip155:1', address: ADDRESS }),
      );
    });
    expect(screen.getByTestId('portico-account-balance').textContent).toBe('Balance unavailable');
    // Prices, the portfolio total and the NFTs tab: account/accountAssets.test.tsx.
  });

  test('behavior: a profile name and image replace the address heading and the generated avatar', async () => {
    const kit = await createTestKit();
    connect(kit, { profileName: 'ada.eth', profileImage: 'https://example.invalid/ada.png' });
    const { container } = renderWithKit(<AccountView />, kit);
    expect(screen.getByRole('heading', { name: 'ada.eth' })).toBeTruthy();
    expect(container.textContent).toContain('0x52...169EE7');
    expect(screen.queryByTestId('portico-generated-avatar')).toBeNull();
  });

  test('behavior: copy address, network button and the loading balance', async () => {
    const user = userEvent.setup();
    const kit = await createTestKit();
    connect(kit, { balance: undefined });
    kit.store.dispatch(connectionSlice.actions.connecting({ namespace: 'eip155' }));
    renderWithKit(<AccountView />, kit);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading balance');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(kit.store.getState().notifications).toMatchObject({
      variant: 'success',
      message: 'Address copied',
    });
    await user.click(screen.getByRole('button', { name: 'Ethereum Network' }));
    expect(kit.store.getState().modal.history.at(-1)).toEqual({ view: 'Networks' });
  });

  test('behavior: Disconnect with a stub connector service ends the active namespace only and closes', async () => {
    const kit = await createTestKit();
    addStubConnector(kit, { id: 'io.rabby', name: 'Rabby Wallet' });
    connect(kit);
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'solana', connectorId: 'io.rabby' }));
    kit.store.dispatch(
      chainsSlice.actions.accountUpdated({
        namespace: 'solana',
        address: 'So11111111111111111111111111111111111111112',
      }),
    );
    renderWithKit(<AccountView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const state = kit.store.getState();
    // An injected connector is no shared (WalletConnect / auth) connection: SPEC §4 leaves Solana be,
    // and Solana's account becomes the one the button shows.
    expect(state.connection.status).toEqual({ eip155: 'disconnected', solana: 'connected' });
    expect(state.chains.chains.eip155?.accountState.address).toBeUndefined();
    expect(state.chains.chains.solana?.accountState.address).toBe(
      'So11111111111111111111111111111111111111112',
    );
    expect(state.chains.activeNamespace).toBe('solana');
    expect(state.modal.open).toBe(false);
  });

  test('behavior: a wallet that refuses to disconnect: "Failed to disconnect" toast, nothing reset', async () => {
    const kit = await createTestKit();
    addStubConnector(kit, { id: 'io.rabby', name: 'Rabby Wallet' });
    kit.services.set('connector:io.rabby', {
      connect: async () => undefined,
      disconnect: async () => Promise.reject(new Error('nope')),
    });
    connect(kit);
    renderWithKit(<AccountView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const state = kit.store.getState();
    expect(state.notifications.message).toBe('Failed to disconnect');
    expect(state.connection.status.eip155).toBe('connected');
    expect(state.chains.chains.eip155?.accountState.address).toBe(ADDRESS);
    expect(state.modal.open).toBe(true);
  });

  test('behavior: an embedded-wallet e-mail session shows the e-mail and Update e-mail opens its view', async () => {
    const kit = await createTestKit();
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'auth' }));
    kit.store.dispatch(authSlice.actions.emailLoginSucceeded({ email: 'ada@example.test' }));
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
    openView(kit, 'Account');
    const { container } = renderWithKit(<AccountView />, kit);
    expect(screen.getByTestId('portico-embedded-identity').textContent).toBe('Signed in as ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Update e-mail' }));
    expect(kit.store.getState().modal.history.at(-1)).toEqual({ view: 'UpdateEmailWallet' });
    expect(container.textContent).not.toContain('undefined');
  });

  test('behavior: a social session names the provider and user; other connectors show no identity row', async () => {
    const kit = await createTestKit();
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'auth' }));
    kit.store.dispatch(authSlice.actions.socialLoginSucceeded({ provider: 'github', username: 'ada' }));
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
    openView(kit, 'Account');
    const { unmount } = renderWithKit(<AccountView />, kit);
    expect(screen.getByTestId('portico-embedded-identity').textContent).toBe('Signed in with GitHub as ada');
    expect(screen.queryByRole('button', { name: 'Update e-mail' })).toBeNull();
    unmount();
    const other = await createTestKit();
    connect(other);
    renderWithKit(<AccountView />, other);
    expect(screen.queryByTestId('portico-embedded-identity')).toBeNull();
  });

  test('behavior: after a network switch the Tokens tab shows the skeleton, never "No tokens yet", until the new list arrives', async () => {
    jest.useFakeTimers();
    try {
      const kit = await createTestKit();
      connect(kit);
      const ether = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 0, price: 0, iconUrl: '' };
      const list = (chainId: string) => [{ ...ether, chainId, quantity: { decimals: '18', numeric: '2' } }];
      // What the balance part dispatches for every token read that lands (SPEC §3 tokenBalance).
      const read = (caipNetworkId: 'eip155:1' | 'eip155:8453', tokens: ReturnType<typeof list>) =>
        kit.store.dispatch(
          chainsSlice.actions.tokensRead({ namespace: 'eip155', caipNetworkId, address: ADDRESS, tokens }),
        );
      act(() => {
        read('eip155:1', list('eip155:1'));
      });
      renderWithKit(<AccountView />, kit);
      const panel = () => screen.getByRole('tabpanel', { name: 'Tokens' });
      expect(within(panel()).getByRole('list', { name: 'Tokens' })).toBeTruthy();
      // The switch drops the old network's list before the new one is read.
      act(() => {
        kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
      });
      expect(panel().textContent).not.toContain('No tokens yet');
      expect(within(panel()).getByRole('status').textContent).toBe('Loading tokens');
      expect(within(panel()).getAllByTestId('portico-skeleton-row')).toHaveLength(3);
      // A late answer for the network left behind is not shown for the new one.
      act(() => {
        read('eip155:1', list('eip155:1'));
      });
      expect(within(panel()).getByRole('status').textContent).toBe('Loading tokens');
      act(() => {
        read('eip155:8453', []);
      });
      expect(panel().textContent).toContain('No tokens yet.');
      // A read that never answers ends in the empty state once it would have timed out, not a skeleton forever.
      act(() => {
        kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:1' }));
      });
      expect(within(panel()).getByRole('status').textContent).toBe('Loading tokens');
      act(() => {
        jest.advanceTimersByTime(10_000);
      });
      expect(panel().textContent).toContain('No tokens yet.');
    } finally {
      jest.useRealTimers();
    }
  });

  test('behavior: with no account the view offers to connect', async () => {
    const kit = await createTestKit();
    openView(kit, 'Account');
    const { container } = renderWithKit(<AccountView />, kit);
    expect(container.textContent).toContain('No account is connected.');
    await userEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }));
    expect(kit.store.getState().modal.history).toEqual([{ view: 'Connect' }]);
    expect(await axeViolations(container)).toEqual([]);
  });
});

// The test plugins' views, declared as a host declares its own plugin's views.
declare module '../../store/viewNames' {
  interface PluginViewNames {
    accountViewTest: 'HostSend' | 'HostReceive';
  }
}
