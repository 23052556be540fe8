import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { formatUnits } from '../../core/format';
import { showNotification } from '../../store/actions/showNotification';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { KitDispatch } from '../../store/kitThunk';
import { cachesSlice } from '../../store/slices/cachesSlice';
import { isNativeSwapToken, type SwapTransactionRequest } from './swapAnswers';
import { getSwapChain } from './swapChain';
import { SWAP_PRICE_IMPACT_LIMIT } from './swapConstants';
import {
  SwapApprovalFailedError,
  SwapApprovalNotNeededError,
  SwapApprovalRequiredError,
  SwapApprovalRevertedError,
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
import {
  CONFIRM_IN_WALLET,
  fetchSwapQuote,
  hideOwnToast,
  loadSwapTokens,
  readSwapAllowance,
  short,
  swapsApi,
} from './swapFlow';
import { requireSwapForm, type SwapForm } from './swapForm';
import {
  swapAllowanceRead,
  swapApprovalStatusSet,
  swapFailed,
  swapGasEstimated,
  swapStatusSet,
  swapSucceeded,
} from './swapsSlice';
import type { SwapAllowance, SwapQuote } from './swapTypes';
import { sendSwapTransaction, simulateSwapTransaction, swapFailure } from './swapWallet';

// The swap flow's two steps that ask the wallet (docs/plugins/swaps.md): the exact approval, then the
// swap, each simulated first. Every failure leaves the form filled, with a structured error in the slice.

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
