/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectTestAccount, createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { AppKitAccountButton, AppKitButton, AppKitConnectButton, AppKitNetworkButton } from '../../react';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.destroy());

// AppKit's <appkit-button>, <appkit-connect-button>, <appkit-account-button>, <appkit-network-button>.
describe("AppKit's component names from portico/react", () => {
  test('default: the four components render with their documented props', () => {
    renderWithKit(
      kit,
      <>
        <AppKitButton size="sm" label="Sign in" />
        <AppKitConnectButton label="Connect" loadingLabel="Wait" />
        <AppKitNetworkButton />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('data-size')).toBe('sm');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(screen.getByTestId('portico-network-button').textContent).toContain('Ethereum');
  });

  test('behavior: disabled buttons do not open the modal', async () => {
    const user = userEvent.setup();
    renderWithKit(
      kit,
      <>
        <AppKitButton disabled label="Sign in" />
        <AppKitNetworkButton disabled />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByTestId('portico-network-button'));
    expect(kit.getState().open).toBe(false);
  });

  test('behavior: AppKitAccountButton hides the balance and can be disabled', async () => {
    const user = userEvent.setup();
    connectTestAccount(kit, { balance: '1.5', balanceSymbol: 'ETH' });
    renderWithKit(kit, <AppKitAccountButton balance="hide" disabled />);
    const button = screen.getByTestId('portico-account-button');
    expect(button.textContent).not.toContain('ETH');
    await user.click(button);
    expect(kit.getState().open).toBe(false);
  });
});
