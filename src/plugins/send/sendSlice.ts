import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import type { SendDepositCheck, SendFee, SendFeeRateChoice, SendFeeRates, SendToken } from './sendTypes';
import type { SendFieldErrors } from './validateSend';

/** SPEC §3 send state, plus the form's own fields (typed receiver, fee, errors). */
export interface SendState {
  /** The selected token (its `address` is a CAIP-10 address or the native marker). */
  token?: SendToken;
  /** The amount as typed (never reformatted while typing). */
  sendTokenAmount?: string;
  /** What was typed in the receiver field: an address or a name. */
  receiverInput?: string;
  /** The receiver's address: as typed, or what the name resolved to. */
  receiverAddress?: string;
  receiverProfileImageUrl?: string;
  receiverProfileName?: string;
  /** The USD value of the account's native balance, from the Tokens list (absent when unpriced). */
  networkBalanceInUSD?: string;
  /** The tokens the account can send (native first). */
  tokenBalances: SendToken[];
  fee?: SendFee;
  /** A name is being resolved. */
  resolving: boolean;
  /** The fee is being estimated. */
  estimating: boolean;
  /** The transfer is with the wallet (SPEC §4: loading is set during the send). */
  loading: boolean;
  /** The last failure of validation, resolution, estimation or sending; cleared by an edit. */
  error?: SerializedError;
  /** Every field's problem found by the last Review, shown together; editing a field clears its own. */
  fieldErrors?: SendFieldErrors;
  /** The hash of the last transfer sent (kept across the reset, for the host). */
  lastHash?: string;
  lastRetry?: number;
  /** The amount is what Max filled (Bitcoin's Max follows the fee rate: it is filled again when it changes). */
  maxed?: boolean;
  /** Bitcoin: the node's fee-rate presets, once read. */
  feeRates?: SendFeeRates;
  /** Bitcoin: the chosen rate (default `normal`). */
  feeRateChoice: SendFeeRateChoice;
  /** Bitcoin: the custom rate as typed (sat/vB). */
  customFeeRate?: string;
  /** Cosmos: the memo as typed. */
  memo?: string;
  /** Polkadot: the chain's existential deposit in planck, once read. */
  existentialDeposit?: string;
  /** Polkadot: the last check of this very transfer against the existential deposit. */
  depositCheck?: SendDepositCheck;
  /** Polkadot: false once the visitor chose to send everything (the account is closed, nothing lost). */
  keepAlive: boolean;
}

const initialState: SendState = {
  tokenBalances: [],
  resolving: false,
  estimating: false,
  loading: false,
  feeRateChoice: 'normal',
  keepAlive: true,
};

/** What an edit of the transfer makes stale: the fee, the last error and the deposit check. */
function transferEdited(state: SendState) {
  delete state.fee;
  delete state.error;
  delete state.depositCheck;
}

/** What a reset keeps: the token list and its native USD value (they describe the account, not the form). */
function kept(state: SendState): Pick<SendState, 'tokenBalances' | 'networkBalanceInUSD'> {
  return {
    tokenBalances: state.tokenBalances,
    ...(state.networkBalanceInUSD !== undefined ? { networkBalanceInUSD: state.networkBalanceInUSD } : {}),
  };
}

/** Drops the messages of the fields just edited; the others' stay until those fields are edited too. */
function clearFields(state: SendState, ...fields: (keyof SendFieldErrors)[]) {
  if (!state.fieldErrors) return;
  for (const field of fields) delete state.fieldErrors[field];
}

/** State of the send plugin; injected into a kit when the plugin loads. */
export const sendSlice = createSlice({
  name: 'send',
  initialState,
  reducers: {
    /** Clears the form (success, network switch); the token list, its USD value and last hash stay. */
    sendReset: (state) => ({ ...initialState, ...kept(state), lastHash: state.lastHash }),
    sendTokensListed(state, action: PayloadAction<SendToken[]>) {
      state.tokenBalances = action.payload;
      // An emptied list (network switch) has no native value either.
      if (action.payload.length === 0) delete state.networkBalanceInUSD;
      // The selected token's balance follows the list (it changes after every send).
      const selected = action.payload.find((t) => t.address === state.token?.address);
      if (state.token && selected) state.token = selected;
    },
    sendNetworkBalanceSet(state, action: PayloadAction<string | undefined>) {
      if (action.payload === undefined) delete state.networkBalanceInUSD;
      else state.networkBalanceInUSD = action.payload;
    },
    sendTokenSelected(state, action: PayloadAction<SendToken>) {
      state.token = action.payload;
      transferEdited(state);
      delete state.maxed;
      // The amount is judged against the token (decimals, balance): its message goes with the token's.
      clearFields(state, 'token', 'amount');
    },
    sendAmountChanged(state, action: PayloadAction<string>) {
      state.sendTokenAmount = action.payload;
      transferEdited(state);
      delete state.maxed;
      // A typed amount keeps the sender alive again: "send all" was for the amount it filled.
      state.keepAlive = true;
      clearFields(state, 'amount');
    },
    /** Max filled the amount (after its `sendAmountChanged`). */
    sendMaxApplied(state) {
      state.maxed = true;
    },
    sendFeeRatesLoaded(state, action: PayloadAction<SendFeeRates>) {
      state.feeRates = action.payload;
    },
    /** A preset, or `custom` (the typed rate): the fee is estimated again (sendListeners.ts). */
    sendFeeRateChosen(state, action: PayloadAction<SendFeeRateChoice>) {
      state.feeRateChoice = action.payload;
      transferEdited(state);
      clearFields(state, 'feeRate', 'amount');
    },
    sendCustomFeeRateChanged(state, action: PayloadAction<string>) {
      state.customFeeRate = action.payload;
      state.feeRateChoice = 'custom';
      transferEdited(state);
      clearFields(state, 'feeRate', 'amount');
    },
    sendMemoChanged(state, action: PayloadAction<string>) {
      state.memo = action.payload;
      delete state.error;
      clearFields(state, 'memo');
    },
    sendExistentialDepositRead(state, action: PayloadAction<string>) {
      state.existentialDeposit = action.payload;
    },
    sendDepositChecked(state, action: PayloadAction<SendDepositCheck>) {
      state.depositCheck = action.payload;
    },
    /** Polkadot: the next transfer may close the sender's account (set after the amount it is for). */
    sendKeepAliveSet(state, action: PayloadAction<boolean>) {
      state.keepAlive = action.payload;
      delete state.depositCheck;
      delete state.error;
      clearFields(state, 'amount');
    },
    sendReceiverChanged(state, action: PayloadAction<string>) {
      state.receiverInput = action.payload;
      delete state.receiverAddress;
      delete state.receiverProfileName;
      delete state.receiverProfileImageUrl;
      transferEdited(state);
      clearFields(state, 'receiver');
    },
    sendReceiverResolved(
      state,
      action: PayloadAction<{ input: string; address: string; name?: string; avatar?: string }>,
    ) {
      // A late answer for what was typed before is dropped.
      if (action.payload.input !== state.receiverInput) return;
      state.receiverAddress = action.payload.address;
      if (action.payload.name) state.receiverProfileName = action.payload.name;
      if (action.payload.avatar) state.receiverProfileImageUrl = action.payload.avatar;
    },
    sendResolvingSet(state, action: PayloadAction<boolean>) {
      state.resolving = action.payload;
    },
    sendEstimatingSet(state, action: PayloadAction<boolean>) {
      state.estimating = action.payload;
    },
    sendFeeEstimated(state, action: PayloadAction<SendFee>) {
      state.fee = action.payload;
    },
    sendLoadingSet(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    sendFieldsChecked(state, action: PayloadAction<SendFieldErrors>) {
      state.fieldErrors = action.payload;
    },
    /** The amount's own check while typing (checkSendFields): its problem, or none (undefined). */
    sendAmountChecked(state, action: PayloadAction<SerializedError | undefined>) {
      if (action.payload) state.fieldErrors = { ...state.fieldErrors, amount: action.payload };
      else clearFields(state, 'amount');
    },
    sendFailed(state, action: PayloadAction<SerializedError>) {
      state.error = action.payload;
      state.loading = false;
    },
    sendSucceeded(state, action: PayloadAction<{ hash: string }>) {
      return { ...initialState, ...kept(state), lastHash: action.payload.hash };
    },
  },
});

export const {
  sendReset,
  sendTokensListed,
  sendNetworkBalanceSet,
  sendTokenSelected,
  sendAmountChanged,
  sendMaxApplied,
  sendFeeRatesLoaded,
  sendFeeRateChosen,
  sendCustomFeeRateChanged,
  sendMemoChanged,
  sendExistentialDepositRead,
  sendDepositChecked,
  sendKeepAliveSet,
  sendReceiverChanged,
  sendReceiverResolved,
  sendResolvingSet,
  sendEstimatingSet,
  sendFeeEstimated,
  sendLoadingSet,
  sendFieldsChecked,
  sendAmountChecked,
  sendFailed,
  sendSucceeded,
} = sendSlice.actions;

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    send: SendState;
  }
}
