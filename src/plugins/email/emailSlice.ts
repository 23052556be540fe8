import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A step of the e-mail login or e-mail update flow (SPEC §4). */
export type EmailStep =
  | 'idle'
  | 'sending'
  | 'verifyDevice'
  | 'verifyOtp'
  | 'connecting'
  | 'connected'
  | 'updatePrimaryOtp'
  | 'updateSecondaryOtp'
  | 'updated';

export interface EmailState {
  /** The step of the e-mail flow the user is on. */
  step: EmailStep;
  /** The address being verified; the stored e-mail lives in the core auth slice. */
  pendingEmail?: string;
  /** The text of the last failure, as shown to the user. Never a one-time code. */
  error?: string;
}

const initialState: EmailState = { step: 'idle' };

/**
 * State of the email plugin; injected into a kit when the plugin loads. It is the serialisable trace
 * of the flow (for DevTools and hosts); the one-time code never enters it.
 */
export const emailSlice = createSlice({
  name: 'email',
  initialState,
  reducers: {
    emailStepChanged(state, action: PayloadAction<{ step: EmailStep; pendingEmail?: string }>) {
      state.step = action.payload.step;
      if (action.payload.pendingEmail !== undefined) state.pendingEmail = action.payload.pendingEmail;
      delete state.error;
    },
    emailFailed(state, action: PayloadAction<{ message: string }>) {
      state.error = action.payload.message;
    },
    emailReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    email: EmailState;
  }
}
