/** @jest-environment jsdom */

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestKit, renderWithKit, viewTitle } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { alertsSlice } from '../../store/slices/alertsSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import type { ViewName } from '../../store/viewNames';
import { AppKitButton } from '../react/AppKitButton';
import { AppKitModal } from '../react/AppKitModal';
import { AppKitProvider } from '../react/AppKitProvider';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => {
  kit.destroy();
  jest.restoreAllMocks();
});

const dispatch = (action: Parameters<AppKit['store']['dispatch']>[0]) =>
  act(() => void kit.store.dispatch(action));

describe('Modal', () => {
  test('default', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(kit, <AppKitButton />);
    // Nothing modal-related exists before the first open (the chunk is not even loaded).
    expect(document.querySelector('[data-testid="portico-layer"]')).toBeNull();
    expect(document.getElementById('portico-modal-styles')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: viewTitle('Connect') });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false); // portalled into document.body
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.getByText('Connect stub')).toBeTruthy();
    expect(document.getElementById('portico-modal-styles')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kit.getState().open).toBe(false);
  });

  test('behavior: kit.open() shows the requested view with its title', async () => {
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'Networks' }));
    expect(await screen.findByRole('dialog', { name: viewTitle('Networks') })).toBeTruthy();
    expect(screen.getByText('Networks stub')).toBeTruthy();
  });

  test('behavior: Escape closes through kit.close() and focus returns to the opener', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <AppKitButton />);
    const opener = screen.getByRole('button', { name: 'Connect Wallet' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const close = jest.spyOn(kit, 'close');
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('behavior: focus stays in the dialog when the focused Back button disappears', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <AppKitButton />);
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    dispatch(modalSlice.actions.pushed({ view: 'Networks' }));
    const back = await screen.findByRole('button', { name: 'Back' });
    back.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: viewTitle('Connect') });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  test('behavior: Tab and Shift+Tab cycle inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithKit(
      kit,
      <>
        <button type="button">Host before</button>
        <AppKitButton />
        <button type="button">Host after</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Search' });
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(input); // wrapped from the first control to the last
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  test('behavior: back appears with history and goes to the previous view', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    await screen.findByText('Connect stub');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All wallets' }));
    expect(await screen.findByRole('dialog', { name: viewTitle('AllWallets') })).toBeTruthy();
    expect(document.querySelector('[data-view="AllWallets"]')?.getAttribute('data-direction')).toBe('next');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Connect stub')).toBeTruthy();
    expect(document.querySelector('[data-view="Connect"]')?.getAttribute('data-direction')).toBe('prev');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  test('behavior: no back button once UnsupportedChain is in the history', async () => {
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'UnsupportedChain' }));
    dispatch(modalSlice.actions.pushed({ view: 'Networks' }));
    expect(await screen.findByText('Networks stub')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    dispatch(modalSlice.actions.wentBack()); // SPEC §2: back closes here
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('behavior: no back button while a transaction waits for approval', async () => {
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'Account' }));
    dispatch(modalSlice.actions.pushed({ view: 'ApproveTransaction' }));
    expect(await screen.findByRole('dialog', { name: viewTitle('ApproveTransaction') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  test('behavior: on UnsupportedChain, Close, Escape and the backdrop shake the card while the wallet is on that network', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <span />);
    dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
    dispatch(chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:999' }));
    await act(() => kit.open({ view: 'UnsupportedChain' }));
    const dialog = await screen.findByRole('dialog', { name: viewTitle('UnsupportedChain') });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.getAttribute('data-shake')).toBe('odd');
    await user.keyboard('{Escape}');
    expect(dialog.getAttribute('data-shake')).toBe('even');
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement! });
    expect(kit.store.getState().modal.shake).toBe(3);
    expect(kit.getState().open).toBe(true);
    // Once the wallet is on a network the app serves, Close closes again.
    dispatch(chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:1' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('default: UnsupportedChain opened with no wallet on an unsupported network closes as usual', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'UnsupportedChain' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(kit.getState().open).toBe(false);
  });

  test('default: an app that allows unsupported chains is not held on UnsupportedChain', async () => {
    kit.destroy();
    kit = createTestKit({ allowUnsupportedChain: true });
    const user = userEvent.setup();
    renderWithKit(kit, <span />);
    dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
    dispatch(chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:999' }));
    await act(() => kit.open({ view: 'UnsupportedChain' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(kit.getState().open).toBe(false);
  });

  test('behavior: a press on the backdrop closes, one inside the card does not', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    const dialog = await screen.findByRole('dialog');
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByText('Connect stub') });
    expect(kit.getState().open).toBe(true);
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement! });
    expect(kit.getState().open).toBe(false);
  });

  test('behavior: with disableAppend it renders inline where <AppKitModal> is placed', async () => {
    kit.destroy();
    kit = createTestKit({ disableAppend: true });
    render(
      <AppKitProvider kit={kit}>
        <section data-testid="slot">
          <AppKitModal />
        </section>
      </AppKitProvider>,
    );
    await act(() => kit.open());
    const dialog = await screen.findByRole('dialog', { name: viewTitle('Connect') });
    expect(screen.getByTestId('slot').contains(dialog)).toBe(true);
    expect(dialog.hasAttribute('aria-modal')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  test('behavior: the page behind does not scroll while the modal is open', async () => {
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => kit.close());
    expect(document.body.style.overflow).toBe('');
  });

  test('behavior: a shake request shakes the open card, and does not replay on the next open', async () => {
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.hasAttribute('data-shake')).toBe(false);
    dispatch(modalSlice.actions.shaken());
    expect(dialog.getAttribute('data-shake')).toBe('odd');
    act(() => kit.close());
    await act(() => kit.open());
    expect((await screen.findByRole('dialog')).hasAttribute('data-shake')).toBe(false);
  });

  test('error: a view whose plugin is switched off says so, never a blank modal or "Unknown view"', async () => {
    renderWithKit(kit, <span />);
    // Typed code cannot name such a view; a plain-JS host or a plugin switched off at run time can.
    dispatch(modalSlice.actions.opened({ view: 'NoSuchView' as ViewName }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('This feature is not available in this app.');
    expect(screen.queryByText(/Unknown view/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'No Such View' })).toBeTruthy();
  });
});

describe('Notices', () => {
  test.each([
    ['info', 'status'],
    ['success', 'status'],
    ['loading', 'status'],
    ['error', 'alert'],
  ] as const)('behavior: a %s toast shows with role %s, modal closed', async (variant, role) => {
    renderWithKit(kit, <span />);
    act(() => kit.showNotification({ message: `A ${variant} message`, variant, autoClose: false }));
    const toast = await screen.findByTestId('portico-toast');
    expect(toast.getAttribute('data-variant')).toBe(variant);
    expect(toast.getAttribute('role')).toBe(role);
    expect(toast.textContent).toContain(`A ${variant} message`);
    expect(toast.querySelector('.portico-kit-spinner') !== null).toBe(variant === 'loading');
  });

  test('behavior: the toast is dismissible and auto-closes through the store', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithKit(kit, <span />);
      act(() => kit.showNotification({ message: 'Signature declined', variant: 'error' }));
      expect((await screen.findByTestId('portico-toast')).textContent).toContain('Signature declined');
      act(() => void jest.advanceTimersByTime(3000));
      expect(screen.queryByTestId('portico-toast')).toBeNull();
      act(() => kit.showNotification({ message: 'Copied', variant: 'success', autoClose: false }));
      await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
      expect(screen.queryByTestId('portico-toast')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('behavior: inside an open modal the toast is part of the dialog', async () => {
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    const dialog = await screen.findByRole('dialog');
    act(() => kit.showNotification({ message: 'Hello', variant: 'info' }));
    expect(dialog.contains(screen.getByTestId('portico-toast'))).toBe(true);
  });

  test('behavior: a toast announced on the page is not announced again when the modal opens over it; the next one is', async () => {
    renderWithKit(kit, <span />);
    act(() => kit.showNotification({ message: 'Signature declined', variant: 'error', autoClose: false }));
    expect((await screen.findByTestId('portico-toast')).getAttribute('role')).toBe('alert');
    await act(() => kit.open());
    const dialog = await screen.findByRole('dialog');
    const moved = screen.getByTestId('portico-toast');
    expect(dialog.contains(moved)).toBe(true);
    expect(moved.textContent).toContain('Signature declined');
    expect(moved.getAttribute('role')).toBeNull();
    // A new toast replaces it (after the store's short reopen pause) and is announced.
    act(() => kit.showNotification({ message: 'Copied', variant: 'success', autoClose: false }));
    const next = await screen.findByText('Copied');
    expect(next.closest('[data-testid="portico-toast"]')?.getAttribute('role')).toBe('status');
  });

  test('behavior: an alert shows until dismissed, and only once', async () => {
    const user = userEvent.setup();
    renderWithKit(kit, <span />);
    dispatch(alertsSlice.actions.alertRaised({ id: 'SESSION_EXPIRED' }));
    const alert = await screen.findByTestId('portico-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Session Expired: please connect again.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('portico-alert')).toBeNull();
    dispatch(alertsSlice.actions.alertRaised({ id: 'SESSION_EXPIRED' }));
    expect(screen.queryByTestId('portico-alert')).toBeNull();
  });

  test('error: a missing project id raises its alert at start-up', async () => {
    kit.destroy();
    kit = createTestKit({ projectId: '' });
    renderWithKit(kit, <span />);
    expect((await screen.findByTestId('portico-alert')).getAttribute('data-alert')).toBe(
      'PROJECT_ID_NOT_CONFIGURED',
    );
  });
});
