import type { SerializedError } from '../../core/errors/defineError';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { RootState } from '../../store/createKitStore';
import { estimateSendFee } from './estimateSendFee';
import { resolveReceiver } from './resolveReceiver';
import { type SendButtonStep, selectSendButtonStep } from './sendButtonStep';
import { selectSendForm } from './sendSelectors';
import { sendAmountChecked } from './sendSlice';
import { NATIVE_TOKEN } from './sendTypes';
import { sendFieldErrors } from './validateSend';

/** A field the form checks once typing in it pauses. */
export type SendCheckedField = 'amount' | 'receiver';

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
    if (fields.includes('amount')) {
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
