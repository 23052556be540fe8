/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestKit, openView, renderWithKit } from '../../../../test/ui/renderWithKit';
import type { AppKitEvent } from '../../../core/events/appKitEvents';
import type { AppKit } from '../../../kit/createAppKit';
import { definePlugin } from '../../../plugins/definePlugin';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { AccountView } from '../../views/AccountView';
import { AllWalletsView, SEARCH_DEBOUNCE_MS } from '../../views/AllWalletsView';
import { EmailLogin } from '../../views/connect/EmailLogin';
import { WalletList } from '../../views/connect/WalletList';
import type { WalletListEntry } from '../../wallets/orderWallets';

// AppKit's click events, raised by the views where the click happens (the state cannot tell a click),
// as a host's `kit.subscribeEvents` listener receives them.

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const realFetch = globalThis.fetch;
let kit: AppKit;
let seen: AppKitEvent['data'][];

async function eventKit(options: Parameters<typeof createTestKit>[0] = {}) {
  kit = await createTestKit(options);
  seen = [];
  kit.subscribeEvents((event) => seen.push(event.data));
  return kit;
}

function connect() {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
    }),
  );
  openView(kit, 'Account');
}

const StubActivity = () => <p>Stub activity list</p>;
const clicks = () => seen.filter((data) => !data.event.startsWith('MODAL_'));

afterEach(() => {
  kit.destroy();
  globalThis.fetch = realFetch;
});

describe('events the views raise', () => {
  test('default: a wallet row is SELECT_WALLET (its name, platform, place); the All Wallets row CLICK_ALL_WALLETS', async () => {
    await eventKit();
    openView(kit, 'Connect');
    const entries: WalletListEntry[] = [
      {
        key: 'wc',
        section: 'walletConnect',
        name: 'WalletConnect',
        target: { view: 'ConnectingWalletConnect' },
      },
      {
        key: 'injected:io.rabby',
        section: 'injected',
        name: 'Rabby Wallet',
        namespace: 'eip155',
        target: { view: 'ConnectingExternal', data: { connectorId: 'io.rabby' } },
      },
    ];
    renderWithKit(<WalletList entries={entries} loading={false} allWalletsCount={300} />, kit);
    await userEvent.click(screen.getByRole('button', { name: /Rabby Wallet/ }));
    openView(kit, 'Connect');
    await userEvent.click(screen.getByRole('button', { name: /WalletConnect/ }));
    openView(kit, 'Connect');
    await userEvent.click(screen.getByRole('button', { name: /All Wallets/ }));
    expect(clicks()).toEqual([
      {
        type: 'track',
        event: 'SELECT_WALLET',
        properties: { name: 'Rabby Wallet', platform: 'browser', displayIndex: 1, view: 'Connect' },
      },
      {
        type: 'track',
        event: 'SELECT_WALLET',
        properties: { name: 'WalletConnect', platform: 'qrcode', displayIndex: 0, view: 'Connect' },
      },
      { type: 'track', event: 'CLICK_ALL_WALLETS' },
    ]);
    expect(kit.store.getState().modal.history.at(-1)?.view).toBe('AllWallets');
  });

  test('behavior: a search in All Wallets is one SEARCH_WALLET once typing pauses, not one per key', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await eventKit();
    openView(kit, 'AllWallets');
    jest.useFakeTimers();
    try {
      renderWithKit(<AllWalletsView />, kit);
      const search = screen.getByRole('searchbox');
      for (const text of ['r', 'ra', 'rab']) fireEvent.change(search, { target: { value: text } });
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(clicks()).toEqual([{ type: 'track', event: 'SEARCH_WALLET', properties: { search: 'rab' } }]);
    } finally {
      jest.useRealTimers();
    }
  });

  test("behavior: the Account view's network row, Send, Swap and Activity tab raise CLICK_NETWORKS, OPEN_SEND, OPEN_SWAP, CLICK_TRANSACTIONS", async () => {
    await eventKit({ features: { send: false, swaps: false, history: false } });
    kit.plugins.register(definePlugin({ name: 'send', views: ['HostSend'], load: async () => ({}) }));
    kit.plugins.register(definePlugin({ name: 'swaps', views: ['HostSwap'], load: async () => ({}) }));
    kit.plugins.register(
      definePlugin({
        name: 'history',
        views: ['Transactions'],
        load: async () => ({}),
        loadViews: async () => ({ views: { Transactions: StubActivity } }),
      }),
    );
    connect();
    renderWithKit(<AccountView />, kit);
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    openView(kit, 'Account');
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }));
    openView(kit, 'Account');
    await userEvent.click(screen.getByRole('button', { name: 'Ethereum Network' }));
    expect(clicks()).toEqual([
      { type: 'track', event: 'CLICK_TRANSACTIONS', properties: { isSmartAccount: false } },
      { type: 'track', event: 'OPEN_SEND', properties: { isSmartAccount: false, network: 'eip155:1' } },
      { type: 'track', event: 'OPEN_SWAP', properties: { isSmartAccount: false, network: 'eip155:1' } },
      { type: 'track', event: 'CLICK_NETWORKS' },
    ]);
  });

  test('behavior: turning to the e-mail field is EMAIL_LOGIN_SELECTED, once while it shows', async () => {
    await eventKit();
    openView(kit, 'Connect');
    renderWithKit(<EmailLogin />, kit);
    const field = screen.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.tab();
    await userEvent.click(field);
    expect(clicks()).toEqual([{ type: 'track', event: 'EMAIL_LOGIN_SELECTED' }]);
  });
});
