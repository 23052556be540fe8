/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addStubConnector,
  axeViolations,
  createTestKit,
  openView,
  renderWithKit,
} from '../../../test/ui/renderWithKit';
import type { AppKit } from '../../kit/createAppKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { UnsupportedChainView } from './UnsupportedChainView';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

function connectOnUnsupportedNetwork(kit: AppKit) {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: ADDRESS }));
  kit.store.dispatch(
    chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:999' }),
  );
  openView(kit, 'UnsupportedChain');
}

describe('UnsupportedChainView', () => {
  test('default', async () => {
    const kit = await createTestKit();
    connectOnUnsupportedNetwork(kit);
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<UnsupportedChainView />, kit, theme);
      expect(container.textContent).toContain("This app doesn't support your wallet's current network.");
      const names = within(screen.getByRole('list', { name: 'Available networks' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
      expect(names).toEqual(['EEthereumEVM', 'BBaseEVM', 'SSolanaSolana']);
      expect(screen.queryByRole('button', { current: true })).toBeNull();
      expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: choosing a network makes it active and closes the modal', async () => {
    const kit = await createTestKit();
    connectOnUnsupportedNetwork(kit);
    renderWithKit(<UnsupportedChainView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Base EVM' }));
    expect(kit.store.getState().chains.activeCaipNetworkId).toBe('eip155:8453');
    expect(kit.store.getState().modal.open).toBe(false);
  });

  test('behavior: Disconnect with a stub connector service resets the account and closes the modal', async () => {
    const kit = await createTestKit();
    const disconnect = jest.fn(async () => undefined);
    addStubConnector(
      kit,
      { id: 'io.rabby', name: 'Rabby Wallet' },
      { connect: async () => undefined, disconnect },
    );
    connectOnUnsupportedNetwork(kit);
    renderWithKit(<UnsupportedChainView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const state = kit.store.getState();
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(state.connection.status.eip155).toBe('disconnected');
    expect(state.connection.connectorIds.eip155).toBeUndefined();
    expect(state.chains.chains.eip155?.accountState.address).toBeUndefined();
    expect(state.modal.open).toBe(false);
  });

  test('error: a stub connector service that fails to disconnect shows "Failed to disconnect" and keeps the session', async () => {
    const kit = await createTestKit();
    addStubConnector(
      kit,
      { id: 'io.rabby', name: 'Rabby Wallet' },
      {
        connect: async () => undefined,
        disconnect: async () => {
          throw new Error('wallet busy');
        },
      },
    );
    connectOnUnsupportedNetwork(kit);
    renderWithKit(<UnsupportedChainView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(kit.store.getState().notifications).toMatchObject({
      variant: 'error',
      message: 'Failed to disconnect',
    });
    expect(kit.store.getState().connection.status.eip155).toBe('connected');
    expect(kit.store.getState().modal.open).toBe(true);
  });
});
