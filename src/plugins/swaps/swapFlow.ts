import type { TokenBalance } from '../../api/apiTypes';
import { getBlockchainApi } from '../../api/getBlockchainApi';
import { SwapsNetworkError } from '../../core/errors/connectionErrors';
import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { formatUnits, getNumberSymbols } from '../../core/format';
import { hideNotification, showNotification } from '../../store/actions/showNotification';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { KitDispatch, KitThunk } from '../../store/kitThunk';
import { cachesSlice } from '../../store/slices/cachesSlice';
import { isNativeSwapToken, type SwapTransactionRequest } from './swapAnswers';
import { spendableUnits } from './swapButtonStep';
import { getSwapChain } from './swapChain';
import { SWAP_PRICE_IMPACT_LIMIT } from './swapConstants';
import { withSwapEndpoints } from './swapEndpoints';
import {
  SwapAllowanceError,
  SwapApprovalFailedError,
  SwapApprovalNotNeededError,
  SwapApprovalRequiredError,
  SwapApprovalRevertedError,
  SwapFormIncompleteError,
  SwapPriceImpactTooHighError,
  SwapQuoteMovedError,
  SwapRevertedError,
} from './swapErrors';
import {
  type SwapEventProperties,
  swapApprovalFailedRaised,
  swapEventProperties,
  swapFailedRaised,
  swapInitiatedRaised,
  swapSucceededRaised,
} from './swapEvents';
import { amountFieldText, requireSwapForm, type SwapForm } from './swapForm';
import { selectSwapTarget } from './swapSelectors';
import {
  swapAllowanceFailed,
  swapAllowanceLoading,
  swapAllowanceRead,
  swapAmountTyped,
  swapApprovalStatusSet,
  swapDirectionSwitched,
  swapFailed,
  swapGasEstimated,
  swapGasPriceRead,
  swapQuoteFailed,
  swapQuoteKey,
  swapQuoteLoading,
  swapQuoteReceived,
  swapStatusSet,
  swapSucceeded,
  swapTokensFailed,
  swapTokensListed,
  swapTokensLoading,
} from './swapsSlice';
import type { SwapAllowance, SwapQuote, SwapToken } from './swapTypes';
import { sendSwapTransaction, simulateSwapTransaction, swapFailure } from './swapWallet';

// The swap flow as thunks (docs/plugins/swaps.md): a host drives it headless, the views dispatch the
// same. Every step leaves the form filled when it fails, with a structured error in the slice.

/** A short form of an address for texts ("0x7a25…488D"). */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** AppKit's snackbar while the wallet has the swap. */
const CONFIRM_IN_WALLET = 'Confirm transaction in your wallet';

/**
 * Hides the flow's own waiting toast: only while it is the one shown, so a toast that replaced it (the
 * runtime's 'Signature declined' on a refusal, which may be waiting to reopen) is never dropped.
 */
function hideOwnToast(services: ServiceRegistry, message: string): KitThunk<void> {
  return (dispatch, getState) => {
    const { open, message: shown } = getState().notifications;
    if (open && shown === message) dispatch(hideNotification(services));
  };
}

/** The api with the convert endpoints, from a thunk's services. */
async function swapsApi(services: Parameters<typeof getBlockchainApi>[0]) {
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

/** What a mined approval resolves with (amount in base units, the router as spender). */
export interface SwapApprovalResult {
  hash: string;
  amount: string;
  spender: string;
}

/** Options of `approveSwap`. */
export interface ApproveSwapOptions {
  /** Approve the maximum uint256 instead of exactly the amount (the default is the exact amount). */
  unlimited?: boolean;
}

/** The event properties of `form` (the quote's output when there is one). */
function propertiesOf(state: Parameters<typeof swapEventProperties>[0], form: SwapForm): SwapEventProperties {
  const toAmount = state.swaps?.quote?.toAmount ?? '0';
  return swapEventProperties(state, {
    from: form.from,
    to: form.to,
    fromAmount: form.amount.toString(),
    toAmount,
  });
}

/**
 * Approves the router to spend exactly the form's amount of the from token (or the maximum with
 * `unlimited`): builds the approval (`GET /v1/convert/build-approve`), simulates it, asks the wallet
 * with a toast that names the amount and the spender, waits for the receipt and keeps the new
 * allowance. A failure to build is AppKit's 'Failed to create approval transaction'; a refusal is
 * UserRejectedRequestError; both raise SWAP_APPROVAL_ERROR and leave the form as it was.
 */
export const approveSwap = createKitAsyncThunk<SwapApprovalResult, ApproveSwapOptions | undefined>(
  'swaps/approve',
  async (options, { dispatch, getState, extra, rejectWithValue }) => {
    const { services } = extra;
    let form: SwapForm;
    try {
      form = requireSwapForm(getState());
      if (isNativeSwapToken(form.from)) throw new SwapApprovalNotNeededError(form.from.symbol);
    } catch (cause) {
      const error = serializeError(cause);
      dispatch(swapFailed(error));
      return rejectWithValue(error);
    }
    const properties = propertiesOf(getState(), form);
    const display = formatUnits(form.amount, form.from.decimals);
    let message = '';
    const refuse = (error: SerializedError, raise: boolean) => {
      dispatch(hideOwnToast(services, message));
      dispatch(swapApprovalStatusSet({ status: 'idle' }));
      dispatch(swapFailed(error));
      if (raise) dispatch(swapApprovalFailedRaised(properties, error));
      return rejectWithValue(error);
    };
    dispatch(swapApprovalStatusSet({ status: 'simulating' }));
    let built: { tx: SwapTransactionRequest; spender: string; amount: string };
    try {
      const api = await swapsApi(services);
      const answer = await dispatch(
        api.endpoints.buildSwapApprove.initiate(
          {
            userAddress: form.userAddress,
            from: form.from.id,
            to: form.to.id,
            amount: form.amount.toString(),
            ...(options?.unlimited ? { unlimited: true } : {}),
          },
          { subscribe: false, forceRefetch: true },
        ),
      );
      if (answer.error || !answer.data) throw answer.error;
      built = answer.data;
    } catch (cause) {
      const spender = getState().swaps?.allowance?.spender;
      return refuse(
        new SwapApprovalFailedError(form.from.symbol, display, spender, { cause }).toJSON(),
        true,
      );
    }
    try {
      const chain = getSwapChain(services, getState(), form.network);
      await simulateSwapTransaction(chain, form.account, built.tx, 'approve');
      dispatch(swapApprovalStatusSet({ status: 'awaitingWallet' }));
      // AppKit says only 'Approve limit increase in your wallet': this says what, how much and to whom.
      const shown = options?.unlimited ? 'any amount of' : display;
      message = `Approve ${shown} ${form.from.symbol} for ${short(built.spender)} in your wallet`;
      dispatch(showNotification(services, { message, variant: 'loading' }));
      const hash = await sendSwapTransaction(services, built.tx);
      dispatch(hideOwnToast(services, message));
      dispatch(swapApprovalStatusSet({ status: 'pending', hash }));
      if ((await chain.waitForReceipt(hash)) !== 'success') throw new SwapApprovalRevertedError(hash);
      dispatch(swapApprovalStatusSet({ status: 'done' }));
      dispatch(swapAllowanceRead({ tokenId: form.from.id, allowance: built.amount, spender: built.spender }));
      return { hash, amount: built.amount, spender: built.spender };
    } catch (cause) {
      const error = swapFailure(cause);
      // A simulation that reverts asked no wallet: nothing was initiated, so no event.
      return refuse(error, error.name !== 'SwapWouldRevertError');
    }
  },
);

/** Options of `executeSwap`. */
export interface ExecuteSwapOptions {
  /** The success toast's text, already translated (the views pass theirs); English when absent. */
  successMessage?: string;
}

/** What a mined swap resolves with (base units). */
export interface SwapResult {
  hash: string;
  fromAmount: string;
  toAmount: string;
  minimumReceived: string;
}

/** The quote the person saw (the form's, else the fresh one) and a fresh one. */
async function refreshedQuote(
  dispatch: KitDispatch,
  shown: SwapQuote | undefined,
): Promise<{ shown: SwapQuote; fresh: SwapQuote }> {
  const result = await dispatch(fetchSwapQuote());
  if (fetchSwapQuote.rejected.match(result)) throw result.payload ?? result.error;
  const fresh = result.payload as SwapQuote;
  return { shown: shown ?? fresh, fresh };
}

/** Refuses a price impact over the limit, and an output below the minimum of the quote shown. */
function checkPrice(
  form: SwapForm,
  shown: SwapQuote,
  fresh: Pick<SwapQuote, 'toAmount' | 'priceImpact'>,
): void {
  if (fresh.priceImpact > SWAP_PRICE_IMPACT_LIMIT)
    throw new SwapPriceImpactTooHighError(fresh.priceImpact, SWAP_PRICE_IMPACT_LIMIT);
  if (BigInt(fresh.toAmount) < BigInt(shown.minimumReceived)) {
    const { decimals, symbol } = form.to;
    const minimum = formatUnits(shown.minimumReceived, decimals);
    throw new SwapQuoteMovedError(symbol, minimum, formatUnits(fresh.toAmount, decimals));
  }
}

/** Refuses an ERC-20 swap whose router allowance (read now) is short of the amount. */
async function checkAllowance(dispatch: KitDispatch, form: SwapForm): Promise<void> {
  if (isNativeSwapToken(form.from)) return;
  const read = await dispatch(readSwapAllowance());
  if (readSwapAllowance.rejected.match(read)) throw read.payload ?? read.error;
  const allowance = read.payload as SwapAllowance;
  if (BigInt(allowance.allowance) < form.amount) {
    const amount = formatUnits(form.amount, form.from.decimals);
    throw new SwapApprovalRequiredError(form.from.symbol, amount, allowance.spender);
  }
}

/**
 * Swaps the form's amount (SPEC §9 slippage): refreshes the quote and refuses it when the price moved
 * below the minimum of the quote shown, checks the price impact and the allowance, builds the router
 * call (`POST /v1/convert/build-transaction`), simulates it with `eth_call` (a revert is
 * SwapWouldRevertError naming the reason, before the wallet is asked), asks the wallet through the
 * active connector ('Confirm transaction in your wallet'), waits for the receipt, then shows the
 * success toast and reads balances (and so Activity) again. INITIATE_SWAP, SWAP_SUCCESS and SWAP_ERROR
 * follow AppKit. Any failure leaves the form filled.
 */
export const executeSwap = createKitAsyncThunk<SwapResult, ExecuteSwapOptions | undefined>(
  'swaps/execute',
  async (options, { dispatch, getState, extra, rejectWithValue }) => {
    const { services } = extra;
    let properties: SwapEventProperties | undefined;
    const refuse = (cause: unknown) => {
      const error = swapFailure(cause);
      dispatch(hideOwnToast(services, CONFIRM_IN_WALLET));
      dispatch(swapFailed(error));
      if (properties) dispatch(swapFailedRaised(properties, error));
      return rejectWithValue(error);
    };
    try {
      const form = requireSwapForm(getState());
      dispatch(swapStatusSet({ status: 'simulating' }));
      const { shown, fresh } = await refreshedQuote(dispatch, getState().swaps?.quote);
      checkPrice(form, shown, fresh);
      await checkAllowance(dispatch, form);
      const api = await swapsApi(services);
      const built = await dispatch(
        api.endpoints.buildSwapTransaction.initiate({
          amount: form.amount.toString(),
          from: form.from.id,
          to: form.to.id,
          userAddress: form.userAddress,
          slippage: getState().swaps?.slippage ?? 1,
        }),
      );
      if (built.error || !built.data) throw built.error;
      const { tx, toAmount, minimumReceived } = built.data;
      // The quote may have moved again between the refresh and the build: the same rule holds.
      checkPrice(form, shown, { priceImpact: fresh.priceImpact, toAmount });
      const chain = getSwapChain(services, getState(), form.network);
      await simulateSwapTransaction(chain, form.account, tx, 'swap');
      if (tx.gas) dispatch(swapGasEstimated(tx.gas));
      properties = swapEventProperties(getState(), { ...form, fromAmount: form.amount.toString(), toAmount });
      dispatch(swapStatusSet({ status: 'awaitingWallet' }));
      dispatch(swapInitiatedRaised(properties));
      dispatch(showNotification(services, { message: CONFIRM_IN_WALLET, variant: 'loading' }));
      const hash = await sendSwapTransaction(services, tx);
      dispatch(hideOwnToast(services, CONFIRM_IN_WALLET));
      dispatch(swapStatusSet({ status: 'pending', hash }));
      if ((await chain.waitForReceipt(hash)) !== 'success') throw new SwapRevertedError(hash);
      dispatch(swapSucceeded({ hash }));
      dispatch(swapSucceededRaised(properties));
      const message = options?.successMessage ?? `Swapped ${form.from.symbol} for ${form.to.symbol}`;
      dispatch(showNotification(services, { message, variant: 'success' }));
      // Balances are read again, and Activity follows a balance refresh (the history plugin listens).
      dispatch(cachesSlice.actions.cacheCleared({ cache: 'balance' }));
      // Every cached balance read of the account is stale now, the unforced ones too: the form opened
      // again must not show the balances of before the swap (RTK Query keys a forced read apart).
      dispatch(api.util.invalidateTags([{ type: 'Balance', id: form.account.toLowerCase() }]));
      void dispatch(loadSwapTokens({ force: true }));
      return { hash, fromAmount: form.amount.toString(), toAmount, minimumReceived };
    } catch (cause) {
      return refuse(cause);
    }
  },
);
