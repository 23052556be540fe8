/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectTestAccount, createTestKit, renderWithKit, viewTitle } from '../../../test/ui/createTestKit';
import { base, ethereum } from '../../core/networks/chains/evm';
import type { AppKit } from '../../kit/createAppKit';
import { INITIAL_STATE_APPLIED } from '../../store/persistence/isRehydrateOf';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { optionsSlice } from '../../store/slices/optionsSlice';
import { avatarGradient } from '../primitives/avatarGradient';
import { AccountButton } from './AccountButton';
import { AppKitButton } from './AppKitButton';
import { ConnectButton } from './ConnectButton';
import { NetworkButton } from './NetworkButton';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});
// Counts evaluations of the modal chunk, to see when (and that) the buttons preload it.
const mockChunkEvaluated = jest.fn();
jest.mock('../modal/Modal', () => {
  mockChunkEvaluated();
  return jest.requireActual('../modal/Modal');
});

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
let kit: AppKit;
beforeEach(() => {
  kit = createTestKit({ networks: [ethereum, base] });
});
afterEach(() => {
  kit.destroy();
  jest.restoreAllMocks();
});

describe('ConnectButton', () => {
  // First in the file: the chunk is evaluated once per test file, and this test watches that moment.
  test('behavior: hovering preloads the modal chunk; clicking opens Connect', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <ConnectButton />);
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(mockChunkEvaluated).not.toHaveBeenCalled();
    await user.hover(button);
    await waitFor(() => expect(mockChunkEvaluated).toHaveBeenCalledTimes(1));
    expect(kit.getState().open).toBe(false);
    await user.click(button);
    expect(kit.getState()).toMatchObject({ open: true, view: 'Connect' });
    expect(await screen.findByRole('dialog', { name: viewTitle('Connect') })).toBeTruthy();
    expect(mockChunkEvaluated).toHaveBeenCalledTimes(1);
  });
});

describe('AppKitButton', () => {
  test('default', () => {
    renderWithKit(kit, <AppKitButton />);
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button.getAttribute('data-size')).toBe('md');
    expect(button.closest('[data-portico-root]')?.getAttribute('data-theme')).toBe('dark');
  });

  test('behavior: shows a spinner and the loading label while connecting', () => {
    renderWithKit(kit, <AppKitButton size="sm" loadingLabel="Hold on" />);
    act(() => void kit.store.dispatch(connectionSlice.actions.connecting({ namespace: 'eip155' })));
    const button = screen.getByRole('button', { name: 'Hold on' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.portico-kit-spinner')).not.toBeNull();
    expect(button.getAttribute('data-size')).toBe('sm');
  });

  test('behavior: connected, it shows the truncated address and the balance floored to 3 decimals', async () => {
    renderWithKit(kit, <AppKitButton label="Sign in" />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    act(() => connectTestAccount(kit, { address: ADDRESS, balance: '1.23456789', balanceSymbol: 'ETH' }));
    const button = screen.getByTestId('portico-account-button');
    // The figure's formatters are their own chunk (AccountButtonBalance.tsx): it shows once loaded.
    await waitFor(() => expect(button.textContent).toContain('1.234 ETH')); // floored, not rounded to 1.235
    expect(button.textContent).toContain('0x71...d8976F');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  test("behavior: the balance is grouped per the kit's locale, digits exact, as the Account view's figure (issue 22)", async () => {
    renderWithKit(kit, <AccountButton />);
    act(() => connectTestAccount(kit, { address: ADDRESS, balance: '12345678.98765', balanceSymbol: 'ETH' }));
    const button = screen.getByTestId('portico-account-button');
    await waitFor(() => expect(button.textContent).toContain('12,345,678.987 ETH'));
    act(() => void kit.store.dispatch(optionsSlice.actions.localeSet('de')));
    expect(button.textContent).toContain('12.345.678,987 ETH');
  });

  test('behavior: a profile name replaces the address; balance can be hidden', () => {
    connectTestAccount(kit, { address: ADDRESS, balance: '2', balanceSymbol: 'ETH', profileName: 'ada.eth' });
    renderWithKit(kit, <AppKitButton balance="hide" />);
    const button = screen.getByTestId('portico-account-button');
    expect(button.textContent).toBe('ada.eth');
  });

  test("behavior: the avatar is the Account view's, derived from the address (issue 22)", () => {
    const OTHER = '0x000000000000000000000000000000000000dEaD';
    const avatarOf = (address: string) => {
      act(() => connectTestAccount(kit, { address }));
      const avatar = screen.getByTestId('portico-account-button').querySelector('.portico-kit-avatar');
      return (avatar as HTMLElement).style.backgroundImage;
    };
    renderWithKit(kit, <AccountButton />);
    const first = avatarOf(ADDRESS);
    expect(first).toBe(avatarGradient(ADDRESS));
    expect(avatarOf(OTHER)).not.toBe(first);
  });

  test('behavior: the account button opens Account', async () => {
    const user = userEvent.setup();
    connectTestAccount(kit, { address: ADDRESS });
    renderWithKit(kit, <AccountButton />);
    await user.click(screen.getByTestId('portico-account-button'));
    expect(kit.getState()).toMatchObject({ open: true, view: 'Account' });
  });

  test('behavior: a returning visitor reconnecting sees their last address, busy; the confirmed account then takes over', async () => {
    const restore = { type: INITIAL_STATE_APPLIED, key: 'connection' };
    const payload = { connectorIds: { eip155: 'injected' }, lastAddresses: { eip155: ADDRESS } };
    act(() => void kit.store.dispatch({ ...restore, payload }));
    renderWithKit(kit, <AppKitButton />);
    const busy = screen.getByTestId('portico-account-button');
    expect(busy.textContent).toBe('0x71...d8976F');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    act(() => connectTestAccount(kit, { address: ADDRESS, balance: '2', balanceSymbol: 'ETH' }));
    const confirmed = screen.getByTestId('portico-account-button');
    expect(confirmed.hasAttribute('aria-busy')).toBe(false);
    await waitFor(() => expect(confirmed.textContent).toBe('2 ETH0x71...d8976F'));
  });

  test('behavior: a reconnect that fails forgets the last address and shows Connect Wallet', () => {
    const payload = { connectorIds: { eip155: 'injected' }, lastAddresses: { eip155: ADDRESS } };
    act(() => void kit.store.dispatch({ type: INITIAL_STATE_APPLIED, key: 'connection', payload }));
    renderWithKit(kit, <AppKitButton />);
    act(() => void kit.store.dispatch(connectionSlice.actions.syncFailed({ namespace: 'eip155' })));
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(kit.store.getState().connection.lastAddresses).toEqual({});
  });

  test('error: the account button renders nothing while disconnected', () => {
    const { container } = renderWithKit(kit, <AccountButton />);
    expect(container.innerHTML).toBe('');
  });
});

describe('NetworkButton', () => {
  test('default', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <NetworkButton />);
    const button = screen.getByRole('button', { name: ethereum.name });
    act(
      () =>
        void kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: base.caipNetworkId })),
    );
    expect(button.textContent).toBe(base.name);
    await user.click(button);
    expect(kit.getState()).toMatchObject({ open: true, view: 'Networks' });
  });

  test('error: a network the app does not support is flagged', () => {
    renderWithKit(kit, <NetworkButton />);
    act(() => {
      kit.store.dispatch(
        chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:999' }),
      );
    });
    const button = screen.getByRole('button', { name: 'Select network' });
    expect(button.querySelector('[data-supported="false"]')).not.toBeNull();
  });
});
