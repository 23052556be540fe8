/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentEmailView, emailKitWith } from '../../../../test/plugins/emailTestHarness';
import { fakeEmbeddedWallet } from '../../../../test/plugins/fakeEmbeddedWallet';
import { axeViolations, renderPluginView } from '../../../../test/plugins/renderPluginView';
import { FrameError } from '../../../core/errors/embeddedWalletErrors';
import { createAppKit } from '../../../kit/createAppKit';
import { authSlice } from '../../../store/slices/authSlice';
import { modalSlice } from '../../../store/slices/modalSlice';

const emailKit = emailKitWith(createAppKit);

async function accountKit(service = fakeEmbeddedWallet()) {
  const kit = await emailKit('Account', undefined, service);
  kit.store.dispatch(authSlice.actions.emailLoginSucceeded({ email: 'old@example.com' }));
  kit.store.dispatch(modalSlice.actions.pushed({ view: 'UpdateEmailWallet' }));
  return kit;
}

const views = (kit: Awaited<ReturnType<typeof accountKit>>) =>
  kit.store.getState().modal.history.map((e) => e.view);

describe('UpdateEmailWalletView', () => {
  test('default', async () => {
    const kit = await accountKit();
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderPluginView(<CurrentEmailView />, kit, theme);
      expect(screen.getByRole('textbox', { name: 'New e-mail address' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('error: an invalid address or the current one is refused and nothing is sent', async () => {
    const service = fakeEmbeddedWallet();
    const kit = await accountKit(service);
    const { container } = renderPluginView(<CurrentEmailView />, kit);
    const field = screen.getByRole('textbox', { name: 'New e-mail address' });
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address.');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'OLD@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('This is already your e-mail address.');
    expect(service.updateEmail).not.toHaveBeenCalled();
    expect(views(kit)).toEqual(['Account', 'UpdateEmailWallet']);
  });

  test('behavior: primary code, then secondary code, then back to Account with the new address confirmed', async () => {
    const service = fakeEmbeddedWallet({
      updateEmail: jest.fn(async () => ({ action: 'VERIFY_PRIMARY_OTP' })),
    });
    const kit = await accountKit(service);
    renderPluginView(<CurrentEmailView />, kit);
    await userEvent.type(screen.getByRole('textbox', { name: 'New e-mail address' }), ' new@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(service.updateEmail).toHaveBeenCalledWith('new@example.com');
    expect(await screen.findByText('Enter the code we sent to your current e-mail address.')).toBeTruthy();
    expect(views(kit)).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp']);

    await userEvent.type(screen.getByRole('textbox', { name: 'One-time code' }), '111111');
    expect(service.updateEmailPrimaryOtp).toHaveBeenCalledWith('111111');
    expect(await screen.findByText('Enter the code we sent to new@example.com.')).toBeTruthy();
    expect(views(kit)).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp']);

    await userEvent.type(screen.getByRole('textbox', { name: 'One-time code' }), '222222');
    expect(service.updateEmailSecondaryOtp).toHaveBeenCalledWith('222222');
    expect(await screen.findByText('Now on Account')).toBeTruthy();
    expect(views(kit)).toEqual(['Account']);
    expect(kit.store.getState().notifications.message).toBe('E-mail updated to new@example.com');
    expect(JSON.stringify(kit.store.getState())).not.toMatch(/111111|222222/);
  });

  test('behavior: VERIFY_SECONDARY_OTP goes straight to the code of the new address', async () => {
    const service = fakeEmbeddedWallet({
      updateEmail: jest.fn(async () => ({ action: 'VERIFY_SECONDARY_OTP' })),
    });
    const kit = await accountKit(service);
    renderPluginView(<CurrentEmailView />, kit);
    await userEvent.type(screen.getByRole('textbox', { name: 'New e-mail address' }), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the code we sent to new@example.com.')).toBeTruthy();
    expect(views(kit)).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp']);
    expect(service.updateEmailPrimaryOtp).not.toHaveBeenCalled();
  });

  test("error: a wrong code in the update keeps the step and shows the frame's message", async () => {
    const service = fakeEmbeddedWallet({
      updateEmailPrimaryOtp: jest.fn(async () => Promise.reject(new FrameError('Invalid code'))),
    });
    const kit = await accountKit(service);
    renderPluginView(<CurrentEmailView />, kit);
    await userEvent.type(screen.getByRole('textbox', { name: 'New e-mail address' }), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'One-time code' }), '999999');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    expect(views(kit)).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp']);
  });

  test('error: a refused update shows the message and stays on the form', async () => {
    const service = fakeEmbeddedWallet({
      updateEmail: jest.fn(async () => Promise.reject(new FrameError('This e-mail is already in use'))),
    });
    const kit = await accountKit(service);
    renderPluginView(<CurrentEmailView />, kit);
    await userEvent.type(screen.getByRole('textbox', { name: 'New e-mail address' }), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail is already in use');
    expect(views(kit)).toEqual(['Account', 'UpdateEmailWallet']);
  });

  test('error: without a registered embedded wallet each update view says so', async () => {
    const kit = await emailKit('UpdateEmailWallet', undefined, null);
    const { unmount } = renderPluginView(<CurrentEmailView />, kit);
    expect(screen.getByRole('alert').textContent).toContain('E-mail login is not available in this app.');
    unmount();
    for (const view of ['UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'] as const) {
      kit.store.dispatch(modalSlice.actions.pushed({ view, data: { email: 'new@example.com' } }));
      const { container, unmount: done } = renderPluginView(<CurrentEmailView />, kit);
      expect(screen.getByRole('alert').textContent).toContain('E-mail login is not available in this app.');
      expect(container.textContent).not.toContain('undefined');
      done();
    }
  });
});
