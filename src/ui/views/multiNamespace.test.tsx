/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  registerStandardWallet,
  unregisterStandardWallets,
} from '../../../test/adapters/registerStandardWallet';
import { stubEvmAdapter } from '../../../test/adapters/stubEvmAdapter';
import { createTestKit, renderWithKit } from '../../../test/ui/renderWithKit';
import { solanaAdapter } from '../../adapters/solana/solanaAdapter';
import { ethereum } from '../../core/networks/chains/evm';
import { solana, solanaDevnet } from '../../core/networks/chains/solana';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { modalSlice } from '../../store/slices/modalSlice';
import { AccountButton } from '../react/AccountButton';
import { AccountView } from './AccountView';
import { ConnectView } from './ConnectView';
import { NetworksView } from './NetworksView';

// One wallet per namespace (SPEC §4, issue 15) with the kit's store: an EVM wallet announced through
// EIP-6963 and a Solana wallet through the Wallet Standard, both real connectors of the runtime (the
// Solana one runs the real Solana adapter; its balance read goes to a closed local port).

const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

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
          uuid: '0b8a5f1e-1c55-4c6f-9d43-6f0d8f7f6b21',
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

async function setup(storage = createMemoryStorage()) {
  registerSolanaWallet();
  const kit = await createTestKit({
    storage,
    networks: [ethereum, solana, solanaDevnet],
    adapters: [stubEvmAdapter, solanaAdapter()],
    customRpcUrls: {
      [solana.caipNetworkId]: ['http://127.0.0.1:9'],
      [solanaDevnet.caipNetworkId]: ['http://127.0.0.1:9'],
    },
  });
  kits.push(kit);
  announceEvmWallet();
  await waitFor(() =>
    expect((kit.store.getState() as RootState).connectors.connectors.map((c) => c.chain).sort()).toEqual([
      'eip155',
      'solana',
    ]),
  );
  return kit;
}
const state = (kit: AppKit) => kit.store.getState() as RootState;

test('default: one wallet per namespace; the button shows the active namespace account', async () => {
  const kit = await setup();
  await kit.adapters.connect('com.example.evm');
  renderWithKit(<AccountButton />, kit);
  expect(screen.getByRole('button').textContent).toContain('0x5a...1BeAed');
  await kit.adapters.connect('wallet-standard:example solana wallet');
  expect(state(kit).connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' });
  expect(state(kit).chains.activeNamespace).toBe('solana');
  await waitFor(() => expect(screen.getByRole('button').textContent).toContain('4Nd1...4gDB4T'));
  expect(screen.getByRole('button').textContent).not.toContain('0x5a');
});

test('behavior: picking a network of an unconnected namespace opens Connect for that namespace only', async () => {
  const kit = await setup();
  await kit.adapters.connect('com.example.evm');
  kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
  kit.store.dispatch(modalSlice.actions.pushed({ view: 'Networks' }));
  const { unmount } = renderWithKit(<NetworksView />, kit);
  await userEvent.click(screen.getByRole('tab', { name: 'Solana' }));
  await userEvent.click(screen.getByRole('button', { name: /^Solana Devnet/ }));
  expect(state(kit).chains.activeCaipNetworkId).toBe(solanaDevnet.caipNetworkId);
  expect(state(kit).modal.history.at(-1)).toEqual({ view: 'Connect', data: { namespace: 'solana' } });
  unmount();
  renderWithKit(<ConnectView />, kit);
  const rows = within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.portico-list-item__name')?.textContent);
  expect(rows).toContain('Example Solana Wallet');
  expect(rows).not.toContain('Example EVM Wallet');
});

test('behavior: with both connected, picking a network of the other namespace switches to its account', async () => {
  const kit = await setup();
  await kit.adapters.connect('com.example.evm');
  await kit.adapters.connect('wallet-standard:example solana wallet');
  kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
  kit.store.dispatch(modalSlice.actions.pushed({ view: 'Networks' }));
  renderWithKit(<NetworksView />, kit);
  await userEvent.click(screen.getByRole('tab', { name: 'EVM' }));
  await userEvent.click(screen.getByRole('button', { name: 'Ethereum' }));
  expect(state(kit).chains.activeNamespace).toBe('eip155');
  expect(state(kit).modal.history.map((e) => e.view)).toEqual(['Account']);
  expect(state(kit).connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' });
});

test('behavior: Disconnect in Account ends the active namespace only; the other becomes active', async () => {
  const kit = await setup();
  await kit.adapters.connect('com.example.evm');
  await kit.adapters.connect('wallet-standard:example solana wallet');
  kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
  renderWithKit(<AccountView />, kit);
  await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
  await waitFor(() => expect(state(kit).connection.status.solana).toBe('disconnected'));
  expect(state(kit).connection.status.eip155).toBe('connected');
  expect(state(kit).chains.chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
  expect(state(kit).chains.activeNamespace).toBe('eip155');
  expect(state(kit).modal.open).toBe(false);
});

test('behavior: after a reload both namespaces reconnect and the one the visitor had active stays active', async () => {
  const storage = createMemoryStorage();
  const before = await setup(storage);
  await before.adapters.connect('com.example.evm');
  await before.adapters.connect('wallet-standard:example solana wallet');
  expect(state(before).chains.activeNamespace).toBe('solana');
  // The persisted slices are written as the state changes; the next kit reads them as a reload would.
  await waitFor(() => {
    const written = Object.values(storage.dump()).join();
    expect(written).toContain('wallet-standard:example solana wallet');
    expect(written).toContain('com.example.evm');
    expect(written).toMatch(/activeCaipNetworkId[^,]*solana:/);
  });
  before.destroy();
  kits.splice(0);
  unregisterStandardWallets();

  const after = await setup(storage);
  await after.adapters.reconnect();
  await waitFor(() =>
    expect(state(after).connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' }),
  );
  expect(state(after).chains.activeNamespace).toBe('solana');
  expect(state(after).chains.chains.eip155?.networkState.caipNetworkId).toBe(ethereum.caipNetworkId);
});
