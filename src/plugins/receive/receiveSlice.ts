import { createSlice } from '@reduxjs/toolkit';

export interface ReceiveState {
  /** The network whose address is shown (defaults to the active one). */
  caipNetworkId?: string;
}

const initialState: ReceiveState = {};

/** State of the receive plugin; injected into a kit when the plugin loads. Its actions come with its feature issue. */
export const receiveSlice = createSlice({
  name: 'receive',
  initialState,
  reducers: {
    receiveReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    receive: ReceiveState;
  }
}
