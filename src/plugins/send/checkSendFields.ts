import type { SerializedError } from '../../core/errors/defineError';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { AppDispatch, RootState } from '../../store/createKitStore';
import { estimateSendFee } from './estimateSendFee';
import { resolveReceiver } from './resolveReceiver';
import { type SendButtonStep, selectSendButtonStep } from './sendButtonStep';
import { chosenFeeRate } from './sendFeeRate';
import { setMaxAmount } from './sendFlow';
import { selectSendForm, selectSendTarget } from './sendSelectors';
import { sendAmountChecked, sendFieldsChecked } from './sendSlice';
import { NATIVE_TOKEN } from './sendTypes';
import { sendFieldErrors } from './validateSend';

/** A field the form checks once typing in it pauses (the fee rate: Bitcoin's choice or typed rate). */
export type SendCheckedField = 'amount' | 'receiver' | 'feeRate';

/**
 * The typed amount's own problem, or undefined: none typed (the button asks for one) or zero, which is
 * still being typed (`0.` on the way to `0.5`), is no message yet.
 */
function amountProblem(state: RootState): SerializedError | undefined {
  const send = state.send;
  if (!send?.token || !send.sendTokenAmount?.trim()) return undefined;
  const error = sendFieldErrors(selectSendForm(state)).amount;
  return error?.name === 'SendAmountInvalidError' && error.data?.reason === 'empty' ? undefined : error;
}

/**
 * Bitcoin: a new rate changes the fee, and Max (filled again at the new rate, UTXO-aware); a custom
 * rate out of bounds is the fee rate field's message.
 */
async function feeRateChanged(getState: () => RootState, dispatch: AppDispatch): Promise<void> {
  const send = getState().send;
  if (!send?.token || selectSendTarget(getState()).namespace !== 'bip122') return;
  const chosen = chosenFeeRate(send);
  if (chosen && 'invalid' in chosen) {
    dispatch(
      sendFieldsChecked({
        ...send.fieldErrors,
        feeRate: sendFieldErrors(selectSendForm(getState())).feeRate!,
      }),
    );
    return;
  }
  if (send.maxed) await dispatch(setMaxAmount());
  else await dispatch(estimateSendFee());
}

/**
 * Polkadot: once the form has an amount and a valid receiver, the transfer is previewed (the fee
 * estimate carries the existential deposit check), so its warning shows while typing. True when checked.
 */
async function checkDeposit(getState: () => RootState, dispatch: AppDispatch): Promise<boolean> {
  const state = getState();
  const send = state.send;
  if (selectSendTarget(state).namespace !== 'polkadot' || !send?.receiverAddress || send.depositCheck)
    return false;
  if (send.estimating || send.token?.address !== NATIVE_TOKEN || !send.sendTokenAmount?.trim()) return false;
  const form = selectSendForm(state);
  const errors = sendFieldErrors(form);
  if (errors.amount || errors.receiver) return false;
  await dispatch(estimateSendFee());
  return Boolean(getState().send?.depositCheck);
}

/**
 * Checks the edited fields as a Review would, once typing pauses (sendListeners.ts), so the form says
 * what is wrong while its button is disabled: the receiver is checked or its name resolved
 * (`resolveReceiver`: its problem is the field's message), and the amount's problem goes under the
 * amount. An amount over the balance of the native token learns the fee first, so its message names
 * what Max would fill, as Review's does. Resolves with the button's step after the check; never rejects.
 */
export const checkSendFields = createKitAsyncThunk<SendButtonStep, readonly SendCheckedField[]>(
  'send/checkFields',
  async (fields, { dispatch, getState }) => {
    const send = getState().send;
    const typed = send?.receiverInput?.trim();
    const unresolved = typed && !send?.receiverAddress && !send?.resolving && !send?.error;
    if (fields.includes('receiver') && unresolved) await dispatch(resolveReceiver(undefined));
    if (fields.includes('feeRate')) await feeRateChanged(getState, dispatch);
    // Polkadot: the existential deposit rule judges the amount for this receiver, from the chain.
    const deposit = await checkDeposit(getState, dispatch);
    if (fields.includes('amount') || deposit) {
      const amount = getState().send?.sendTokenAmount;
      let problem = amountProblem(getState());
      const now = getState().send;
      const needsFee = now?.token?.address === NATIVE_TOKEN && !now.fee && !now.estimating;
      if (problem?.name === 'SendAmountExceedsBalanceError' && needsFee) {
        await dispatch(estimateSendFee());
        problem = amountProblem(getState());
      }
      // An amount edited meanwhile is checked after its own pause.
      if (getState().send?.sendTokenAmount === amount) dispatch(sendAmountChecked(problem));
    }
    return selectSendButtonStep(getState());
  },
);
