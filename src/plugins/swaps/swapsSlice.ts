import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import type { SwapAllowance, SwapQuote, SwapRequestStatus, SwapToken, SwapTxStatus } from './swapTypes';

/** SPEC §9: the swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE = 1;

/** State of the Swap form and its flow (the store holds no bigint: amounts are decimal strings). */
export interface SwapsState {
  /** The tokens of the active network that can be swapped (`GET /v1/convert/tokens`), native first. */
  tokens: SwapToken[];
  tokensStatus: SwapRequestStatus;
  /** The CAIP-2 id the token list belongs to. */
  tokensNetwork?: string;
  fromToken?: SwapToken;
  toToken?: SwapToken;
  /** The amount of `fromToken` as typed (display units, the locale's decimal mark; never reformatted). */
  fromAmount: string;
  /** The best quote for the form as it is; dropped by any edit of the tokens or the amount. */
  quote?: SwapQuote;
  quoteStatus: SwapRequestStatus;
  /** Why the last quote failed (SwapNoLiquidityError, SwapQuoteError, SwapsNetworkError...). */
  quoteError?: SerializedError;
  /** The router's allowance on `fromToken`, when read. */
  allowance?: SwapAllowance;
  allowanceStatus: SwapRequestStatus;
  /** The network's gas price in wei (`GET /v1/convert/gas-price`, standard), for the fee in USD. */
  gasPrice?: string;
  /** The gas the swap is estimated to use, from the last simulation. */
  swapGas?: string;
  approvalStatus: SwapTxStatus;
  swapStatus: SwapTxStatus;
  /** SPEC §9: percent. */
  slippage: number;
  /** The last failure of Max, approval or swap; cleared by an edit. */
  error?: SerializedError;
  /** The hash of the last approval and the last swap sent (kept across the reset, for the host). */
  lastApprovalHash?: string;
  lastHash?: string;
  /** How many views keep the quote fresh (swapQuoteWatchStarted / Stopped); the listener refreshes while > 0. */
  watchers: number;
}

const initialState: SwapsState = {
  tokens: [],
  tokensStatus: 'idle',
  fromAmount: '',
  quoteStatus: 'idle',
  allowanceStatus: 'idle',
  approvalStatus: 'idle',
  swapStatus: 'idle',
  slippage: SWAP_SLIPPAGE,
  watchers: 0,
};

/** Drops what the form's edit makes stale: the quote, its error, and the last flow error. */
function edited(state: SwapsState) {
  delete state.quote;
  delete state.quoteError;
  delete state.error;
  delete state.swapGas;
  state.quoteStatus = 'idle';
  state.approvalStatus = 'idle';
  state.swapStatus = 'idle';
}

/** The token of `list` with the id of `token` (fresh balance and price), else `token` itself. */
function fresh(list: SwapToken[], token: SwapToken | undefined): SwapToken | undefined {
  if (!token) return undefined;
  return list.find((t) => t.id === token.id) ?? token;
}

/** State of the swaps plugin; injected into a kit when the plugin loads. */
export const swapsSlice = createSlice({
  name: 'swaps',
  initialState,
  reducers: {
    /** Clears the form (network switch, a host's reset); the token list, hashes and watchers stay. */
    swapsReset: (state) => ({
      ...initialState,
      tokens: state.tokens,
      tokensStatus: state.tokensStatus,
      ...(state.tokensNetwork ? { tokensNetwork: state.tokensNetwork } : {}),
      ...(state.lastHash ? { lastHash: state.lastHash } : {}),
      ...(state.lastApprovalHash ? { lastApprovalHash: state.lastApprovalHash } : {}),
      watchers: state.watchers,
    }),
    swapTokensLoading(state) {
      state.tokensStatus = 'loading';
    },
    /** The token list of `network` (an empty list and no network: off the swap networks). */
    swapTokensListed(state, action: PayloadAction<{ network?: string; tokens: SwapToken[] }>) {
      const { network, tokens } = action.payload;
      const changed = network !== state.tokensNetwork;
      state.tokens = tokens;
      state.tokensStatus = 'ready';
      if (network) state.tokensNetwork = network;
      else delete state.tokensNetwork;
      if (changed) {
        // Another network's tokens are no choice here.
        delete state.fromToken;
        delete state.toToken;
        delete state.allowance;
        edited(state);
        return;
      }
      // The chosen tokens follow the list (balances change after every swap).
      const from = fresh(tokens, state.fromToken);
      const to = fresh(tokens, state.toToken);
      if (from) state.fromToken = from;
      if (to) state.toToken = to;
    },
    swapTokensFailed(state, action: PayloadAction<SerializedError>) {
      state.tokensStatus = 'failed';
      state.error = action.payload;
    },
    swapFromTokenSelected(state, action: PayloadAction<SwapToken>) {
      // Choosing the other side's token swaps the sides, as the best swap forms do.
      if (state.toToken?.id === action.payload.id) state.toToken = state.fromToken;
      if (!state.toToken) delete state.toToken;
      state.fromToken = action.payload;
      delete state.allowance;
      state.allowanceStatus = 'idle';
      edited(state);
    },
    swapToTokenSelected(state, action: PayloadAction<SwapToken>) {
      if (state.fromToken?.id === action.payload.id) {
        if (state.toToken) state.fromToken = state.toToken;
        else delete state.fromToken;
        delete state.allowance;
        state.allowanceStatus = 'idle';
      }
      state.toToken = action.payload;
      edited(state);
    },
    /** The typed amount, as `typeSwapAmount` accepted it. */
    swapAmountTyped(state, action: PayloadAction<string>) {
      state.fromAmount = action.payload;
      edited(state);
    },
    /**
     * Switch direction: the tokens change sides; the amount received (from the quote, in display units)
     * becomes the amount paid, as AppKit does; with no quote the typed amount stays.
     */
    swapDirectionSwitched(state, action: PayloadAction<{ fromAmount?: string } | undefined>) {
      const { fromToken, toToken } = state;
      if (toToken) state.fromToken = toToken;
      else delete state.fromToken;
      if (fromToken) state.toToken = fromToken;
      else delete state.toToken;
      if (action.payload?.fromAmount !== undefined) state.fromAmount = action.payload.fromAmount;
      delete state.allowance;
      state.allowanceStatus = 'idle';
      edited(state);
    },
    swapQuoteLoading(state) {
      state.quoteStatus = 'loading';
      delete state.quoteError;
    },
    /** A quote for `key` (swapQuoteKey of the form it was asked for): dropped when the form moved on. */
    swapQuoteReceived(state, action: PayloadAction<{ key: string; quote: SwapQuote }>) {
      if (action.payload.key !== swapQuoteKey(state)) return;
      state.quote = action.payload.quote;
      state.quoteStatus = 'ready';
      delete state.quoteError;
    },
    swapQuoteFailed(state, action: PayloadAction<{ key: string; error: SerializedError }>) {
      if (action.payload.key !== swapQuoteKey(state)) return;
      delete state.quote;
      state.quoteStatus = 'failed';
      state.quoteError = action.payload.error;
    },
    /** The form asks for no quote (an empty amount): nothing is loading. */
    swapQuoteCleared(state) {
      delete state.quote;
      delete state.quoteError;
      state.quoteStatus = 'idle';
    },
    swapAllowanceLoading(state) {
      state.allowanceStatus = 'loading';
    },
    swapAllowanceRead(state, action: PayloadAction<SwapAllowance>) {
      // A late answer for the token chosen before is dropped.
      if (action.payload.tokenId !== state.fromToken?.id) return;
      state.allowance = action.payload;
      state.allowanceStatus = 'ready';
    },
    swapAllowanceFailed(state, action: PayloadAction<SerializedError>) {
      state.allowanceStatus = 'failed';
      state.error = action.payload;
    },
    swapGasPriceRead(state, action: PayloadAction<string>) {
      state.gasPrice = action.payload;
    },
    swapGasEstimated(state, action: PayloadAction<string>) {
      state.swapGas = action.payload;
    },
    swapApprovalStatusSet(state, action: PayloadAction<{ status: SwapTxStatus; hash?: string }>) {
      state.approvalStatus = action.payload.status;
      if (action.payload.hash) state.lastApprovalHash = action.payload.hash;
      if (action.payload.status !== 'idle') delete state.error;
    },
    swapStatusSet(state, action: PayloadAction<{ status: SwapTxStatus; hash?: string }>) {
      state.swapStatus = action.payload.status;
      if (action.payload.hash) state.lastHash = action.payload.hash;
      if (action.payload.status !== 'idle') delete state.error;
    },
    /** A step failed: the form stays filled, nothing is waiting any more. */
    swapFailed(state, action: PayloadAction<SerializedError>) {
      state.error = action.payload;
      if (state.approvalStatus !== 'done') state.approvalStatus = 'idle';
      state.swapStatus = 'idle';
    },
    /** The swap was mined: the form empties (the tokens stay chosen), the hash is kept. */
    swapSucceeded(state, action: PayloadAction<{ hash: string }>) {
      state.lastHash = action.payload.hash;
      state.swapStatus = 'done';
      state.approvalStatus = 'idle';
      state.fromAmount = '';
      delete state.quote;
      delete state.quoteError;
      delete state.allowance;
      delete state.error;
      delete state.swapGas;
      state.quoteStatus = 'idle';
      state.allowanceStatus = 'idle';
    },
    swapQuoteWatchStarted(state) {
      state.watchers += 1;
    },
    swapQuoteWatchStopped(state) {
      state.watchers = Math.max(0, state.watchers - 1);
    },
  },
});

/** What a quote is for: the two token ids and the typed amount (a quote for another form is stale). */
export function swapQuoteKey(state: Pick<SwapsState, 'fromToken' | 'toToken' | 'fromAmount'>): string {
  return `${state.fromToken?.id ?? ''}|${state.toToken?.id ?? ''}|${state.fromAmount.trim()}`;
}

export const {
  swapsReset,
  swapTokensLoading,
  swapTokensListed,
  swapTokensFailed,
  swapFromTokenSelected,
  swapToTokenSelected,
  swapAmountTyped,
  swapDirectionSwitched,
  swapQuoteLoading,
  swapQuoteReceived,
  swapQuoteFailed,
  swapQuoteCleared,
  swapAllowanceLoading,
  swapAllowanceRead,
  swapAllowanceFailed,
  swapGasPriceRead,
  swapGasEstimated,
  swapApprovalStatusSet,
  swapStatusSet,
  swapFailed,
  swapSucceeded,
  swapQuoteWatchStarted,
  swapQuoteWatchStopped,
} = swapsSlice.actions;

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    swaps: SwapsState;
  }
}
