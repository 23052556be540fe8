import { deferred, fakeEmbeddedWallet } from '../../../test/plugins/fakeEmbeddedWallet';
import { flowTestStore } from '../../../test/plugins/flowTestStore';
import { FrameError } from '../../core/errors/embeddedWalletErrors';
import { modalSlice } from '../../store/slices/modalSlice';
import { emailSlice } from './emailSlice';
import { updateEmail, verifyUpdateEmailPrimaryOtp, verifyUpdateEmailSecondaryOtp } from './emailUpdate';

// The change of address as thunks on a bare kit store: the steps recorded, the modal moved (Account ->
// UpdateEmailWallet -> code steps -> Account), the toast, and no code in any action.

function setup(overrides: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const kit = flowTestStore(emailSlice, fakeEmbeddedWallet(overrides));
  kit.open('Account');
  kit.dispatch(modalSlice.actions.pushed({ view: 'UpdateEmailWallet' }));
  return { ...kit, wallet: kit.wallet! };
}

// The toast's auto-close timer stays on the fake clock.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('updateEmail', () => {
  test('default', async () => {
    const { dispatch, state, views, wallet, actions } = setup();
    await expect(dispatch(updateEmail({ email: ' new@example.com ' })).unwrap()).resolves.toBe(
      'updatePrimaryOtp',
    );
    expect(wallet.updateEmail).toHaveBeenCalledWith('new@example.com');
    expect(views()).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp']);
    expect(state().modal.history.at(-1)?.data).toEqual({ email: 'new@example.com' });

    await expect(dispatch(verifyUpdateEmailPrimaryOtp('111111'))).resolves.toBe('updateSecondaryOtp');
    expect(wallet.updateEmailPrimaryOtp).toHaveBeenCalledWith('111111');
    expect(views()).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp']);

    await expect(dispatch(verifyUpdateEmailSecondaryOtp('222222'))).resolves.toBe('updated');
    expect(wallet.updateEmailSecondaryOtp).toHaveBeenCalledWith('222222');
    expect(views()).toEqual(['Account']);
    expect(state().email).toMatchObject({ step: 'updated', flow: 'update', pendingEmail: 'new@example.com' });
    expect(state().notifications).toMatchObject({
      message: 'E-mail updated to new@example.com',
      variant: 'success',
    });
    expect(JSON.stringify(actions)).not.toMatch(/111111|222222/);
  });

  test("behavior: VERIFY_SECONDARY_OTP goes straight to the new address's code; the toast text can be the caller's", async () => {
    const { dispatch, state, views } = setup({
      updateEmail: jest.fn(async () => ({ action: 'VERIFY_SECONDARY_OTP' })),
    });
    await expect(dispatch(updateEmail({ email: 'new@example.com' })).unwrap()).resolves.toBe(
      'updateSecondaryOtp',
    );
    expect(views()).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp']);
    await dispatch(verifyUpdateEmailSecondaryOtp('222222', { message: (to) => `Adresse geändert: ${to}` }));
    expect(state().notifications.message).toBe('Adresse geändert: new@example.com');
  });

  test('behavior: going back while the request runs ends the flow; the late answer opens nothing', async () => {
    const answer = deferred<{ action: string }>();
    const { dispatch, state, views } = setup({ updateEmail: jest.fn(() => answer.promise) });
    const outcome = dispatch(updateEmail({ email: 'new@example.com' })).unwrap();
    dispatch(modalSlice.actions.wentBack());
    answer.resolve({ action: 'VERIFY_PRIMARY_OTP' });
    await expect(outcome).resolves.toBe('cancelled');
    expect(views()).toEqual(['Account']);
    expect(state().email).toEqual({ step: 'idle' });
  });

  test("error: a refused update is recorded on the form's step and rejected with the frame's message", async () => {
    const { dispatch, state, views } = setup({
      updateEmail: jest.fn(async () => Promise.reject(new FrameError('This e-mail is already in use'))),
    });
    await expect(dispatch(updateEmail({ email: 'taken@example.com' })).unwrap()).rejects.toEqual({
      name: 'FrameError',
      message: 'This e-mail is already in use',
    });
    expect(state().email).toMatchObject({ step: 'updating', failedOperation: 'update' });
    expect(views()).toEqual(['Account', 'UpdateEmailWallet']);
  });

  test('error: a wrong code keeps the step; a code with no update running is refused', async () => {
    const { dispatch, state, views, wallet } = setup({
      updateEmailPrimaryOtp: jest.fn(async () => Promise.reject(new FrameError('Invalid code'))),
    });
    await expect(dispatch(verifyUpdateEmailPrimaryOtp('999999'))).rejects.toMatchObject({
      name: 'EmailFlowMissingError',
      message: 'No e-mail update is in progress',
    });
    expect(wallet.updateEmailPrimaryOtp).not.toHaveBeenCalled();
    await dispatch(updateEmail({ email: 'new@example.com' })).unwrap();
    await expect(dispatch(verifyUpdateEmailPrimaryOtp('999999'))).rejects.toMatchObject({
      message: 'Invalid code',
    });
    expect(state().email).toMatchObject({
      step: 'updatePrimaryOtp',
      failedOperation: 'otp',
      verifying: false,
    });
    expect(views()).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp']);
  });
});
