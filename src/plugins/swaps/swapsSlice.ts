import { createSlice } from '@reduxjs/toolkit';

export interface SwapsState {
  sourceTokenAddress?: string;
  toTokenAddress?: string;
  sourceTokenAmount: string;
  toTokenAmount: string;
  /** Percent; SPEC §9 reads 1. */
  slippage: number;
  loading: boolean;
}

const initialState: SwapsState = { sourceTokenAmount: '', toTokenAmount: '', slippage: 1, loading: false };

/** State of the swaps plugin; injected into a kit when the plugin loads. Its actions come with its feature issue. */
export const swapsSlice = createSlice({
  name: 'swaps',
  initialState,
  reducers: {
    swapsReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    swaps: SwapsState;
  }
}
