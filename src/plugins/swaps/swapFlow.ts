import type { TokenBalance } from '../../api/apiTypes';
import { getBlockchainApi } from '../../api/getBlockchainApi';
import { SwapsNetworkError } from '../../core/errors/connectionErrors';
import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { getNumberSymbols } from '../../core/format';
import { hideNotification } from '../../store/actions/showNotification';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { KitThunk } from '../../store/kitThunk';
import { isNativeSwapToken } from './swapAnswers';
import { spendableUnits } from './swapButtonStep';
import { withSwapEndpoints } from './swapEndpoints';
import { SwapAllowanceError, SwapFormIncompleteError } from './swapErrors';
import { amountFieldText, requireSwapForm, type SwapForm } from './swapForm';
import { selectSwapTarget } from './swapSelectors';
import {
  swapAllowanceFailed,
  swapAllowanceLoading,
  swapAllowanceRead,
  swapAmountTyped,
  swapDirectionSwitched,
  swapFailed,
  swapGasPriceRead,
  swapQuoteFailed,
  swapQuoteKey,
  swapQuoteLoading,
  swapQuoteReceived,
  swapTokensFailed,
  swapTokensListed,
  swapTokensLoading,
} from './swapsSlice';
import type { SwapAllowance, SwapQuote, SwapToken } from './swapTypes';

// The swap flow as thunks (docs/plugins/swaps.md): a host drives it headless, the views dispatch the
// same. This file reads (tokens, allowance, quote) and edits the form; approving and swapping, which
// ask the wallet, are swapTransactions.ts. Every step leaves the form filled when it fails, with a structured error in the slice.

/** A short form of an address for texts ("0x7a25…488D"). */
export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** AppKit's snackbar while the wallet has the swap. */
export const CONFIRM_IN_WALLET = 'Confirm transaction in your wallet';

/**
 * Hides the flow's own waiting toast: only while it is the one shown, so a toast that replaced it (the
 * runtime's 'Signature declined' on a refusal, which may be waiting to reopen) is never dropped.
 */
export function hideOwnToast(services: ServiceRegistry, message: string): KitThunk<void> {
  return (dispatch, getState) => {
    const { open, message: shown } = getState().notifications;
    if (open && shown === message) dispatch(hideNotification(services));
  };
}

/** The api with the convert endpoints, from a thunk's services. */
export async function swapsApi(services: Parameters<typeof getBlockchainApi>[0]) {
  return withSwapEndpoints(await getBlockchainApi(services));
}

/** `token` with the account's balance (display units) and price from the API's balance list. */
function withBalance(
  token: SwapToken,
  balances: readonly TokenBalance[] | undefined,
  native?: string,
): SwapToken {
  if (!balances && native === undefined) return token;
  const entry = isNativeSwapToken(token)
    ? balances?.find((b) => !b.address && b.symbol === token.symbol)
    : balances?.find((b) => b.address?.toLowerCase() === token.id.toLowerCase());
  const numeric = entry?.quantity?.numeric;
  const balance =
    typeof numeric === 'string' && /^\d+(\.\d+)?$/.test(numeric)
      ? numeric
      : isNativeSwapToken(token) && native !== undefined
        ? native
        : balances
          ? '0'
          : undefined;
  const price = token.price ?? (Number.isFinite(entry?.price) ? entry?.price : undefined);
  return {
    ...token,
    ...(balance !== undefined ? { balance } : {}),
    ...(price !== undefined ? { price } : {}),
  };
}

/** Options of `loadSwapTokens`. */
export interface LoadSwapTokensOptions {
  /** Read the balances past the API's cache (after a swap). */
  force?: boolean;
}

/**
 * Reads the tokens that can be swapped on the active network (`GET /v1/convert/tokens`, native first)
 * with the account's balances (the balance endpoint) and the network's gas price, into the form's list.
 * Off the swap networks the list empties and it rejects with SwapsNetworkError ('Network not supported
 * for Swaps'), asking the API nothing.
 */
export const loadSwapTokens = createKitAsyncThunk<SwapToken[], LoadSwapTokensOptions | undefined>(
  'swaps/loadTokens',
  async (options, { dispatch, getState, extra, rejectWithValue }) => {
    const target = selectSwapTarget(getState());
    if (!target.supported || !target.caipNetworkId) {
      dispatch(swapTokensListed({ tokens: [] }));
      return rejectWithValue(new SwapsNetworkError().toJSON());
    }
    const chainId = target.caipNetworkId;
    const force = options?.force ?? false;
    dispatch(swapTokensLoading());
    try {
      const api = await swapsApi(extra.services);
      const listed = dispatch(
        api.endpoints.getSwapTokens.initiate(chainId, { subscribe: false, forceRefetch: force }),
      );
      const gas = dispatch(
        api.endpoints.getSwapGasPrice.initiate(chainId, { subscribe: false, forceRefetch: true }),
      );
      const held = target.account
        ? dispatch(
            api.endpoints.getBalance.initiate(
              { address: target.account, chainId, ...(force ? { forceUpdate: true } : {}) },
              { subscribe: false, forceRefetch: force },
            ),
          )
        : undefined;
      const [tokens, gasPrice, balances] = await Promise.all([listed, gas, held]);
      if (tokens.error || !tokens.data) throw tokens.error;
      if (gasPrice.data) dispatch(swapGasPriceRead(gasPrice.data));
      // The runtime's native balance stands in when the list has no native entry.
      const native = selectSwapTarget(getState()).nativeBalance;
      const merged = tokens.data.map((t) => withBalance(t, balances?.data?.balances, native));
      dispatch(swapTokensListed({ network: chainId, tokens: merged }));
      return merged;
    } catch (cause) {
      const error = serializeError(cause);
      dispatch(swapTokensFailed(error));
      return rejectWithValue(error);
    }
  },
);

/**
 * Reads the router's allowance on the from token (`GET /v1/convert/allowance`) into the form. The
 * native token needs none (it is sent with the swap): its allowance is the maximum, without a call.
 * A failed read is AppKit's 'Failed to check allowance' (SwapAllowanceError).
 */
export const readSwapAllowance = createKitAsyncThunk<SwapAllowance, void>(
  'swaps/allowance',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const from = getState().swaps?.fromToken;
    const { account, caipNetworkId } = selectSwapTarget(getState());
    if (!from || !account || !caipNetworkId) {
      const error = new SwapFormIncompleteError(from ? 'account' : 'fromToken').toJSON();
      return rejectWithValue(error);
    }
    dispatch(swapAllowanceLoading());
    try {
      const api = await swapsApi(extra.services);
      const answer = await dispatch(
        api.endpoints.getSwapAllowance.initiate(
          { tokenAddress: from.id, userAddress: `${caipNetworkId}:${account}` },
          { subscribe: false, forceRefetch: true },
        ),
      );
      if (answer.error || !answer.data) throw new SwapAllowanceError({ cause: answer.error });
      const allowance = { tokenId: from.id, ...answer.data };
      dispatch(swapAllowanceRead(allowance));
      return allowance;
    } catch (cause) {
      const error = serializeError(
        cause instanceof SwapAllowanceError ? cause : new SwapAllowanceError({ cause }),
      );
      dispatch(swapAllowanceFailed(error));
      return rejectWithValue(error);
    }
  },
);

/** `toAmount` less `slippage` percent (SPEC §9: 1), in base units. */
export function lessSlippage(toAmount: string, slippage: number): string {
  const basisPoints = BigInt(Math.round((100 - slippage) * 100));
  return ((BigInt(toAmount) * basisPoints) / 10_000n).toString();
}

/**
 * Reads the best quote for the form as it is (`GET /v1/convert/quotes`, with the network's gas price)
 * and keeps it with its minimum received and time; for an ERC-20 it also reads the router's
 * allowance when the form has none for that token (before resolving). A quote answered after the form changed is not
 * kept. No route or no liquidity is SwapNoLiquidityError; off the swap networks SwapsNetworkError.
 */
export const fetchSwapQuote = createKitAsyncThunk<SwapQuote, void>(
  'swaps/quote',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const swaps = getState().swaps;
    const key = swaps ? swapQuoteKey(swaps) : '';
    const fail = (error: SerializedError) => {
      dispatch(swapQuoteFailed({ key, error }));
      return rejectWithValue(error);
    };
    let form: SwapForm;
    try {
      // A quote is worth showing past the balance: the button then says what is short.
      form = requireSwapForm(getState(), { balance: false });
    } catch (cause) {
      return fail(serializeError(cause));
    }
    dispatch(swapQuoteLoading());
    try {
      const api = await swapsApi(extra.services);
      let gasPrice = getState().swaps?.gasPrice;
      if (!gasPrice) {
        const read = await dispatch(
          api.endpoints.getSwapGasPrice.initiate(form.caipNetworkId, { subscribe: false }),
        );
        if (read.data) dispatch(swapGasPriceRead(read.data));
        gasPrice = read.data;
      }
      const answer = await dispatch(
        api.endpoints.getSwapQuote.initiate(
          {
            chainId: form.caipNetworkId,
            from: form.from.id,
            to: form.to.id,
            amount: form.amount.toString(),
            userAddress: form.userAddress,
            gasPrice: gasPrice ?? '0',
          },
          { subscribe: false, forceRefetch: true },
        ),
      );
      if (answer.error || !answer.data) return fail(serializeError(answer.error));
      const slippage = getState().swaps?.slippage ?? 1;
      const quote: SwapQuote = {
        ...answer.data,
        minimumReceived: lessSlippage(answer.data.toAmount, slippage),
        fetchedAt: Date.now(),
      };
      dispatch(swapQuoteReceived({ key, quote }));
      const held = getState().swaps;
      const needsAllowance = !isNativeSwapToken(form.from) && held?.allowance?.tokenId !== form.from.id;
      // Awaited, so the button's step is final once the quote resolves (a failure stays in the slice).
      if (needsAllowance && held?.allowanceStatus !== 'loading') await dispatch(readSwapAllowance());
      return quote;
    } catch (cause) {
      return fail(serializeError(cause));
    }
  },
);

/**
 * Max: the whole balance of the from token; for the native token the balance less the gas room of a
 * swap (SWAP_MAX_GAS_RESERVE at the network's gas price, read first if the form has none). Fills the
 * amount field in the kit's locale and resolves with its text.
 */
export const setSwapMaxAmount = createKitAsyncThunk<string, void>(
  'swaps/max',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const from = getState().swaps?.fromToken;
    if (!from) {
      const error = new SwapFormIncompleteError('fromToken').toJSON();
      dispatch(swapFailed(error));
      return rejectWithValue(error);
    }
    let gasPrice = getState().swaps?.gasPrice;
    const { caipNetworkId } = selectSwapTarget(getState());
    if (isNativeSwapToken(from) && !gasPrice && caipNetworkId) {
      try {
        const api = await swapsApi(extra.services);
        const read = await dispatch(
          api.endpoints.getSwapGasPrice.initiate(caipNetworkId, { subscribe: false }),
        );
        if (read.error || !read.data) throw read.error;
        dispatch(swapGasPriceRead(read.data));
        gasPrice = read.data;
      } catch (cause) {
        // Without a gas price the gas room is unknown: filling the whole balance would fail on chain.
        const error = serializeError(cause);
        dispatch(swapFailed(error));
        return rejectWithValue(error);
      }
    }
    const mark = getNumberSymbols(getState().options.locale).decimal === ',' ? ',' : '.';
    const text = amountFieldText(spendableUnits(from, gasPrice), from.decimals, mark);
    dispatch(swapAmountTyped(text));
    return text;
  },
);

/**
 * Switch direction: the tokens change sides and the amount received (from the quote) becomes the
 * amount paid, as AppKit does; without a quote the typed amount stays. A plain thunk: the switch
 * happens within the click.
 */
export function switchSwapDirection(): KitThunk<void> {
  return (dispatch, getState) => {
    const swaps = getState().swaps;
    if (!swaps) return;
    const { quote, toToken } = swaps;
    const mark = getNumberSymbols(getState().options.locale).decimal === ',' ? ',' : '.';
    const fromAmount =
      quote && toToken ? amountFieldText(BigInt(quote.toAmount), toToken.decimals, mark) : undefined;
    dispatch(swapDirectionSwitched(fromAmount !== undefined ? { fromAmount } : undefined));
  };
}
