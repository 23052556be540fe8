import { createSlice } from '@reduxjs/toolkit';

export interface EmailState {
  /** The step of the e-mail login flow the user is on. */
  step: 'idle' | 'sending' | 'verifyDevice' | 'verifyOtp' | 'connected';
  /** The address being verified; the stored e-mail lives in the core auth slice. */
  pendingEmail?: string;
  error?: string;
}

const initialState: EmailState = { step: 'idle' };

/** State of the email plugin; injected into a kit when the plugin loads. Its actions come with its feature issue. */
export const emailSlice = createSlice({
  name: 'email',
  initialState,
  reducers: {
    emailReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    email: EmailState;
  }
}
