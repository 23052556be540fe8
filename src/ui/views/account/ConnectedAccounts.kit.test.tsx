/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  registerStandardWallet,
  unregisterStandardWallets,
} from '../../../../test/adapters/registerStandardWallet';
import { stubEvmAdapter } from '../../../../test/adapters/stubEvmAdapter';
import { createTestKit, renderWithKit } from '../../../../test/ui/renderWithKit';
import { solanaAdapter } from '../../../adapters/solana/solanaAdapter';
import { ethereum } from '../../../core/networks/chains/evm';
import { solana } from '../../../core/networks/chains/solana';
import type { AppKit } from '../../../kit/createAppKit';
import type { RootState } from '../../../store/createKitStore';
import { createMemoryStorage } from '../../../store/persistence/kitStorage';
import { modalSlice } from '../../../store/slices/modalSlice';
import { AccountView } from '../AccountView';

// The list through a real kit: real connects of an EIP-6963 wallet (the stub EVM adapter, whose chain
// read answers 1 ETH) and a Wallet Standard Solana wallet (the real Solana adapter; its balance read
// goes to a closed local port, so it fails), the kit's own balance reads and namespace switch.

const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const SOLANA_WALLET = 'wallet-standard:example solana wallet';

function registerSolanaWallet() {
  registerStandardWallet({
    version: '1.0.0',
    name: 'Example Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet'],
    accounts: [],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => ({ accounts: [{ address: SOL_ADDRESS }] }),
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      'solana:signTransaction': { version: '1.0.0', signTransaction: async () => [] },
    },
  });
}

function announceEvmWallet() {
  const provider = {
    request: async ({ method }: { method: string }) =>
      method === 'eth_requestAccounts' || method === 'eth_accounts'
        ? [EVM_ADDRESS]
        : method === 'eth_chainId'
          ? '0x1'
          : null,
    on: () => undefined,
    removeListener: () => undefined,
  };
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: {
        info: {
          uuid: '7c1f6a52-2d0e-4c1b-8a3e-0f3b5f2d9a11',
          name: 'Example EVM Wallet',
          icon: '',
          rdns: 'com.example.evm',
        },
        provider,
      },
    }),
  );
}

const kits: AppKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  unregisterStandardWallets();
});

const state = (kit: AppKit) => kit.store.getState() as RootState;

async function setup(storage = createMemoryStorage()) {
  registerSolanaWallet();
  const kit = await createTestKit({
    storage,
    networks: [ethereum, solana],
    adapters: [stubEvmAdapter, solanaAdapter()],
    customRpcUrls: { [solana.caipNetworkId]: ['http://127.0.0.1:9'] },
  });
  kits.push(kit);
  announceEvmWallet();
  await waitFor(() => expect(state(kit).connectors.connectors).toHaveLength(2));
  return kit;
}

const balances = () =>
  within(screen.getByRole('list', { name: 'Connected accounts' }))
    .getAllByTestId('portico-connected-account')
    .map((row) => [
      row.querySelector('.portico-list-item__name')?.textContent,
      within(row).getByTestId('portico-connected-account-balance').textContent,
    ]);

test('behavior: after a reload the background namespace is read while the view is shown; pressing it makes it active', async () => {
  const storage = createMemoryStorage();
  const before = await setup(storage);
  await before.adapters.connect(SOLANA_WALLET);
  await before.adapters.connect('com.example.evm');
  await waitFor(() => expect(state(before).chains.chains.eip155?.accountState.balance).toBe('1'));
  // EVM is active; the persisted slices are written as the state changes, read by the next kit.
  await waitFor(() =>
    expect(Object.values(storage.dump()).join()).toMatch(/activeCaipNetworkId[^,]*eip155:/),
  );
  before.destroy();
  kits.splice(0);
  unregisterStandardWallets();

  const kit = await setup(storage);
  await kit.adapters.reconnect();
  await waitFor(() =>
    expect(state(kit).connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' }),
  );
  kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
  renderWithKit(<AccountView />, kit);
  await waitFor(() => expect(balances()[0]).toEqual(['Ethereum', '1 ETH']));
  // Read without being pressed (followAccountView polls every connected family while the view is
  // shown); this one's RPC is closed: unavailable, said so, never a made-up figure.
  await waitFor(() => expect(balances()[1]).toEqual(['Solana', 'Balance unavailable']));

  await userEvent.click(screen.getByRole('button', { name: /^Solana/ }));
  expect(state(kit).chains.activeNamespace).toBe('solana');
  await waitFor(() => expect(balances()[0]).toEqual(['Solana', 'Balance unavailable']));
  expect(balances()[1]).toEqual(['Ethereum', '1 ETH']);
  expect(state(kit).connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' });
});
