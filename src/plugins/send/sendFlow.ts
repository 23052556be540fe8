import { UserRejectedRequestError } from '../../core/errors/coreErrors';
import { type SerializedError, serializeError } from '../../core/errors/defineError';
import type { ChainNamespace } from '../../core/namespaces';
import { isUserRejection } from '../../core/rpcErrors';
import { showNotification } from '../../store/actions/showNotification';
import { popTransactionStack, pushTransaction } from '../../store/actions/transactionStack';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { RootState } from '../../store/createKitStore';
import { modalSlice } from '../../store/slices/modalSlice';
import { estimateSendFee, requireTransactionService, withDeadline } from './estimateSendFee';
import { resolveReceiver } from './resolveReceiver';
import { SendTimeoutError } from './sendErrors';
import {
  type SendEventProperties,
  sendEventProperties,
  sendFailedRaised,
  sendInitiatedRaised,
  sendSucceededRaised,
} from './sendEvents';
import { selectSendForm, selectSendTarget } from './sendSelectors';
import {
  sendFailed,
  sendFieldsChecked,
  sendLoadingSet,
  sendNetworkBalanceSet,
  sendSucceeded,
  sendTokensListed,
} from './sendSlice';
import { sendStrings } from './sendStrings';
import { nativeValueInUSD, sendableTokens } from './sendTokens';
import { hasFlatFee, type Transfer, transferBuilderFor } from './sendTransfers';
import { NATIVE_TOKEN, type SendKind, type SendToken } from './sendTypes';
import { setMaxAmount } from './setMaxAmount';
import { type SendFieldErrors, sendFieldErrors, validateSend } from './validateSend';

/**
 * How long the wallet has to answer a send. SPEC is silent; a person reads and approves in a wallet
 * in well under two minutes, and RPC_TIMEOUT_MS (10 s) would cut them off (see docs/plugins/send.md).
 */
export const SEND_TIMEOUT_MS = 120_000;

/** The success toast in English, for headless callers that pass no translated text. */
const SENT_TOAST = sendStrings.sent ?? 'Transaction sent';

/**
 * Every send ends on Account with the success toast, native or token, EVM or Solana: SPEC §2 closed the
 * modal after an EVM native send only, so two sends of the same form ended differently; AppKit returns
 * to Account for both (issue 22; docs/plugins/send.md).
 */
const AFTER_SEND_VIEW = 'Account';

/** What `check` throws, or undefined when it passes. */
function problemOf(check: () => unknown): unknown {
  try {
    check();
    return undefined;
  } catch (cause) {
    return cause;
  }
}

/** Validates the form in the state as it is (throws the catalogue error). */
function validateState(state: RootState): Transfer {
  const { receiverInput: _typed, ...form } = selectSendForm(state);
  return validateSend(form);
}

/** Reads the sendable tokens (native, then the ERC-20s of the Tokens list) into the form's list. */
export const loadSendTokens = createKitAsyncThunk<SendToken[], void>(
  'send/loadTokens',
  async (_, { dispatch, getState, extra }) => {
    const { network } = selectSendTarget(getState());
    if (!network) return [];
    let balances: readonly unknown[] = [];
    try {
      balances = await requireTransactionService(extra.services).fetchTokenBalances();
    } catch {
      // The native token can still be sent; the Tokens list shows its own error for the rest.
    }
    // Read after the wait: the runtime may have refreshed the native balance meanwhile.
    const { nativeBalance } = selectSendTarget(getState());
    const tokens = sendableTokens(network, nativeBalance, balances);
    dispatch(sendTokensListed(tokens));
    dispatch(sendNetworkBalanceSet(nativeValueInUSD(network, balances)));
    return tokens;
  },
);

// Max (and Polkadot's choices when the deposit would be lost) are their own file; kept importable here.
export { resolveDepositShortfall, setMaxAmount } from './setMaxAmount';

/** A reviewed transfer, serialisable (the amount in base units as a decimal string). */
export interface ReviewedTransfer {
  token: SendToken;
  amount: string;
  receiver: string;
}

/**
 * Resolves a typed name, checks the form, estimates the fee for exactly this transfer, checks again
 * with the fee (the native token must keep it), and shows the preview when the modal is open. Rejects
 * with the first error; every field's problem is kept in `fieldErrors`, so the form shows them all at
 * once rather than one per Review.
 */
export const reviewSend = createKitAsyncThunk<ReviewedTransfer, void>(
  'send/review',
  async (_, { dispatch, getState, rejectWithValue }) => {
    const checkFields = async (found: SendFieldErrors = {}) => {
      // Over the balance on the native token with no fee known: the message must name what Max would
      // fill (the balance less the fee), not the balance, so the fee is learnt first.
      const send = getState().send;
      const over =
        sendFieldErrors(selectSendForm(getState())).amount?.name === 'SendAmountExceedsBalanceError';
      if (over && send?.token?.address === NATIVE_TOKEN && !send.fee) await dispatch(estimateSendFee());
      dispatch(sendFieldsChecked({ ...sendFieldErrors(selectSendForm(getState())), ...found }));
    };
    const fail = async (cause: unknown) => {
      await checkFields();
      const error = serializeError(problemOf(() => validateState(getState())) ?? cause);
      dispatch(sendFailed(error));
      return rejectWithValue(error);
    };
    const typed = getState().send;
    if (typed?.receiverInput?.trim() && !typed.receiverAddress) {
      const resolved = await dispatch(resolveReceiver(undefined));
      if (resolveReceiver.rejected.match(resolved)) {
        // The receiver's failure stays its field's message; the other fields are checked beside it.
        await checkFields({ receiver: resolved.payload! });
        return rejectWithValue(resolved.payload!);
      }
    }
    try {
      validateState(getState());
    } catch (cause) {
      return fail(cause);
    }
    // Bitcoin's Max depends on the receiver's output and the rate: it is filled again for them.
    const maxed = getState().send?.maxed && selectSendTarget(getState()).namespace === 'bip122';
    const estimated = maxed ? await dispatch(setMaxAmount()) : await dispatch(estimateSendFee());
    if (estimated.meta.requestStatus === 'rejected')
      return rejectWithValue(estimated.payload as SerializedError);
    try {
      const transfer = validateState(getState());
      dispatch(sendFieldsChecked({}));
      const modal = getState().modal;
      if (modal.open) dispatch(modalSlice.actions.pushed({ view: 'WalletSendPreview' }));
      return { ...transfer, amount: transfer.amount.toString() };
    } catch (cause) {
      return fail(cause);
    }
  },
);

/** Options of `sendTransfer`. */
export interface SendTransferOptions {
  /**
   * The success toast's text, already translated (the toast localises only SPEC §8 texts and shows any
   * other as given): the views pass `t('send.sent')`. English "Transaction sent" when absent.
   */
  sentMessage?: string;
}

/** What a sent transfer resolves with. */
export interface SendResult {
  hash: string;
  kind: SendKind;
}

/**
 * Sends the validated form through the active connector (SPEC §4 send): loading while the wallet has
 * it; on success the form resets, a success toast shows and the modal returns to Account (native and
 * token alike; balances and Activity follow the receipt, see the runtime). A rejection
 * (4001: the runtime shows 'Signature declined'), a failure or a wallet that does not answer within
 * SEND_TIMEOUT_MS keeps the form filled and goes back to it. Raises AppKit's SEND_* events on the way
 * (sendEvents.ts).
 */
export const sendTransfer = createKitAsyncThunk<SendResult, SendTransferOptions | undefined>(
  'send/send',
  async (options, { dispatch, getState, extra, rejectWithValue }) => {
    const { services } = extra;
    let request: ReturnType<ReturnType<typeof transferBuilderFor>>;
    let kind: SendKind;
    let namespace: ChainNamespace | undefined;
    let properties: SendEventProperties;
    try {
      const transfer = validateState(getState());
      properties = sendEventProperties(getState(), transfer);
      namespace = selectSendTarget(getState()).namespace;
      request = transferBuilderFor(namespace)(transfer);
      const gas = getState().send?.fee?.gas;
      // The estimate shown is the limit given: the wallet can never charge more gas than the preview said.
      if (gas && !hasFlatFee(namespace)) request = { ...request, gas: BigInt(gas) };
      kind = transfer.token.address === NATIVE_TOKEN ? 'native' : 'token';
    } catch (cause) {
      const error = serializeError(cause);
      dispatch(sendFailed(error));
      return rejectWithValue(error);
    }
    const { modal } = getState();
    const onPreview = modal.open && modal.history[modal.history.length - 1]?.view === 'WalletSendPreview';
    const routed = onPreview
      ? dispatch(pushTransaction(services, { mode: 'reset', view: AFTER_SEND_VIEW }))
      : undefined;
    dispatch(sendLoadingSet(true));
    dispatch(sendInitiatedRaised(properties));
    try {
      const service = requireTransactionService(services);
      const timeout = () => new SendTimeoutError(SEND_TIMEOUT_MS / 1000);
      const hash = await withDeadline(services, service.sendTransaction(request), SEND_TIMEOUT_MS, timeout);
      dispatch(sendSucceeded({ hash }));
      dispatch(sendSucceededRaised(properties, hash));
      if (routed) dispatch(popTransactionStack(services, 'success'));
      dispatch(
        showNotification(services, { message: options?.sentMessage ?? SENT_TOAST, variant: 'success' }),
      );
      return { hash, kind };
    } catch (cause) {
      // Libraries wrap the wallet's 4001 (viem: TransactionExecutionError); callers get it plainly.
      const error = serializeError(isUserRejection(cause) ? new UserRejectedRequestError({ cause }) : cause);
      dispatch(sendFailed(error));
      dispatch(sendFailedRaised(properties, error));
      if (routed) dispatch(popTransactionStack(services, 'error'));
      return rejectWithValue(error);
    }
  },
);
