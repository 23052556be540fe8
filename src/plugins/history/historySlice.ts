import { createSlice } from '@reduxjs/toolkit';

export interface HistoryState {
  transactionIds: string[];
  coinbaseTransactionIds: string[];
  lastNetworkInView?: string;
  loading: boolean;
  empty: boolean;
  /** The paging cursor; cleared on failure (SPEC §4). */
  next?: string;
}

const initialState: HistoryState = {
  transactionIds: [],
  coinbaseTransactionIds: [],
  loading: false,
  empty: false,
};

/** State of the history plugin; injected into a kit when the plugin loads. Its actions come with its feature issue. */
export const historySlice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    historyReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    history: HistoryState;
  }
}
