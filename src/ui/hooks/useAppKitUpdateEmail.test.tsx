/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createTestKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { emailSlice } from '../../plugins/email/emailSlice';
import type { RootState } from '../../store/createKitStore';
import { authSlice } from '../../store/slices/authSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { useAppKitUpdateEmail } from './useAppKitUpdateEmail';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.destroy());
const state = () => kit.store.getState() as RootState;

function signInByEmail(email: string) {
  kit.store.dispatch(authSlice.actions.emailLoginSucceeded({ email }));
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'auth' }));
}

describe('useAppKitUpdateEmail', () => {
  test("default: opens the e-mail plugin's update view and resolves with the confirmed address", async () => {
    signInByEmail('old@example.com');
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useAppKitUpdateEmail({ onSuccess }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.updateEmail();
    });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(state().plugins.email?.status).toBe('loaded'));
    expect(state().modal.history.at(-1)?.view).toBe('UpdateEmailWallet');
    // What the plugin's thunks record when the frame confirms the second code (emailUpdate.ts).
    act(() => {
      kit.store.dispatch(
        emailSlice.actions.emailFlowStarted({
          flowId: 'f1',
          flow: 'update',
          step: 'updated',
          pendingEmail: 'new@example.com',
        }),
      );
      kit.store.dispatch(authSlice.actions.emailLoginSucceeded({ email: 'new@example.com' }));
    });
    await act(() => done);
    expect(result.current).toMatchObject({ isSuccess: true, data: { email: 'new@example.com' } });
    expect(onSuccess).toHaveBeenCalledWith({ email: 'new@example.com' });
  });

  test('error: closing the modal first is UpdateEmailCancelledError', async () => {
    signInByEmail('old@example.com');
    const { result } = renderHook(() => useAppKitUpdateEmail());
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.updateEmail();
    });
    await waitFor(() => expect(state().modal.open).toBe(true));
    act(() => kit.close());
    await act(() => done);
    expect(result.current.error?.name).toBe('UpdateEmailCancelledError');
  });

  test('error: without an e-mail login, or with the email feature off, nothing opens', async () => {
    const { result } = renderHook(() => useAppKitUpdateEmail());
    await act(() => result.current.updateEmail());
    expect(result.current.error?.name).toBe('NoAccountConnectedError');
    kit.setFeatures({ email: false });
    signInByEmail('old@example.com');
    await act(() => result.current.updateEmail());
    expect(result.current.error?.message).toBe(
      'Updating the e-mail is not supported by Portico: the email feature is off in this kit',
    );
    expect(state().modal.open).toBe(false);
  });
});
