import { showNotification } from '../../store/actions/showNotification';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { KitThunk } from '../../store/kitThunk';
import { modalSlice } from '../../store/slices/modalSlice';
import { shownError } from '../support/embeddedWallet';
import { watchEmailEvents } from './emailEvents';
import { ask, continueRun, type EmailFlowOutcome, type EmailRun, startRun, stepTo } from './emailFlow';
import { emailSlice } from './emailSlice';
import { emailStrings } from './emailStrings';

// The change of a signed-in user's address (SPEC §4): the new address, then one or two one-time codes
// (the current address's, then the new one's), then back to Account with a toast. Codes, as in the
// login, go to the wallet through plain thunks and never through an action.

/**
 * Asks the frame to change the address to `email`. It answers which code comes first; the flow records
 * that step and opens its view (`UpdateEmailPrimaryOtp` or `UpdateEmailSecondaryOtp`).
 */
export const updateEmail = createKitAsyncThunk<EmailFlowOutcome, { email: string }>(
  'email/updateEmail',
  async ({ email }, { dispatch, getState, extra, requestId, rejectWithValue }) => {
    try {
      watchEmailEvents(dispatch, extra.services);
      const run = startRun({ dispatch, getState, extra }, requestId, {
        flow: 'update',
        step: 'updating',
        email,
      });
      const answer = await ask(run, 'update', () => run.wallet.updateEmail(run.email));
      if (!answer) return 'cancelled';
      const primary = answer.value.action === 'VERIFY_PRIMARY_OTP';
      const step = primary ? 'updatePrimaryOtp' : 'updateSecondaryOtp';
      stepTo(run, step);
      const view = primary ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp';
      dispatch(modalSlice.actions.pushed({ view, data: { email: run.email } }));
      return step;
    } catch (error) {
      return rejectWithValue(shownError(error));
    }
  },
);

/** Runs one code step of the running update: records the check, then `next` once the wallet accepted it. */
function verifyUpdateCode<T>(
  call: (run: EmailRun) => Promise<T>,
  next: (run: EmailRun, answer: T) => EmailFlowOutcome,
): KitThunk<Promise<EmailFlowOutcome>> {
  return async (dispatch, getState, extra) => {
    try {
      const run = continueRun({ dispatch, getState, extra }, 'update');
      dispatch(emailSlice.actions.emailOtpSubmitted({ flowId: run.flowId }));
      const answer = await ask(run, 'otp', () => call(run));
      return answer ? next(run, answer.value) : 'cancelled';
    } catch (error) {
      throw shownError(error);
    }
  };
}

/**
 * Checks the code sent to the current address, then opens the new address's code step. A plain thunk:
 * see `verifyEmailOtp` for why a code never goes through `createKitAsyncThunk`.
 */
export function verifyUpdateEmailPrimaryOtp(otp: string): KitThunk<Promise<EmailFlowOutcome>> {
  return verifyUpdateCode(
    (run) => run.wallet.updateEmailPrimaryOtp(String(otp)),
    (run) => {
      stepTo(run, 'updateSecondaryOtp');
      run.dispatch(
        modalSlice.actions.replaced({ view: 'UpdateEmailSecondaryOtp', data: { email: run.email } }),
      );
      return 'updateSecondaryOtp';
    },
  );
}

/** Options of `verifyUpdateEmailSecondaryOtp`. */
export interface VerifyUpdateEmailSecondaryOtpOptions {
  /** The toast text for the new address; the English `email.updated` string by default. */
  message?(newEmail: string): string;
}

/**
 * Checks the code sent to the new address. The wallet stores the new e-mail (auth slice); the flow
 * records `updated`, returns the modal to Account and confirms with a toast.
 */
export function verifyUpdateEmailSecondaryOtp(
  otp: string,
  options: VerifyUpdateEmailSecondaryOtpOptions = {},
): KitThunk<Promise<EmailFlowOutcome>> {
  return (dispatch, _getState, extra) =>
    dispatch(
      verifyUpdateCode(
        (run) => run.wallet.updateEmailSecondaryOtp(String(otp)),
        (run, { newEmail }) => {
          // Recorded first: `updated` ends the flow, so the navigation below no longer resets it.
          stepTo(run, 'updated', newEmail);
          dispatch(modalSlice.actions.reset({ view: 'Account' }));
          const message =
            options.message?.(newEmail) ?? (emailStrings.updated ?? '').replace('{email}', newEmail);
          dispatch(showNotification(extra.services, { message, variant: 'success' }));
          return 'updated';
        },
      ),
    );
}
