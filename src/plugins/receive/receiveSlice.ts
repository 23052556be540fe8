import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { copyReceiveAddress } from './copyReceiveAddress';

/** State of the Receive flow: which network is picked and what the last copy did. */
export interface ReceiveState {
  /** The network the visitor picked (CAIP-2); absent: the active one (see selectReceiveTarget). */
  caipNetworkId?: string;
  /** The address was just copied: the view confirms it until the confirmation times out. */
  copied: boolean;
  /** The last copy failed (no clipboard, permission denied); cleared like `copied`. */
  copyError?: SerializedError;
}

const initialState: ReceiveState = { copied: false };

/** State of the receive plugin; injected into a kit when the plugin loads. */
export const receiveSlice = createSlice({
  name: 'receive',
  initialState,
  reducers: {
    /** The visitor picked the network to receive on. */
    receiveNetworkSelected(state, action: PayloadAction<string>) {
      state.caipNetworkId = action.payload;
    },
    /** The copy confirmation (or failure) has been shown long enough. */
    receiveCopyCleared(state) {
      state.copied = false;
      delete state.copyError;
    },
    /** Back to the start: the active network, nothing copied (account or namespace changed). */
    receiveReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(copyReceiveAddress.pending, (state) => {
        state.copied = false;
        delete state.copyError;
      })
      .addCase(copyReceiveAddress.fulfilled, (state) => {
        state.copied = true;
      })
      .addCase(copyReceiveAddress.rejected, (state, action) => {
        state.copyError = action.payload ?? serializeError(action.error);
      });
  },
});

/** The receive plugin's actions. */
export const { receiveNetworkSelected, receiveCopyCleared, receiveReset } = receiveSlice.actions;

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    receive: ReceiveState;
  }
}
