/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { axeViolations, createTestKit, renderWithKit } from '../../../../test/ui/renderWithKit';
import { ethereum } from '../../../core/networks/chains/evm';
import type { AppKit } from '../../../kit/createAppKit';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { optionsSlice } from '../../../store/slices/optionsSlice';
import { AccountHeader } from './AccountHeader';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const METAMASK = { name: 'MetaMask', icon: 'data:image/svg+xml,%3Csvg%2F%3E', rdns: 'io.metamask' };

function connect(kit: AppKit, wallet?: typeof METAMASK) {
  kit.store.dispatch(
    connectionSlice.actions.connected({
      namespace: 'eip155',
      connectorId: 'io.metamask',
      ...(wallet ? { wallet } : {}),
    }),
  );
}

function header(balance: string, locale?: string) {
  const account = { address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}`, balance, balanceSymbol: 'ETH' };
  return (
    <AccountHeader
      account={account as Parameters<typeof AccountHeader>[0]['account']}
      network={ethereum}
      connecting={false}
      {...(locale ? { locale } : {})}
    />
  );
}

describe('AccountHeader', () => {
  test('behavior: the connected wallet shows as a badge on the avatar, named "Connected with MetaMask"', async () => {
    const kit = await createTestKit();
    connect(kit, METAMASK);
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(header('1'), kit, theme);
      const badge = screen.getByRole('img', { name: 'Connected with MetaMask' });
      expect(badge.getAttribute('title')).toBe('Connected with MetaMask');
      // The wallet's own icon, not only its initials.
      expect(badge.querySelector('img')?.getAttribute('src')).toBe(METAMASK.icon);
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: no badge while the connected wallet is unknown, and it goes when the wallet disconnects', async () => {
    const kit = await createTestKit();
    connect(kit);
    renderWithKit(header('1'), kit);
    expect(screen.queryByRole('img', { name: /^Connected with/ })).toBeNull();
    act(() => connect(kit, METAMASK));
    expect(screen.getByRole('img', { name: 'Connected with MetaMask' })).toBeTruthy();
    act(() => {
      kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    });
    expect(screen.queryByRole('img', { name: /^Connected with/ })).toBeNull();
  });

  test('behavior: the badge follows the active namespace', async () => {
    const kit = await createTestKit();
    connect(kit, METAMASK);
    kit.store.dispatch(
      connectionSlice.actions.connected({
        namespace: 'solana',
        connectorId: 'phantom',
        wallet: { name: 'Phantom' },
      }),
    );
    renderWithKit(header('1'), kit);
    expect(screen.getByRole('img', { name: 'Connected with MetaMask' })).toBeTruthy();
    act(() => {
      kit.store.dispatch(
        chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      );
    });
    expect(screen.getByRole('img', { name: 'Connected with Phantom' })).toBeTruthy();
  });

  test.each([
    ['en', '10000', '10,000 ETH'],
    ['en', '1234567.891234', '1,234,567.891 ETH'],
    ['de', '1234567.891234', '1.234.567,891 ETH'],
    ['en-IN', '1234567.5', '12,34,567.5 ETH'],
    ['en', '999.9999', '999.999 ETH'],
    // Exact digits beyond a float's precision, still cut (not rounded) to 3 decimals.
    ['en', '123456789012345678901.9999', '123,456,789,012,345,678,901.999 ETH'],
  ])('behavior: locale %s groups the balance %s as %s', async (locale, balance, shown) => {
    const kit = await createTestKit();
    kit.store.dispatch(optionsSlice.actions.localeSet(locale));
    renderWithKit(header(balance, locale), kit);
    expect(screen.getByTestId('portico-account-balance').textContent).toBe(shown);
  });
});
