/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { stubEvmAdapter } from '../../../test/adapters/stubEvmAdapter';
import { createTestKit, openView, renderWithKit } from '../../../test/ui/renderWithKit';
import { ethereum } from '../../core/networks/chains/evm';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { ConnectingExternalView } from '../../ui/views/ConnectingExternalView';

// The view contract of docs/views.md with the real connector service: an EIP-6963 wallet announced in
// the page is connected from ConnectingExternal, and a rejection leaves nothing behind.

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Example Wallet',
  icon: '',
  rdns: 'com.example.wallet',
};

function wallet(requestAccounts: () => Promise<unknown>) {
  return {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts') return requestAccounts();
      if (method === 'eth_chainId') return '0x1';
      return null;
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
}

const kits: AppKit[] = [];
async function setup(requestAccounts: () => Promise<unknown>) {
  const kit = await createTestKit({ networks: [ethereum], adapters: [stubEvmAdapter] });
  kits.push(kit);
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({ info, provider: wallet(requestAccounts) }),
    }),
  );
  // A visitor reaches this view by picking the wallet in the list, so it is listed first.
  await waitFor(() =>
    expect(state(kit).connectors.connectors.map((c) => c.id)).toContain('com.example.wallet'),
  );
  openView(kit, 'ConnectingExternal', { connectorId: 'com.example.wallet' });
  renderWithKit(<ConnectingExternalView />, kit);
  return kit;
}
const state = (kit: AppKit) => kit.store.getState() as RootState;

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

describe('connecting an announced wallet from the modal', () => {
  test('behavior: approve -> connected, account and balance stored, recent wallet, modal closed', async () => {
    const kit = await setup(async () => [ADDRESS]);
    expect(await screen.findByText('Connected to Example Wallet')).toBeTruthy();
    expect(state(kit).connection.status.eip155).toBe('connected');
    expect(state(kit).chains.chains.eip155!.accountState).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      balance: '1',
      balanceSymbol: 'ETH',
    });
    expect(state(kit).connectors.recentWallets.map((w) => w.id)).toEqual(['com.example.wallet']);
    expect(state(kit).modal.open).toBe(false);
  });

  test('error: a 4001 shows "Connection declined" and stores nothing', async () => {
    const kit = await setup(() =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Connection declined');
    expect(state(kit).connection.status.eip155 ?? 'disconnected').toBe('disconnected');
    expect(state(kit).chains.chains.eip155!.accountState.address).toBeUndefined();
    expect(state(kit).connectors.recentWallets).toEqual([]);
    expect(state(kit).modal.open).toBe(true);
  });

  test('error: malformed accounts show "Connection failed" and store nothing', async () => {
    const kit = await setup(async () => ['not-an-address']);
    expect((await screen.findByRole('alert')).textContent).toContain('Connection failed');
    expect(state(kit).chains.chains.eip155!.accountState.address).toBeUndefined();
  });
});
