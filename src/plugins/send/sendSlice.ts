import { createSlice } from '@reduxjs/toolkit';

export interface SendState {
  /** The selected token's CAIP-10 address, or the native marker. */
  token?: string;
  sendTokenAmount?: string;
  receiverAddress?: string;
  receiverProfileImageUrl?: string;
  receiverProfileName?: string;
  networkBalanceInUSD?: string;
  loading: boolean;
  lastRetry?: number;
}

const initialState: SendState = { loading: false };

/** State of the send plugin; injected into a kit when the plugin loads. Its actions come with its feature issue. */
export const sendSlice = createSlice({
  name: 'send',
  initialState,
  reducers: {
    sendReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    send: SendState;
  }
}
