import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import { RequestAbortedError } from '../../core/errors/connectionErrors';
import { serializeError } from '../../core/errors/defineError';
import { formatUnits } from '../../core/format';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { AppDispatch, KitThunkExtra, RootState } from '../../store/createKitStore';
import { estimateSendFee, withDeadline } from './estimateSendFee';
import { bitcoinMax, type Deadline } from './familyFees';
import { SendTokenRequiredError } from './sendErrors';
import { selectSendTarget } from './sendSelectors';
import {
  sendAmountChanged,
  sendFailed,
  sendFeeEstimated,
  sendKeepAliveSet,
  sendMaxApplied,
} from './sendSlice';
import { NATIVE_TOKEN, type SendFee, type SendToken } from './sendTypes';
import { keepMinimumAmountText, maxAmountText } from './validateSend';

/** Bitcoin's Max (UTXO-aware, at the chosen rate): the amount and the fee it pays. */
async function bitcoinMaxAmount(
  { dispatch, getState, extra }: { dispatch: AppDispatch; getState: () => RootState; extra: KitThunkExtra },
  token: SendToken,
): Promise<{ text: string; fee: SendFee }> {
  const { network, account } = selectSendTarget(getState());
  if (!network || !account) throw new RequestAbortedError();
  const deadline: Deadline = (p) =>
    withDeadline(extra.services, p, RPC_TIMEOUT_MS, () => new RequestAbortedError());
  const services = extra.services;
  const max = await bitcoinMax({ dispatch, getState, services, network, account, deadline });
  const fee = max.fee.toString();
  return {
    text: formatUnits(max.amount, token.decimals),
    fee: { gas: fee, gasPrice: '1', fee, symbol: token.symbol, decimals: token.decimals },
  };
}

/**
 * Max: the whole token balance; for the native token the balance minus the estimated fee; on Bitcoin
 * every confirmed output at the chosen rate, no change (`maxSendable`: filled again when the rate
 * changes); on Polkadot the balance less the fee and the existential deposit, so the account stays open.
 */
export const setMaxAmount = createKitAsyncThunk<string, void>(
  'send/max',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const token = getState().send?.token;
    if (!token) {
      const error = new SendTokenRequiredError().toJSON();
      dispatch(sendFailed(error));
      return rejectWithValue(error);
    }
    const { namespace } = selectSendTarget(getState());
    let fee = getState().send?.fee;
    let text: string;
    if (namespace === 'bip122') {
      try {
        ({ text, fee } = await bitcoinMaxAmount({ dispatch, getState, extra }, token));
      } catch (cause) {
        const error = serializeError(cause);
        dispatch(sendFailed(error));
        return rejectWithValue(error);
      }
    } else {
      const needsDeposit = namespace === 'polkadot' && !getState().send?.existentialDeposit;
      if (token.address === NATIVE_TOKEN && (!fee || needsDeposit)) {
        const estimated = await dispatch(estimateSendFee());
        if (estimateSendFee.rejected.match(estimated)) return rejectWithValue(estimated.payload!);
        fee = estimated.payload;
      }
      const deposit = getState().send?.existentialDeposit;
      text =
        namespace === 'polkadot' && deposit
          ? keepMinimumAmountText(token, fee, deposit)
          : maxAmountText(token, fee);
    }
    dispatch(sendAmountChanged(text));
    // The amount edit drops the fee; Max's own estimate is for this very amount, so it stays shown.
    if (fee) dispatch(sendFeeEstimated(fee));
    dispatch(sendMaxApplied());
    return text;
  },
);

/**
 * Polkadot, when the amount would leave the sender under the existential deposit: send everything
 * instead (the balance less the fee, `transferAllowDeath`: the account is closed and nothing is left to
 * lose), or keep the minimum (Max: the account stays open). Either replaces the amount.
 */
export const resolveDepositShortfall = createKitAsyncThunk<string, 'sendAll' | 'keepMinimum'>(
  'send/depositShortfall',
  async (choice, { dispatch, getState, rejectWithValue }) => {
    const send = getState().send;
    if (choice === 'keepMinimum') {
      const kept = await dispatch(setMaxAmount());
      return setMaxAmount.rejected.match(kept) ? rejectWithValue(kept.payload!) : kept.payload;
    }
    if (!send?.token) return rejectWithValue(new SendTokenRequiredError().toJSON());
    const fee = send.fee;
    const text = maxAmountText(send.token, fee);
    dispatch(sendAmountChanged(text));
    dispatch(sendKeepAliveSet(false));
    if (fee) dispatch(sendFeeEstimated(fee));
    return text;
  },
);
