import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PAY_TIMEOUT_MS } from './payConstants';
import type { PayError } from './payErrors';
import type { Exchange, PayMethod, PayResult, PayStatus } from './payTypes';
import type { CheckedPayment } from './validatePayment';

/** The payment being made: its id at the reference API, how, and what the kit knows of it. */
export interface CurrentPayment {
  id: string;
  method: PayMethod;
  exchangeId?: string;
  /** The exchange's page (exchange payments). */
  url?: string;
  /** The transaction that pays it, once known. */
  txHash?: string;
  /** The browser refused the exchange's popup: the view offers the link to open or copy. */
  popupBlocked?: boolean;
}

export interface PayState {
  /** The checked payment `pay()` / `openPay()` asked for (what the Pay view shows). */
  request?: CheckedPayment;
  /** How long `pay()` waits for a final status (ms). */
  timeoutMs: number;
  /** `idle` until a payment is recorded; then AppKit's exchange statuses. */
  status: 'idle' | PayStatus;
  /** True from the moment a payment is being made until its final status (one at a time). */
  inProgress: boolean;
  /** A wallet payment is waiting for the wallet's answer. */
  awaitingWallet: boolean;
  payment?: CurrentPayment;
  result?: PayResult;
  error?: PayError;
  exchanges: Exchange[];
  exchangesStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  exchangesError?: PayError;
  /** The visitor went from Pay to Connect: once connected, `pay()` shows Pay again rather than giving up. */
  connectRequested?: boolean;
}

const initialState: PayState = {
  timeoutMs: PAY_TIMEOUT_MS,
  status: 'idle',
  inProgress: false,
  awaitingWallet: false,
  exchanges: [],
  exchangesStatus: 'idle',
};

/** State of the pay plugin; injected into a kit when the plugin loads. */
export const paySlice = createSlice({
  name: 'pay',
  initialState,
  reducers: {
    /**
     * A new payment to make: replaces a finished one (never one in progress: the flow refuses that).
     * The exchanges are listed again: they depend on the asset and network.
     */
    payRequested: (_state, action: PayloadAction<{ request: CheckedPayment; timeoutMs?: number }>) => ({
      ...initialState,
      request: action.payload.request,
      timeoutMs: action.payload.timeoutMs ?? PAY_TIMEOUT_MS,
    }),
    payWalletAsked: (state, action: PayloadAction<boolean>) => {
      state.awaitingWallet = action.payload;
      if (action.payload) {
        state.inProgress = true;
        delete state.error;
      }
    },
    /** The reference API recorded the payment: it is followed from now on. */
    payStarted: (state, action: PayloadAction<CurrentPayment>) => {
      state.payment = action.payload;
      state.status = 'IN_PROGRESS';
      state.inProgress = true;
      delete state.error;
      delete state.result;
    },
    payTransactionSent: (state, action: PayloadAction<string>) => {
      if (state.payment) state.payment.txHash = action.payload;
      state.awaitingWallet = false;
    },
    payPopupBlocked: (state, action: PayloadAction<boolean>) => {
      if (state.payment) state.payment.popupBlocked = action.payload;
    },
    paySucceeded: (state, action: PayloadAction<PayResult>) => {
      state.status = 'SUCCESS';
      state.inProgress = false;
      state.awaitingWallet = false;
      state.result = action.payload;
      if (state.payment) state.payment.txHash = action.payload.txHash;
      delete state.error;
    },
    /** The payment failed (or could not start): its status is FAILED once a payment was recorded. */
    payFailed: (state, action: PayloadAction<PayError>) => {
      if (state.payment) state.status = 'FAILED';
      state.inProgress = false;
      state.awaitingWallet = false;
      state.error = action.payload;
    },
    payExchangesLoading: (state) => {
      state.exchangesStatus = 'loading';
      delete state.exchangesError;
    },
    payExchangesListed: (state, action: PayloadAction<Exchange[]>) => {
      state.exchanges = action.payload;
      state.exchangesStatus = 'loaded';
    },
    payExchangesFailed: (state, action: PayloadAction<PayError>) => {
      state.exchangesStatus = 'failed';
      state.exchangesError = action.payload;
    },
    /** Back to choosing how to pay the same request ("Try again"), unless a payment is in progress. */
    payRetried: (state) => {
      if (state.inProgress) return state;
      return {
        ...initialState,
        request: state.request,
        timeoutMs: state.timeoutMs,
        exchanges: state.exchanges,
        exchangesStatus: state.exchangesStatus,
      };
    },
    payConnectRequested: (state, action: PayloadAction<boolean>) => {
      state.connectRequested = action.payload;
    },
    payReset: () => initialState,
  },
});

export const {
  payRequested,
  payWalletAsked,
  payStarted,
  payTransactionSent,
  payPopupBlocked,
  paySucceeded,
  payFailed,
  payExchangesLoading,
  payExchangesListed,
  payExchangesFailed,
  payRetried,
  payConnectRequested,
  payReset,
} = paySlice.actions;

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    pay: PayState;
  }
}
