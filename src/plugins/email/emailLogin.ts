import type { SerializedError } from '../../core/errors/defineError';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { KitThunk } from '../../store/kitThunk';
import { modalSlice } from '../../store/slices/modalSlice';
import { shownError } from '../support/embeddedWallet';
import { watchEmailEvents } from './emailEvents';
import {
  ask,
  continueRun,
  type EmailFlowOutcome,
  type EmailRun,
  isCurrent,
  startRun,
  stepTo,
} from './emailFlow';
import { emailSlice, selectEmailLoginRunning } from './emailSlice';

// The e-mail login of SPEC §4 as thunks: send the code (the frame answers VERIFY_OTP, VERIFY_DEVICE or
// CONNECT), wait for a device approval, check the code, sign in. Each step is recorded in the email
// slice, and the flow moves the modal itself (`replaced`), so it runs the same with or without a view.

const { emailCodeResent, emailFailed, emailResendFailed, emailResendStarted, emailThrottled } =
  emailSlice.actions;

/** The seconds left of an `EmailThrottleError` (its structured `data.secondsLeft`), else undefined. */
function throttleSecondsLeft(error: SerializedError): number | undefined {
  const seconds = error.data?.secondsLeft;
  return error.name === 'EmailThrottleError' && typeof seconds === 'number' ? seconds : undefined;
}

/** Signs in with the session the frame holds (after CONNECT, or a code). */
async function signIn(run: EmailRun): Promise<EmailFlowOutcome> {
  stepTo(run, 'connecting');
  if (!(await ask(run, 'connect', () => run.wallet.connect()))) return 'cancelled';
  stepTo(run, 'connected');
  return 'connected';
}

/** Waits for the device approval; the frame then sends the code itself, so the code step does not ask. */
async function approveDevice(run: EmailRun): Promise<EmailFlowOutcome> {
  stepTo(run, 'verifyDevice');
  if (!(await ask(run, 'device', () => run.wallet.connectDevice()))) return 'cancelled';
  stepTo(run, 'verifyOtp');
  run.dispatch(
    modalSlice.actions.replaced({ view: 'EmailVerifyOtp', data: { email: run.email, codeSent: true } }),
  );
  return 'verifyOtp';
}

/**
 * Asks the frame for a code (CONNECT_EMAIL) and follows its answer. Within the 30 s throttle the last
 * code is still valid: the flow stays on (or returns to) the code step with the seconds left recorded.
 */
async function sendCode(run: EmailRun, resend: boolean): Promise<EmailFlowOutcome> {
  const { dispatch, flowId } = run;
  let action: string;
  try {
    ({ action } = await run.wallet.connectEmail(run.email));
  } catch (failure) {
    if (!isCurrent(run)) return 'cancelled';
    const error = shownError(failure);
    const secondsLeft = throttleSecondsLeft(error);
    if (secondsLeft !== undefined) {
      dispatch(emailThrottled({ flowId, secondsLeft, at: Date.now() }));
      if (resend) throw failure;
      return 'verifyOtp';
    }
    dispatch(
      resend ? emailResendFailed({ flowId, error }) : emailFailed({ flowId, operation: 'send', error }),
    );
    throw failure;
  }
  if (!isCurrent(run)) return 'cancelled';
  if (action === 'VERIFY_DEVICE') {
    stepTo(run, 'verifyDevice');
    dispatch(modalSlice.actions.replaced({ view: 'EmailVerifyDevice', data: { email: run.email } }));
    return approveDevice(run);
  }
  if (action === 'CONNECT') return signIn(run);
  if (resend) dispatch(emailCodeResent({ flowId }));
  else stepTo(run, 'verifyOtp');
  return 'verifyOtp';
}

/** Parameters of `connectEmail`. */
export interface ConnectEmailParameters {
  email: string;
  /** The frame already sent a code (after a device approval): start at the code step, send nothing. */
  codeSent?: boolean;
}

/**
 * Starts an e-mail login: sends the one-time code and follows the frame's answer (VERIFY_OTP: resolves
 * `verifyOtp`; VERIFY_DEVICE: waits for the approval, then `verifyOtp`; CONNECT: signs in, `connected`).
 * Rejects with the error shown to the user (`SerializedError`); resolves `cancelled` if the flow was left.
 */
export const connectEmail = createKitAsyncThunk<EmailFlowOutcome, ConnectEmailParameters>(
  'email/connectEmail',
  async ({ email, codeSent }, { dispatch, getState, extra, requestId, rejectWithValue }) => {
    try {
      watchEmailEvents(dispatch, extra.services);
      const step = codeSent ? 'verifyOtp' : 'sending';
      const run = startRun({ dispatch, getState, extra }, requestId, { flow: 'login', step, email });
      return codeSent ? 'verifyOtp' : await sendCode(run, false);
    } catch (error) {
      return rejectWithValue(shownError(error));
    }
  },
);

/**
 * "Resend code" in the running login. A refusal by the throttle rejects with its error (`data.secondsLeft`)
 * and records the seconds left; other failures are recorded as `resendError`.
 */
export const resendEmailCode = createKitAsyncThunk<EmailFlowOutcome, void>(
  'email/resendEmailCode',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    try {
      const run = continueRun({ dispatch, getState, extra }, 'login');
      dispatch(emailResendStarted({ flowId: run.flowId }));
      return await sendCode(run, true);
    } catch (error) {
      return rejectWithValue(shownError(error));
    }
  },
);

/**
 * Waits for the approval of this device (the frame e-mailed a link), then opens the code step. Continues
 * the running login for `email`, or starts one (the device view opened on its own, or "Try again").
 */
export const connectEmailDevice = createKitAsyncThunk<EmailFlowOutcome, { email: string }>(
  'email/connectEmailDevice',
  async ({ email }, { dispatch, getState, extra, requestId, rejectWithValue }) => {
    try {
      watchEmailEvents(dispatch, extra.services);
      const parts = { dispatch, getState, extra };
      const run = selectEmailLoginRunning(getState(), email.trim())
        ? continueRun(parts, 'login')
        : startRun(parts, requestId, { flow: 'login', step: 'verifyDevice', email });
      return await approveDevice(run);
    } catch (error) {
      return rejectWithValue(shownError(error));
    }
  },
);

/** Signs in again after a failed CONNECT step of the running login (its "Try again"). */
export const connectEmailSession = createKitAsyncThunk<EmailFlowOutcome, void>(
  'email/connectEmailSession',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    try {
      return await signIn(continueRun({ dispatch, getState, extra }, 'login'));
    } catch (error) {
      return rejectWithValue(shownError(error));
    }
  },
);

/**
 * Checks the one-time code of the running login; on success the wallet stores the login and connects
 * (`connected`). Rejects with the frame's message (e.g. 'Invalid code'), which is also recorded.
 *
 * A plain thunk on purpose, not `createKitAsyncThunk`: that one copies its argument into `meta.arg` of
 * its pending, fulfilled and rejected actions, so the code would pass through every middleware, listener
 * and DevTools. Here the code goes from the caller straight to the wallet; no action carries it.
 */
export function verifyEmailOtp(otp: string): KitThunk<Promise<EmailFlowOutcome>> {
  return async (dispatch, getState, extra) => {
    try {
      const run = continueRun({ dispatch, getState, extra }, 'login');
      dispatch(emailSlice.actions.emailOtpSubmitted({ flowId: run.flowId }));
      if (!(await ask(run, 'otp', () => run.wallet.connectOtp(String(otp))))) return 'cancelled';
      stepTo(run, 'connected');
      return 'connected';
    } catch (error) {
      throw shownError(error);
    }
  };
}
