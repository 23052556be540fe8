/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentEmailView, emailKitWith } from '../../../../test/plugins/emailTestHarness';
import { deferred, fakeEmbeddedWallet } from '../../../../test/plugins/fakeEmbeddedWallet';
import { axeViolations, renderPluginView } from '../../../../test/plugins/renderPluginView';
import { EmailThrottleError, FrameError } from '../../../core/errors/embeddedWalletErrors';
import { createAppKit } from '../../../kit/createAppKit';

const emailKit = emailKitWith(createAppKit);

const email = 'ada@example.com';

afterEach(() => jest.useRealTimers());

describe('EmailVerifyOtpView', () => {
  test('default', async () => {
    const sent = deferred<{ action: string }>();
    const service = fakeEmbeddedWallet({ connectEmail: jest.fn(() => sent.promise) });
    const kit = await emailKit('EmailVerifyOtp', { email }, service);
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderPluginView(<CurrentEmailView />, kit, theme);
      expect(screen.getByRole('status').textContent).toBe('Sending a code to ada@example.com');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
    const { container } = renderPluginView(<CurrentEmailView />, kit, 'light');
    await act(async () => sent.resolve({ action: 'VERIFY_OTP' }));
    expect(screen.getByText('Enter the code we sent to ada@example.com')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'One-time code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    expect(container.textContent).not.toContain('undefined');
    expect(await axeViolations(container)).toEqual([]);
    expect(service.connectEmail).toHaveBeenCalledWith(email);
    expect(kit.store.getState().email).toMatchObject({
      step: 'verifyOtp',
      flow: 'login',
      pendingEmail: email,
    });
  });

  test('behavior: the sixth digit submits the code; the view then signs in without any error', async () => {
    const service = fakeEmbeddedWallet();
    const kit = await emailKit('EmailVerifyOtp', { email }, service);
    const { container } = renderPluginView(<CurrentEmailView />, kit);
    const field = await screen.findByRole('textbox', { name: 'One-time code' });
    await userEvent.type(field, '123456');
    expect(service.connectOtp).toHaveBeenCalledWith('123456');
    expect(service.connectOtp).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toBe('Signing in');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).not.toContain('undefined');
    expect(kit.store.getState().email?.step).toBe('connected');
    // The code never enters the store.
    expect(JSON.stringify(kit.store.getState())).not.toContain('123456');
  });

  test('behavior: a pasted code with a space or dash submits as its six digits; Verify also submits', async () => {
    const service = fakeEmbeddedWallet({
      connectOtp: jest
        .fn()
        .mockRejectedValueOnce(new FrameError('Invalid code'))
        .mockResolvedValue(undefined),
    });
    const kit = await emailKit('EmailVerifyOtp', { email }, service);
    renderPluginView(<CurrentEmailView />, kit);
    const field = await screen.findByRole('textbox', { name: 'One-time code' });
    await userEvent.click(field);
    await userEvent.paste('123 456');
    expect(service.connectOtp).toHaveBeenLastCalledWith('123456');
    await screen.findByRole('alert');
    await userEvent.paste('654-321');
    expect(service.connectOtp).toHaveBeenLastCalledWith('654321');
  });

  test('error: a short code asks for six digits and sends nothing', async () => {
    const service = fakeEmbeddedWallet();
    const kit = await emailKit('EmailVerifyOtp', { email }, service);
    renderPluginView(<CurrentEmailView />, kit);
    await userEvent.type(await screen.findByRole('textbox', { name: 'One-time code' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter all 6 digits of the code.');
    expect(service.connectOtp).not.toHaveBeenCalled();
  });

  test("error: a wrong code shows the frame's message, empties the field and keeps the focus there", async () => {
    const service = fakeEmbeddedWallet({
      connectOtp: jest.fn(async () => Promise.reject(new FrameError('Invalid code'))),
    });
    const kit = await emailKit('EmailVerifyOtp', { email }, service);
    const { container } = renderPluginView(<CurrentEmailView />, kit);
    const field = (await screen.findByRole('textbox', { name: 'One-time code' })) as HTMLInputElement;
    await userEvent.type(field, '000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
    expect(kit.store.getState().email?.step).toBe('verifyOtp');
  });

  test('behavior: Resend within the throttle shows the verbatim message counting down, then allows a new code', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const connectEmail = jest
      .fn()
      .mockResolvedValueOnce({ action: 'VERIFY_OTP' })
      .mockRejectedValueOnce(new EmailThrottleError(3))
      .mockResolvedValueOnce({ action: 'VERIFY_OTP' });
    const kit = await emailKit('EmailVerifyOtp', { email }, fakeEmbeddedWallet({ connectEmail }));
    renderPluginView(<CurrentEmailView />, kit);
    await act(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Please try again after 3 seconds')).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Please try again after 2 seconds')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(screen.queryByText(/Please try again after/)).toBeNull();
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(connectEmail).toHaveBeenCalledTimes(3);
    expect(screen.getByText('A new code is on its way.')).toBeTruthy();
  });

  test('behavior: arriving within the throttle keeps the code field usable and shows the countdown', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const service = fakeEmbeddedWallet({
      connectEmail: jest.fn(async () => Promise.reject(new EmailThrottleError(12))),
    });
    const kit = await emailKit('EmailVerifyOtp', { email }, service);
    renderPluginView(<CurrentEmailView />, kit);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Please try again after 12 seconds')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'One-time code' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('behavior: VERIFY_DEVICE replaces the view with the device step for the same address', async () => {
    const service = fakeEmbeddedWallet({
      connectEmail: jest.fn(async () => ({ action: 'VERIFY_DEVICE' })),
      connectDevice: jest.fn(() => new Promise(() => undefined)),
    });
    const kit = await emailKit('EmailVerifyOtp', { email }, service);
    renderPluginView(<CurrentEmailView />, kit);
    expect(await screen.findByRole('heading', { name: 'Approve this device' })).toBeTruthy();
    expect(kit.store.getState().modal.history.map((e) => e.view)).toEqual(['EmailVerifyDevice']);
    expect(kit.store.getState().modal.history.at(-1)?.data).toEqual({ email });
  });

  test('behavior: CONNECT signs in at once through connect()', async () => {
    const service = fakeEmbeddedWallet({ connectEmail: jest.fn(async () => ({ action: 'CONNECT' })) });
    const kit = await emailKit('EmailVerifyOtp', { email }, service);
    renderPluginView(<CurrentEmailView />, kit);
    expect((await screen.findByRole('status')).textContent).toBe('Signing in');
    expect(service.connect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test("error: a failed send shows the frame's message and Try again sends again", async () => {
    const connectEmail = jest
      .fn()
      .mockRejectedValueOnce(new FrameError('E-mail login is disabled for this project'))
      .mockResolvedValueOnce({ action: 'VERIFY_OTP' });
    const kit = await emailKit('EmailVerifyOtp', { email }, fakeEmbeddedWallet({ connectEmail }));
    const { container } = renderPluginView(<CurrentEmailView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'E-mail login is disabled for this project',
    );
    expect(kit.store.getState().email?.error?.message).toBe('E-mail login is disabled for this project');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'One-time code' })).toBeTruthy();
  });

  test('error: an unexpected failure is shown generically, never raw', async () => {
    const connectEmail = jest.fn(async () => Promise.reject(new TypeError('x is undefined at frame.js:1')));
    const kit = await emailKit('EmailVerifyOtp', { email }, fakeEmbeddedWallet({ connectEmail }));
    const { container } = renderPluginView(<CurrentEmailView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(container.textContent).not.toContain('frame.js');
  });

  test('error: without a registered embedded wallet the view says e-mail login is not available', async () => {
    const kit = await emailKit('EmailVerifyOtp', { email }, null);
    const { container } = renderPluginView(<CurrentEmailView />, kit);
    expect(screen.getByRole('alert').textContent).toContain('E-mail login is not available in this app.');
    expect(container.textContent).not.toContain('undefined');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('error: opened without an address it says so and sends nothing', async () => {
    const service = fakeEmbeddedWallet();
    const kit = await emailKit('EmailVerifyOtp', undefined, service);
    renderPluginView(<CurrentEmailView />, kit);
    expect(screen.getByRole('alert').textContent).toContain('No e-mail address was given.');
    expect(service.connectEmail).not.toHaveBeenCalled();
  });
});
