import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SocialsState {
  /** The provider whose popup or redirect is in progress. */
  pendingProvider?: string;
  /** The Sign-In-With-Farcaster URL currently shown as a QR code. */
  farcasterUrl?: string;
  /** The text of the last failure, as shown to the user. */
  error?: string;
}

const initialState: SocialsState = {};

/** State of the socials plugin; injected into a kit when the plugin loads. */
export const socialsSlice = createSlice({
  name: 'socials',
  initialState,
  reducers: {
    socialStarted(state, action: PayloadAction<{ provider: string }>) {
      state.pendingProvider = action.payload.provider;
      delete state.error;
    },
    farcasterUrlReceived(state, action: PayloadAction<{ url: string }>) {
      state.farcasterUrl = action.payload.url;
      delete state.error;
    },
    socialFailed(state, action: PayloadAction<{ message: string }>) {
      state.error = action.payload.message;
    },
    socialsReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    socials: SocialsState;
  }
}
