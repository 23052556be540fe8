import { createSlice } from '@reduxjs/toolkit';

export interface SocialsState {
  /** The provider whose popup or redirect is in progress. */
  pendingProvider?: string;
  farcasterUrl?: string;
  error?: string;
}

const initialState: SocialsState = {};

/** State of the socials plugin; injected into a kit when the plugin loads. Its actions come with its feature issue. */
export const socialsSlice = createSlice({
  name: 'socials',
  initialState,
  reducers: {
    socialsReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    socials: SocialsState;
  }
}
