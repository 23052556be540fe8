import type { UnknownAction } from '@reduxjs/toolkit';
import { deferred, fakeEmbeddedWallet } from '../../../test/plugins/fakeEmbeddedWallet';
import { flowTestStore, settle } from '../../../test/plugins/flowTestStore';
import { FrameError } from '../../core/errors/embeddedWalletErrors';
import { kitEventAction } from '../../store/actions/kitEventRaised';
import { connectEmail, resendEmailCode, verifyEmailOtp } from './emailLogin';
import { emailSlice } from './emailSlice';
import { updateEmail } from './emailUpdate';

// AppKit's e-mail login events, raised from the email slice's trace: thunks on a bare kit store, the
// fake wallet answering like the frame.

const email = 'ada@example.com';

function setup(overrides: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const kit = flowTestStore(emailSlice, fakeEmbeddedWallet(overrides));
  kit.open('EmailVerifyOtp', { email });
  /** The events raised, as `kit.subscribeEvents` would get them. */
  const raised = () =>
    kit.actions
      .filter((action: UnknownAction) => kitEventAction.match(action))
      .map((action) => (action as ReturnType<typeof kitEventAction>).payload);
  return { ...kit, raised };
}

describe('e-mail login events', () => {
  test('default: submitted, code sent, then a right code: EMAIL_VERIFICATION_CODE_PASS', async () => {
    const { dispatch, raised } = setup();
    await dispatch(connectEmail({ email })).unwrap();
    await dispatch(verifyEmailOtp('123456'));
    expect(raised()).toEqual([
      { event: 'EMAIL_SUBMITTED' },
      { event: 'EMAIL_VERIFICATION_CODE_SENT' },
      { event: 'EMAIL_VERIFICATION_CODE_PASS' },
    ]);
    // The code itself is in no event.
    expect(JSON.stringify(raised())).not.toContain('123456');
  });

  test("error: a wrong code is EMAIL_VERIFICATION_CODE_FAIL with the frame's message; a resent code is sent again", async () => {
    const { dispatch, raised } = setup({
      connectOtp: jest.fn(async () => Promise.reject(new FrameError('Invalid code'))),
    });
    await dispatch(connectEmail({ email })).unwrap();
    await expect(dispatch(verifyEmailOtp('000000'))).rejects.toMatchObject({ message: 'Invalid code' });
    await dispatch(resendEmailCode()).unwrap();
    expect(raised().slice(2)).toEqual([
      { event: 'EMAIL_VERIFICATION_CODE_FAIL', properties: { message: 'Invalid code' } },
      { event: 'EMAIL_VERIFICATION_CODE_SENT' },
    ]);
  });

  test('behavior: an approved device is DEVICE_REGISTERED_FOR_EMAIL before the code step', async () => {
    const approved = deferred<void>();
    const { dispatch, raised } = setup({
      connectEmail: jest.fn(async () => ({ action: 'VERIFY_DEVICE' })),
      connectDevice: jest.fn(() => approved.promise),
    });
    const outcome = dispatch(connectEmail({ email })).unwrap();
    await settle();
    expect(raised()).toEqual([{ event: 'EMAIL_SUBMITTED' }]);
    approved.resolve();
    await outcome;
    expect(raised()).toEqual([
      { event: 'EMAIL_SUBMITTED' },
      { event: 'DEVICE_REGISTERED_FOR_EMAIL' },
      { event: 'EMAIL_VERIFICATION_CODE_SENT' },
    ]);
  });

  test('behavior: changing the address of a signed-in user is EMAIL_EDIT, once, when it starts', async () => {
    const { dispatch, raised } = setup();
    await dispatch(updateEmail({ email: 'new@example.com' })).unwrap();
    expect(raised()).toEqual([{ event: 'EMAIL_EDIT' }]);
  });
});
