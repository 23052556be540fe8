/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { createTestKit, openView, renderWithKit } from '../../../../test/ui/renderWithKit';
import type { WalletListEntry } from '../../wallets/orderWallets';
import { WalletList } from './WalletList';

// The wallet rows of the Connect view with installed wallets of two namespaces (issue 15).

const row = (name: string, namespace: 'eip155' | 'solana', id: string): WalletListEntry => ({
  key: `injected:${id}`,
  section: 'injected',
  name,
  namespace,
  target: { view: 'ConnectingExternal', data: { connectorId: id } },
});
const entries = [
  row('Phantom', 'eip155', 'app.phantom'),
  row('Phantom', 'solana', 'wallet-standard:phantom'),
  row('Rabby Wallet', 'eip155', 'io.rabby'),
];
/** Each row's text: initials (no image), name, tag. */
const shown = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

test('default: a wallet installed for two namespaces has a row per namespace, tagged with it', async () => {
  const kit = await createTestKit();
  openView(kit, 'Connect');
  renderWithKit(<WalletList entries={entries} loading={false} allWalletsCount={undefined} />, kit);
  expect(shown()).toEqual(['PPhantomEVM', 'PPhantomSolana', 'RWRabby WalletInstalled']);
});

test('behavior: Connect opened for one namespace lists only that namespace installed wallets', async () => {
  const kit = await createTestKit();
  openView(kit, 'Connect', { namespace: 'solana' });
  renderWithKit(<WalletList entries={entries} loading={false} allWalletsCount={undefined} />, kit);
  expect(shown()).toEqual(['PPhantomInstalled']);
});
