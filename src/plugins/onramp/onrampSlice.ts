import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnrampOptions, OnrampProvider } from '../../core/constants/onramp';
import type { SerializedError } from '../../core/errors/defineError';
import type {
  OnrampBuyStatus,
  OnrampOrder,
  OnrampPopupState,
  OnrampQuote,
  OnrampRequestStatus,
} from './onrampTypes';

/** State of the Buy crypto form and the order it follows (the store holds no number typed: strings). */
export interface OnrampState {
  options?: OnrampOptions;
  optionsStatus: OnrampRequestStatus;
  /** `sample` when the options call failed and SPEC §8's built-in sample options stand in. */
  optionsSource?: 'api' | 'sample';
  /** Why the options call failed (kept beside the sample options). */
  optionsError?: SerializedError;
  /** The fiat amount as typed (the locale's decimal mark; never reformatted). */
  amount: string;
  /** The fiat currency paid (`USD`, `EUR`). */
  paymentCurrency?: string;
  /** The currency bought (`ETH`, `USDC`: an options purchase currency id). */
  purchaseCurrency?: string;
  /** The quote of the form as it is; dropped by any edit. `quoteId` is `mocked-quote-id` when mocked. */
  quote?: OnrampQuote;
  quoteStatus: OnrampRequestStatus;
  /** Why the quote call failed (kept beside the mocked quote). */
  quoteError?: SerializedError;
  /** The provider pressed last. */
  selectedProvider?: OnrampProvider;
  buyStatus: OnrampBuyStatus;
  /** The buy URL (kept for "Open" and "Copy link"). */
  buyUrl?: string;
  orderId?: string;
  /** The order as last read. */
  order?: OnrampOrder;
  popup?: OnrampPopupState;
  /** Why the buy failed to start (OnrampBuyUrlError...). */
  buyError?: SerializedError;
}

const initialState: OnrampState = {
  optionsStatus: 'idle',
  amount: '',
  quoteStatus: 'idle',
  buyStatus: 'idle',
};

function edited(state: OnrampState) {
  delete state.quote;
  delete state.quoteError;
  state.quoteStatus = 'idle';
}

/** State of the onramp plugin; injected into a kit when the plugin loads (docs/plugins/onramp.md). */
export const onrampSlice = createSlice({
  name: 'onramp',
  initialState,
  reducers: {
    /** Clears the form and the buy (a network or account change); the options and the currency paid stay. */
    onrampReset: (state) => ({
      ...initialState,
      ...(state.options ? { options: state.options, optionsStatus: state.optionsStatus } : {}),
      ...(state.optionsSource ? { optionsSource: state.optionsSource } : {}),
      ...(state.optionsError ? { optionsError: state.optionsError } : {}),
      ...(state.paymentCurrency ? { paymentCurrency: state.paymentCurrency } : {}),
    }),
    onrampOptionsLoading(state) {
      state.optionsStatus = 'loading';
    },
    /** The options, from the API or (with the cause) the built-in sample options. */
    onrampOptionsListed(
      state,
      action: PayloadAction<{ options: OnrampOptions; source: 'api' | 'sample'; error?: SerializedError }>,
    ) {
      const { options, source, error } = action.payload;
      // The options are read-only data (their type says so), which a draft's mutable type refuses.
      Object.assign(state, { options });
      state.optionsStatus = 'ready';
      state.optionsSource = source;
      if (error) state.optionsError = error;
      else delete state.optionsError;
      const paying = options.paymentCurrencies.map((c) => c.id);
      if (!state.paymentCurrency || !paying.includes(state.paymentCurrency)) {
        const first = paying[0];
        if (first) state.paymentCurrency = first;
        else delete state.paymentCurrency;
        edited(state);
      }
    },
    /** The typed amount, as `typeOnrampAmount` accepted it. */
    onrampAmountTyped(state, action: PayloadAction<string>) {
      state.amount = action.payload;
      edited(state);
    },
    onrampPaymentCurrencySelected(state, action: PayloadAction<string>) {
      state.paymentCurrency = action.payload;
      edited(state);
    },
    /** The currency bought; undefined when the active network sells none. */
    onrampPurchaseCurrencySelected(state, action: PayloadAction<string | undefined>) {
      if (action.payload) state.purchaseCurrency = action.payload;
      else delete state.purchaseCurrency;
      edited(state);
    },
    onrampQuoteLoading(state) {
      state.quoteStatus = 'loading';
    },
    /** A quote for the form as it was when asked (`key`): dropped when the form changed meanwhile. */
    onrampQuoteReceived(
      state,
      action: PayloadAction<{ key: string; quote: OnrampQuote; error?: SerializedError }>,
    ) {
      if (action.payload.key !== onrampQuoteKey(state)) return;
      state.quote = action.payload.quote;
      state.quoteStatus = 'ready';
      if (action.payload.error) state.quoteError = action.payload.error;
      else delete state.quoteError;
    },
    /** The form cannot be quoted as it is (no amount, off limits): no quote. */
    onrampQuoteCleared(state) {
      edited(state);
    },
    onrampBuyStarting(state, action: PayloadAction<OnrampProvider>) {
      state.selectedProvider = action.payload;
      state.buyStatus = 'starting';
      delete state.buyUrl;
      delete state.orderId;
      delete state.order;
      delete state.popup;
      delete state.buyError;
    },
    onrampBuyFailed(state, action: PayloadAction<SerializedError>) {
      state.buyStatus = 'failed';
      state.buyError = action.payload;
      delete state.popup;
    },
    /** The buy URL is there; the provider window is open, blocked (the URL is for the links) or already closed. */
    onrampBuyOpened(state, action: PayloadAction<{ url: string; orderId: string; popup: OnrampPopupState }>) {
      state.buyStatus = 'following';
      state.buyUrl = action.payload.url;
      state.orderId = action.payload.orderId;
      state.popup = action.payload.popup;
    },
    /** The order as just read; a final status ends the following. */
    onrampOrderRead(state, action: PayloadAction<OnrampOrder>) {
      if (action.payload.id !== state.orderId) return;
      state.order = action.payload;
      if (action.payload.status !== 'pending') state.buyStatus = 'done';
    },
    /** The buyer closed the provider window while the order was pending: a state, not an error. */
    onrampPopupClosed(state) {
      if (state.popup === 'open') state.popup = 'closed';
    },
    /** Still pending at ONRAMP_ORDER_LIMIT_MS: the kit stops asking. */
    onrampOrderFollowStopped(state, action: PayloadAction<string>) {
      if (action.payload === state.orderId && state.buyStatus === 'following') state.buyStatus = 'stopped';
    },
  },
});

/** What a quote depends on: the form's amount and currencies. */
export function onrampQuoteKey(state: Pick<OnrampState, 'amount' | 'paymentCurrency' | 'purchaseCurrency'>) {
  return `${state.amount}|${state.paymentCurrency ?? ''}|${state.purchaseCurrency ?? ''}`;
}

export const {
  onrampReset,
  onrampOptionsLoading,
  onrampOptionsListed,
  onrampAmountTyped,
  onrampPaymentCurrencySelected,
  onrampPurchaseCurrencySelected,
  onrampQuoteLoading,
  onrampQuoteReceived,
  onrampQuoteCleared,
  onrampBuyStarting,
  onrampBuyFailed,
  onrampBuyOpened,
  onrampOrderRead,
  onrampPopupClosed,
  onrampOrderFollowStopped,
} = onrampSlice.actions;

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    onramp: OnrampState;
  }
}
