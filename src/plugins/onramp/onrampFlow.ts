import { getBlockchainApi } from '../../api/getBlockchainApi';
import { ONRAMP_SAMPLE_OPTIONS, type OnrampOptions } from '../../core/constants/onramp';
import { serializeError } from '../../core/errors/defineError';
import { acceptAmountInput } from '../../core/format/acceptAmountInput';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { KitThunk } from '../../store/kitThunk';
import { mockedOnrampQuote } from './onrampAmounts';
import { withOnrampEndpoints } from './onrampEndpoints';
import { OnrampFormIncompleteError } from './onrampErrors';
import {
  selectOnrampFiatAmount,
  selectOnrampLimitProblem,
  selectOnrampTarget,
  selectOnrampTokens,
} from './onrampSelectors';
import {
  onrampAmountTyped,
  onrampOptionsListed,
  onrampOptionsLoading,
  onrampPaymentCurrencySelected,
  onrampPurchaseCurrencySelected,
  onrampQuoteCleared,
  onrampQuoteKey,
  onrampQuoteLoading,
  onrampQuoteReceived,
} from './onrampSlice';
import type { OnrampQuote } from './onrampTypes';

// The Buy form as thunks (docs/plugins/onramp.md): a host drives it headless, the views dispatch the
// same. The options and the quote never fail towards the user: SPEC §8's fallbacks stand in (the
// sample options, the mocked quote), and the state says so (`optionsSource`, `quoteId`) with the cause.
// Starting the buy and following the order are onrampBuy.ts.

/** The api with the on-ramp endpoints, from a thunk's services. */
export async function onrampApi(services: Parameters<typeof getBlockchainApi>[0]) {
  return withOnrampEndpoints(await getBlockchainApi(services));
}

/**
 * Keeps the Token choice on something the active network sells: the current one if it is sold here,
 * else the first (none when the network sells nothing).
 */
export function pickOnrampToken(): KitThunk<void> {
  return (dispatch, getState) => {
    const tokens = selectOnrampTokens(getState());
    const current = getState().onramp?.purchaseCurrency;
    if (current && tokens.some((t) => t.id === current)) return;
    dispatch(onrampPurchaseCurrencySelected(tokens[0]?.id));
  };
}

/**
 * Reads `GET /v1/onramp/options` into the form; when it fails (or answers another shape) the built-in
 * sample options stand in (SPEC §8), with `optionsSource: 'sample'` and the cause in `optionsError`.
 * Resolves with the options in use.
 */
export const loadOnrampOptions = createKitAsyncThunk<OnrampOptions, { force?: boolean } | undefined>(
  'onramp/loadOptions',
  async (options, { dispatch, extra }) => {
    dispatch(onrampOptionsLoading());
    try {
      const api = await onrampApi(extra.services);
      const answer = await dispatch(
        api.endpoints.getOnrampOptions.initiate(undefined, {
          subscribe: false,
          forceRefetch: options?.force ?? false,
        }),
      );
      if (answer.error || !answer.data) throw answer.error;
      dispatch(onrampOptionsListed({ options: answer.data, source: 'api' }));
      dispatch(pickOnrampToken());
      return answer.data;
    } catch (cause) {
      dispatch(
        onrampOptionsListed({
          options: ONRAMP_SAMPLE_OPTIONS,
          source: 'sample',
          error: serializeError(cause),
        }),
      );
      dispatch(pickOnrampToken());
      return ONRAMP_SAMPLE_OPTIONS;
    }
  },
);

/**
 * Types into the Amount field as Send's amount does (core/format/acceptAmountInput: digits and one
 * decimal mark, shown as the locale's). Returns false when the edit is refused (the field keeps its text).
 */
export function typeOnrampAmount(typed: string): KitThunk<boolean> {
  return (dispatch, getState) => {
    const accepted = acceptAmountInput(typed, getState().options.locale);
    if (accepted === undefined) return false;
    // A third decimal is no amount of money: refused as a letter is.
    if (/[.,]\d{3}/.test(accepted)) return false;
    dispatch(onrampAmountTyped(accepted));
    return true;
  };
}

/** Chooses the fiat currency paid; a currency the options do not list is refused (false). */
export function selectOnrampPaymentCurrency(id: string): KitThunk<boolean> {
  return (dispatch, getState) => {
    const listed = getState().onramp?.options?.paymentCurrencies.some((c) => c.id === id);
    if (!listed) return false;
    dispatch(onrampPaymentCurrencySelected(id));
    return true;
  };
}

/** Chooses the currency bought; one the active network does not sell is refused (false). */
export function selectOnrampPurchaseCurrency(id: string): KitThunk<boolean> {
  return (dispatch, getState) => {
    if (!selectOnrampTokens(getState()).some((t) => t.id === id)) return false;
    dispatch(onrampPurchaseCurrencySelected(id));
    return true;
  };
}

/**
 * Quotes the form (`POST /v1/onramp/quote`). An incomplete form or an amount off the payment
 * limits rejects with OnrampFormIncompleteError and asks nothing; a failed call gives SPEC §8's
 * mocked quote (`quoteId: 'mocked-quote-id'`) with the cause in `quoteError`. A quote of a form edited
 * meanwhile is dropped.
 */
export const fetchOnrampQuote = createKitAsyncThunk<OnrampQuote, void>(
  'onramp/quote',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const state = getState();
    const onramp = state.onramp;
    const amount = selectOnrampFiatAmount(state);
    const refuse = (field: 'amount' | 'token' | 'currency' | 'limits') => {
      dispatch(onrampQuoteCleared());
      return rejectWithValue(new OnrampFormIncompleteError(field).toJSON());
    };
    if (!onramp?.paymentCurrency) return refuse('currency');
    if (!onramp.purchaseCurrency) return refuse('token');
    if (!amount) return refuse('amount');
    if (selectOnrampLimitProblem(state)) return refuse('limits');
    const key = onrampQuoteKey(onramp);
    const { paymentCurrency, purchaseCurrency } = onramp;
    dispatch(onrampQuoteLoading());
    const parameters = {
      purchaseCurrency,
      paymentCurrency,
      amount,
      network: selectOnrampTarget(state).network,
    };
    try {
      const api = await onrampApi(extra.services);
      const answer = await dispatch(
        api.endpoints.getOnrampQuote.initiate(parameters, { subscribe: false, forceRefetch: true }),
      );
      if (answer.error || !answer.data) throw answer.error;
      dispatch(onrampQuoteReceived({ key, quote: answer.data }));
      return answer.data;
    } catch (cause) {
      const quote = mockedOnrampQuote(amount, paymentCurrency, purchaseCurrency);
      dispatch(onrampQuoteReceived({ key, quote, error: serializeError(cause) }));
      return quote;
    }
  },
);
