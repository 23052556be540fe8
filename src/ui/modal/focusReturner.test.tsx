/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectTestAccount, createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { modalSlice } from '../../store/slices/modalSlice';
import { AppKitButton } from '../react/AppKitButton';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

// Issue 22: after connecting by keyboard focus dropped to <body>, because the opener (Connect) is
// replaced by the account button when the connection lands, and focus went back only to the opener.

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.destroy());

async function openFromConnectButton() {
  const user = userEvent.setup();
  renderWithKit(kit, <AppKitButton />);
  screen.getByRole('button', { name: 'Connect Wallet' }).focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
}

test('behavior: connected, then closed: focus goes to the account button that replaced Connect', async () => {
  await openFromConnectButton();
  act(() => {
    connectTestAccount(kit);
    kit.store.dispatch(modalSlice.actions.closed());
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('portico-account-button')));
});

test('behavior: closed, then connected a moment later: focus still lands on the account button', async () => {
  await openFromConnectButton();
  act(() => void kit.store.dispatch(modalSlice.actions.closed()));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }));
  // The Connect button is focused but the page re-renders it away: focus must follow, not drop.
  act(() => connectTestAccount(kit));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('portico-account-button')));
});
