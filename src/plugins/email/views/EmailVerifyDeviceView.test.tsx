/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentEmailView, emailKitWith } from '../../../../test/plugins/emailTestHarness';
import { deferred, fakeEmbeddedWallet } from '../../../../test/plugins/fakeEmbeddedWallet';
import { axeViolations, renderPluginView } from '../../../../test/plugins/renderPluginView';
import { RequestAbortedError } from '../../../core/errors/connectionErrors';
import { FrameError } from '../../../core/errors/embeddedWalletErrors';
import { createAppKit } from '../../../kit/createAppKit';

const emailKit = emailKitWith(createAppKit);

const email = 'ada@example.com';

describe('EmailVerifyDeviceView', () => {
  test('default', async () => {
    const service = fakeEmbeddedWallet({ connectDevice: jest.fn(() => new Promise(() => undefined)) });
    const kit = await emailKit('EmailVerifyDevice', { email }, service);
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderPluginView(<CurrentEmailView />, kit, theme);
      expect(screen.getByRole('heading', { name: 'Approve this device' })).toBeTruthy();
      expect(container.textContent).toContain('We sent a link to ada@example.com.');
      expect(screen.getByRole('status').textContent).toBe('Waiting for the device approval');
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
    expect(service.connectDevice).toHaveBeenCalled();
  });

  test('behavior: once the device is approved the code step opens without asking for another code', async () => {
    const approved = deferred<void>();
    const service = fakeEmbeddedWallet({ connectDevice: jest.fn(() => approved.promise) });
    const kit = await emailKit('EmailVerifyDevice', { email }, service);
    renderPluginView(<CurrentEmailView />, kit);
    await act(async () => approved.resolve());
    expect(await screen.findByRole('textbox', { name: 'One-time code' })).toBeTruthy();
    expect(screen.getByText('Enter the code we sent to ada@example.com')).toBeTruthy();
    expect(kit.store.getState().modal.history.map((e) => e.view)).toEqual(['EmailVerifyOtp']);
    // The frame sends the code after the approval; asking again would only hit the 30 s throttle.
    expect(service.connectEmail).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'One-time code' }), '424242');
    expect(service.connectOtp).toHaveBeenCalledWith('424242');
  });

  test('error: a failed approval shows the message and Try again waits for the approval again', async () => {
    const connectDevice = jest
      .fn()
      .mockRejectedValueOnce(new RequestAbortedError())
      .mockImplementationOnce(() => new Promise(() => undefined));
    const kit = await emailKit('EmailVerifyDevice', { email }, fakeEmbeddedWallet({ connectDevice }));
    const { container } = renderPluginView(<CurrentEmailView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('Request was aborted');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(connectDevice).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Waiting for the device approval');
  });

  test('error: without a registered embedded wallet the view says e-mail login is not available', async () => {
    const kit = await emailKit('EmailVerifyDevice', { email }, null);
    renderPluginView(<CurrentEmailView />, kit);
    expect(screen.getByRole('alert').textContent).toContain('E-mail login is not available in this app.');
  });

  test("error: the frame's message is shown as it is", async () => {
    const connectDevice = jest.fn(async () => Promise.reject(new FrameError('Device link expired')));
    const kit = await emailKit('EmailVerifyDevice', { email }, fakeEmbeddedWallet({ connectDevice }));
    renderPluginView(<CurrentEmailView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('Device link expired');
  });
});
