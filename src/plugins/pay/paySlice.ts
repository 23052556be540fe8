import { createSlice } from '@reduxjs/toolkit';

export interface PayState {
  status: 'idle' | 'pending' | 'success' | 'error';
  error?: string;
}

const initialState: PayState = { status: 'idle' };

/** State of the pay plugin; injected into a kit when the plugin loads. Its actions come with its feature issue. */
export const paySlice = createSlice({
  name: 'pay',
  initialState,
  reducers: {
    payReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    pay: PayState;
  }
}
