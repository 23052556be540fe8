import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import { isModalNavigation, leavesViews } from '../../store/connectFlow';
import type { RootState } from '../../store/createKitStore';
import { modalSlice } from '../../store/slices/modalSlice';
import type { ViewName } from '../../store/viewNames';
import { EMAIL_LOGIN_VIEWS } from './emailLoginViews';

/** A step of the e-mail login or e-mail update flow (SPEC §4). */
export type EmailStep =
  | 'idle'
  | 'sending'
  | 'verifyDevice'
  | 'verifyOtp'
  | 'connecting'
  | 'connected'
  | 'updating'
  | 'updatePrimaryOtp'
  | 'updateSecondaryOtp'
  | 'updated';

/** Which flow the state traces: the login, or the change of the address of a signed-in user. */
export type EmailFlow = 'login' | 'update';

/** What failed, so that a view knows what "Try again" runs. */
export type EmailOperation = 'send' | 'device' | 'connect' | 'otp' | 'update';

export interface EmailState {
  /** The step the flow is on. */
  step: EmailStep;
  flow?: EmailFlow;
  /**
   * The id of the running flow. Every answer is recorded only while its flow's id is still here: a
   * newer flow, or the user leaving the flow's views, replaces or clears it, and a late answer of the
   * old flow then changes nothing.
   */
  flowId?: string;
  /** The address being verified (or, in an update, the new address). */
  pendingEmail?: string;
  /** A one-time code is being checked (the code itself never enters the store). */
  verifying?: boolean;
  /** The last failure, as shown (SPEC/catalogue text, or 'Something went wrong'). */
  error?: SerializedError;
  failedOperation?: EmailOperation;
  /** "Resend code" failed for another reason than the throttle. */
  resendError?: SerializedError;
  /** A new code was sent after "Resend code". */
  resent?: boolean;
  /** The throttle (SPEC §5) refused a new code: this many seconds were left at `throttledAt` (ms). */
  throttleSecondsLeft?: number;
  throttledAt?: number;
}

const initialState: EmailState = { step: 'idle' };

/** The views each flow shows; leaving them for another view ends the flow. The login's are the plugin's declared login views. */
const FLOW_VIEWS: Readonly<Record<EmailFlow, readonly ViewName[]>> = {
  login: EMAIL_LOGIN_VIEWS,
  update: ['UpdateEmailWallet', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'],
};

const TERMINAL_STEPS: ReadonlySet<EmailStep> = new Set(['idle', 'connected', 'updated']);

/** True while a flow runs (started, not finished). */
const isRunning = (state: EmailState) => state.flowId !== undefined && !TERMINAL_STEPS.has(state.step);

/** The wallet is completing the sign-in: closing the modal (which a successful login does) ends nothing. */
const isHandingOver = (state: EmailState) => state.step === 'connecting' || state.verifying === true;

type Keyed<T = object> = PayloadAction<T & { flowId: string }>;

/** Runs `update` only for an action of the current flow: the guard against late answers. */
function ofFlow<T>(update: (state: EmailState, payload: T) => void) {
  return (state: EmailState, action: Keyed<T>) => {
    if (state.flowId === action.payload.flowId) update(state, action.payload);
  };
}

function clearFailure(state: EmailState) {
  delete state.error;
  delete state.failedOperation;
  state.verifying = false;
}

/**
 * State of the email plugin, injected into a kit when the plugin loads: the serialisable trace of the
 * flows that the plugin's thunks run (for the views, DevTools and headless hosts). One-time codes
 * never enter it.
 */
export const emailSlice = createSlice({
  name: 'email',
  initialState,
  reducers: {
    emailFlowStarted(
      _state,
      action: Keyed<{ flow: EmailFlow; step: EmailStep; pendingEmail: string }>,
    ): EmailState {
      const { flowId, flow, step, pendingEmail } = action.payload;
      return { step, flow, flowId, pendingEmail };
    },
    emailStepChanged: ofFlow<{ step: EmailStep; pendingEmail?: string }>((state, payload) => {
      state.step = payload.step;
      if (payload.pendingEmail !== undefined) state.pendingEmail = payload.pendingEmail;
      clearFailure(state);
    }),
    emailFailed: ofFlow<{ operation: EmailOperation; error: SerializedError }>((state, payload) => {
      state.error = payload.error;
      state.failedOperation = payload.operation;
      state.verifying = false;
    }),
    emailOtpSubmitted: ofFlow((state) => {
      clearFailure(state);
      state.verifying = true;
    }),
    emailResendStarted: ofFlow((state) => {
      delete state.resendError;
      state.resent = false;
    }),
    emailCodeResent: ofFlow((state) => {
      state.resent = true;
      delete state.throttleSecondsLeft;
      delete state.throttledAt;
    }),
    emailResendFailed: ofFlow<{ error: SerializedError }>((state, payload) => {
      state.resendError = payload.error;
    }),
    /** The throttle refused a new code; the previous one is still valid, so the code step stays usable. */
    emailThrottled: ofFlow<{ secondsLeft: number; at: number }>((state, payload) => {
      state.step = 'verifyOtp';
      state.throttleSecondsLeft = payload.secondsLeft;
      state.throttledAt = payload.at;
    }),
    /** Ends any flow: a host abandons it; its late answers then change nothing. */
    emailFlowCancelled: () => initialState,
  },
  extraReducers: (builder) => {
    const { opened, closed } = modalSlice.actions;
    builder
      // Opening the modal afresh starts from a clean slate, unless it opens the running flow's own view.
      .addCase(opened, (state, action) => {
        if (!action.payload) return state;
        return isRunning(state) && state.flow && !leavesViews(action, FLOW_VIEWS[state.flow])
          ? state
          : initialState;
      })
      // Navigating to a view outside the flow, back, or closing the modal is the user leaving it; a
      // close while the wallet completes the sign-in (which a successful login does) ends nothing.
      .addMatcher(isModalNavigation, (state, action) => {
        if (opened.match(action) || !isRunning(state) || !state.flow) return state;
        if (!leavesViews(action, FLOW_VIEWS[state.flow])) return state;
        return closed.match(action) && isHandingOver(state) ? state : initialState;
      });
  },
});

export const { emailFlowCancelled } = emailSlice.actions;

/** The email plugin's state, or undefined while the plugin is not loaded. */
export const selectEmail = (state: RootState): EmailState | undefined => state.email;

/** True while a login flow for `email` runs (a view arriving for it then attaches instead of restarting). */
export function selectEmailLoginRunning(state: RootState, email: string): boolean {
  const current = state.email;
  return (
    current !== undefined && current.flow === 'login' && current.pendingEmail === email && isRunning(current)
  );
}

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    email: EmailState;
  }
}
