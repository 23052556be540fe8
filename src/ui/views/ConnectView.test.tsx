/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addStubConnector,
  axeViolations,
  createTestKit,
  openView,
  renderWithKit,
} from '../../../test/ui/renderWithKit';
import { DEFAULT_SOCIALS } from '../../core/constants/features';
import { ethereum } from '../../core/networks/chains/evm';
import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import { createAppKit } from '../../kit/createAppKit';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { EMBEDDED_WALLET_SERVICE_ID } from '../../store/services/EmbeddedWalletService';
import { connectorsSlice } from '../../store/slices/connectorsSlice';
import { ConnectView } from './ConnectView';

const methodOrder = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-method]')].map((el) => el.getAttribute('data-method'));
const walletRows = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((b) => {
      const tag = b.querySelector('.portico-list-item__tag')?.textContent;
      return `${b.querySelector('.portico-list-item__name')?.textContent}${tag ? ` [${tag}]` : ''}`;
    });
const currentEntry = (kit: Awaited<ReturnType<typeof createTestKit>>) =>
  kit.store.getState().modal.history.at(-1);

// E-mail and socials show only with an embedded wallet or when the host asks for them by name.
const ASK_FOR_LOGIN = { email: true, socials: DEFAULT_SOCIALS };

describe('ConnectView', () => {
  test('default', async () => {
    const kit = await createTestKit({ features: ASK_FOR_LOGIN });
    openView(kit, 'Connect');
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<ConnectView />, kit, theme);
      expect(methodOrder(container)).toEqual(['email', 'social', 'wallet']);
      expect(walletRows()).toEqual([
        'WalletConnect [QR code]',
        'MetaMask',
        'Trust Wallet',
        'Coinbase Wallet',
        `All Wallets [${BUNDLED_WALLETS.length}]`,
      ]);
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: with a stub connector service for an installed wallet, wallets come first and it is tagged', async () => {
    const kit = await createTestKit({ features: ASK_FOR_LOGIN });
    addStubConnector(kit, {
      id: 'io.rabby',
      name: 'Rabby Wallet',
      type: 'ANNOUNCED',
      info: { rdns: 'io.rabby' },
    });
    const { container } = renderWithKit(<ConnectView />, kit);
    expect(methodOrder(container)).toEqual(['wallet', 'email', 'social']);
    expect(walletRows().slice(0, 2)).toEqual(['WalletConnect [QR code]', 'Rabby Wallet [Installed]']);
    await userEvent.click(screen.getByRole('button', { name: 'Rabby Wallet Installed' }));
    expect(currentEntry(kit)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.rabby', title: 'Rabby Wallet' },
    });
  });

  test('behavior: recent wallets follow WalletConnect and precede installed ones', async () => {
    const kit = await createTestKit();
    addStubConnector(kit, { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' });
    kit.store.dispatch(connectorsSlice.actions.recentWalletAdded({ id: 'zerion', name: 'Zerion' }));
    renderWithKit(<ConnectView />, kit);
    expect(walletRows().slice(0, 3)).toEqual([
      'WalletConnect [QR code]',
      'Zerion [Recent]',
      'Browser Wallet [Installed]',
    ]);
  });

  test('behavior: beside e-mail and socials at most 4 wallet rows show: recommended ones give way to installed ones, never the installed', async () => {
    const kit = await createTestKit({ features: ASK_FOR_LOGIN });
    for (const name of ['Rabby Wallet', 'Zerion', 'Frame']) {
      addStubConnector(kit, { id: name, name, type: 'ANNOUNCED', info: { rdns: `test.${name}` } });
    }
    renderWithKit(<ConnectView />, kit);
    expect(walletRows()).toEqual([
      'WalletConnect [QR code]',
      'Rabby Wallet [Installed]',
      'Zerion [Installed]',
      'Frame [Installed]',
      `All Wallets [${BUNDLED_WALLETS.length}]`,
    ]);
  });

  test('behavior: without a login, or without an All Wallets row to reach the rest, all 4 recommended wallets show', async () => {
    const recommended = ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow'];
    const plain = await createTestKit();
    const { unmount } = renderWithKit(<ConnectView />, plain);
    expect(walletRows().slice(1, 5)).toEqual(recommended);
    unmount();
    const noAll = await createTestKit({ features: { ...ASK_FOR_LOGIN, allWallets: false } });
    renderWithKit(<ConnectView />, noAll);
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
    expect(walletRows()).toEqual(['WalletConnect [QR code]', ...recommended]);
  });

  test('behavior: without an embedded wallet, e-mail and socials are not offered by default', async () => {
    const kit = await createTestKit();
    const { container } = renderWithKit(<ConnectView />, kit);
    expect(methodOrder(container)).toEqual(['wallet']);
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
  });

  test('behavior: with a stub embedded wallet service registered, e-mail and socials are offered by default', async () => {
    const kit = await createTestKit();
    kit.services.set(EMBEDDED_WALLET_SERVICE_ID, { stub: true });
    const { container } = renderWithKit(<ConnectView />, kit);
    expect(methodOrder(container)).toEqual(['email', 'social', 'wallet']);
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
  });

  test('behavior: email and social entries appear only when their features are on', async () => {
    const kit = await createTestKit({ features: { email: false, socials: false } });
    const { container } = renderWithKit(<ConnectView />, kit);
    expect(methodOrder(container)).toEqual(['wallet']);
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
  });

  test('behavior: selecting a registry wallet opens WalletConnect with its id, titled with its name; All Wallets opens the list', async () => {
    const kit = await createTestKit();
    openView(kit, 'Connect');
    renderWithKit(<ConnectView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Rainbow' }));
    expect(currentEntry(kit)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'rainbow', title: 'Rainbow' },
    });
    openView(kit, 'Connect');
    await userEvent.click(screen.getByRole('button', { name: /^All Wallets/ }));
    expect(currentEntry(kit)).toEqual({ view: 'AllWallets' });
    openView(kit, 'Connect');
    await userEvent.click(screen.getByRole('button', { name: 'WalletConnect QR code' }));
    expect(currentEntry(kit)).toEqual({ view: 'ConnectingWalletConnect' });
  });

  test('behavior: the e-mail entry opens the e-mail plugin with the address', async () => {
    const kit = await createTestKit({ features: ASK_FOR_LOGIN });
    openView(kit, 'Connect');
    renderWithKit(<ConnectView />, kit);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com{Enter}');
    expect(currentEntry(kit)).toEqual({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } });
  });

  test('error: an invalid e-mail address is explained and nothing opens', async () => {
    const kit = await createTestKit({ features: ASK_FOR_LOGIN });
    openView(kit, 'Connect');
    renderWithKit(<ConnectView />, kit);
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with e-mail' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(currentEntry(kit)).toEqual({ view: 'Connect' });
  });

  test('behavior: social buttons open the socials plugin views', async () => {
    const kit = await createTestKit({ features: ASK_FOR_LOGIN });
    openView(kit, 'Connect');
    renderWithKit(<ConnectView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(currentEntry(kit)).toEqual({ view: 'ConnectingSocial', data: { provider: 'google' } });
    openView(kit, 'Connect');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }));
    expect(currentEntry(kit)).toEqual({ view: 'ConnectingFarcaster' });
    openView(kit, 'Connect');
    await userEvent.click(screen.getByRole('button', { name: 'More social options (3)' }));
    expect(currentEntry(kit)).toEqual({ view: 'ConnectSocials' });
  });

  test('behavior: with emailShowWallets off the wallet list is behind a button', async () => {
    const kit = await createTestKit({ features: { ...ASK_FOR_LOGIN, emailShowWallets: false } });
    renderWithKit(<ConnectView />, kit);
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy();
  });

  test('behavior: no All Wallets row when the allWallets feature is off', async () => {
    const kit = await createTestKit({ features: { allWallets: false } });
    renderWithKit(<ConnectView />, kit);
    expect(screen.queryByRole('button', { name: /^All Wallets/ })).toBeNull();
  });

  test('behavior: a loading state shows while the stored wallets are restored', async () => {
    const kit = createAppKit({
      projectId: 'test',
      networks: [ethereum],
      storage: createMemoryStorage(),
      features: { analytics: false },
    });
    renderWithKit(<ConnectView />, kit);
    expect(screen.getByRole('status').textContent).toBe('Loading wallets');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('behavior: an empty state shows when no wallet can be offered', async () => {
    const kit = await createTestKit({
      enableWalletConnect: false,
      features: { email: false, socials: false },
    });
    const { container } = renderWithKit(<ConnectView />, kit);
    expect(container.textContent).toContain('No wallets available.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
