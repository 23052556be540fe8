import { createSlice } from '@reduxjs/toolkit';

export interface OnrampState {
  selectedProvider?: 'coinbase' | 'meld';
  purchaseCurrency?: string;
  paymentCurrency?: string;
  paymentAmount?: number;
  quoteId?: string;
  loading: boolean;
  error?: string;
}

const initialState: OnrampState = { loading: false };

/** State of the onramp plugin; injected into a kit when the plugin loads. Its actions come with its feature issue. */
export const onrampSlice = createSlice({
  name: 'onramp',
  initialState,
  reducers: {
    onrampReset: () => initialState,
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    onramp: OnrampState;
  }
}
