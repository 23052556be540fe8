/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { stubEvmAdapter } from '../../../test/adapters/stubEvmAdapter';
import { createTestKit, renderWithKit } from '../../../test/ui/renderWithKit';
import { ethereum } from '../../core/networks/chains/evm';
import { defineNetwork } from '../../core/networks/network';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { modalSlice } from '../../store/slices/modalSlice';
import { AccountView } from '../../ui/views/AccountView';

// Issue 22: the "Block explorer" link kept etherscan.io for a local account after a visit to Ethereum,
// because an account update on a chain without an explorer left the previous chain's link in place.

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const local = defineNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
});

/** An announced wallet that follows wallet_switchEthereumChain. */
function announceWallet() {
  let chainId = '0x7a69';
  const provider = {
    request: async ({ method, params }: { method: string; params?: Array<{ chainId: string }> }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS];
      if (method === 'eth_chainId') return chainId;
      if (method === 'wallet_switchEthereumChain') chainId = params?.[0]?.chainId ?? chainId;
      return null;
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: {
        info: {
          uuid: '5e0e7a1c-2f1d-4b0e-9a43-0a8b8e3d2c11',
          name: 'Local Wallet',
          icon: '',
          rdns: 'com.example.local',
        },
        provider,
      },
    }),
  );
}

const kits: AppKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

test('behavior: the explorer link follows the active network; a chain without an explorer shows none', async () => {
  const kit = await createTestKit({ networks: [local, ethereum], adapters: [stubEvmAdapter] });
  kits.push(kit);
  announceWallet();
  await waitFor(() => expect((kit.store.getState() as RootState).connectors.connectors).toHaveLength(1));
  await kit.adapters.connect('com.example.local');
  const account = () => (kit.store.getState() as RootState).chains.chains.eip155?.accountState;
  expect(account()?.addressExplorerUrl).toBeUndefined();

  await kit.adapters.switchNetwork(ethereum);
  expect(account()?.addressExplorerUrl).toBe(`https://etherscan.io/address/${ADDRESS}`);

  await kit.adapters.switchNetwork(local);
  expect((kit.store.getState() as RootState).chains.activeCaipNetworkId).toBe('eip155:31337');
  expect(account()?.addressExplorerUrl).toBeUndefined();
  kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
  renderWithKit(<AccountView />, kit);
  expect(screen.getByRole('button', { name: 'Local Network' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Block explorer' })).toBeNull();
});
