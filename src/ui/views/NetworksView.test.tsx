/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, createTestKit, openView, renderWithKit } from '../../../test/ui/renderWithKit';
import {
  arbitrum,
  avalanche,
  base,
  ethereum,
  gnosis,
  optimism,
  polygon,
} from '../../core/networks/chains/evm';
import { modalSlice } from '../../store/slices/modalSlice';
import { NETWORK_SEARCH_THRESHOLD, NetworksView } from './NetworksView';

const rows = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.portico-list-item__name')?.textContent);

describe('NetworksView', () => {
  test('default', async () => {
    const kit = await createTestKit();
    openView(kit, 'Networks');
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<NetworksView />, kit, theme);
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['EVM', 'Solana']);
      expect(screen.getByRole('tab', { name: 'EVM' }).getAttribute('aria-selected')).toBe('true');
      expect(rows('EVM networks')).toEqual(['Ethereum', 'Base']);
      const active = screen.getByRole('button', { name: 'Ethereum Active' });
      expect(active.getAttribute('aria-current')).toBe('true');
      expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-current')).toBeNull();
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: the namespace tabs switch the listed networks', async () => {
    const kit = await createTestKit();
    renderWithKit(<NetworksView />, kit);
    await userEvent.click(screen.getByRole('tab', { name: 'Solana' }));
    expect(rows('Solana networks')).toEqual(['Solana']);
  });

  test('behavior: choosing a network makes it active and goes back', async () => {
    const kit = await createTestKit();
    openView(kit, 'Account');
    kit.store.dispatch(modalSlice.actions.pushed({ view: 'Networks' }));
    renderWithKit(<NetworksView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Base' }));
    expect(kit.store.getState().chains.activeCaipNetworkId).toBe('eip155:8453');
    expect(kit.store.getState().modal.history.map((e) => e.view)).toEqual(['Account']);
  });

  test('behavior: choosing a network of another namespace switches the active namespace too', async () => {
    const kit = await createTestKit();
    openView(kit, 'Account');
    kit.store.dispatch(modalSlice.actions.pushed({ view: 'Networks' }));
    renderWithKit(<NetworksView />, kit);
    await userEvent.click(screen.getByRole('tab', { name: 'Solana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Solana' }));
    expect(kit.store.getState().chains.activeNamespace).toBe('solana');
  });

  test('behavior: with one namespace there are no tabs', async () => {
    const kit = await createTestKit({ networks: [ethereum, polygon] });
    renderWithKit(<NetworksView />, kit);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(rows('EVM networks')).toEqual(['Ethereum', 'Polygon']);
  });
});

describe('NetworksView search', () => {
  const many = [ethereum, base, polygon, arbitrum, optimism, gnosis, avalanche];

  test('behavior: up to 6 networks there is no search field', async () => {
    const kit = await createTestKit({ networks: many.slice(0, NETWORK_SEARCH_THRESHOLD) });
    renderWithKit(<NetworksView />, kit);
    expect(screen.queryByRole('searchbox', { name: 'Search networks' })).toBeNull();
  });

  test('behavior: with more than 6 networks a search field filters them by name, case-insensitively', async () => {
    const kit = await createTestKit({ networks: many });
    const { container } = renderWithKit(<NetworksView />, kit);
    expect(rows('EVM networks')).toHaveLength(7);
    const search = screen.getByRole('searchbox', { name: 'Search networks' });
    await userEvent.type(search, '  ARB ');
    expect(rows('EVM networks')).toEqual(['Arbitrum One']);
    await userEvent.clear(search);
    await userEvent.type(search, 'o');
    expect(rows('EVM networks')).toEqual(['Polygon', 'Arbitrum One', 'OP Mainnet', 'Gnosis']);
    expect(container.textContent).not.toContain('undefined');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('empty: a search that matches nothing says "No network found" as a status, and clearing it restores the list', async () => {
    const kit = await createTestKit({ networks: many });
    renderWithKit(<NetworksView />, kit);
    const search = screen.getByRole('searchbox', { name: 'Search networks' });
    await userEvent.type(search, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('No network found');
    expect(screen.queryByRole('list', { name: 'EVM networks' })).toBeNull();
    await userEvent.clear(search);
    expect(rows('EVM networks')).toHaveLength(7);
    expect(screen.queryByText('No network found')).toBeNull();
  });
});
