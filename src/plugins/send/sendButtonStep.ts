import type { SerializedError } from '../../core/errors/defineError';
import type { SendState } from './sendSlice';

/**
 * What the form's main button asks for: the first thing missing or known wrong, else `review`. The key
 * is `send.button.{step}` in sendStrings.ts (SPEC is silent on these texts; AppKit names the missing
 * step on its button too).
 */
export type SendButtonStep =
  | 'selectToken'
  | 'enterAmount'
  | 'enterAddress'
  | 'insufficientBalance'
  | 'invalidAmount'
  | 'invalidAddress'
  | 'review';

const FIELD_ERRORS = {
  amount: new Set(['SendAmountInvalidError', 'SendAmountExceedsBalanceError']),
  receiver: new Set(['SendReceiverInvalidError', 'NameNotFoundError', 'ResolveNameError']),
};

/** The amount's or the receiver's problem, as the last Review (or the name's lookup) reported it. */
function known(send: SendState, field: 'amount' | 'receiver'): SerializedError | undefined {
  return [send.fieldErrors?.[field], send.error].find(
    (error) => error && FIELD_ERRORS[field].has(error.name),
  );
}

/**
 * The button's step for the form as it is. Missing inputs (SPEC §5: a token, an amount and a receiver)
 * are read live. Whether a filled amount or receiver is wrong needs the fee or a name lookup, so it is
 * what the last Review or lookup found; editing that field clears it (sendSlice), and Review again.
 */
export function sendButtonStep(send: SendState | undefined): SendButtonStep {
  if (!send?.token) return 'selectToken';
  if (!send.sendTokenAmount?.trim()) return 'enterAmount';
  if (!send.receiverAddress && !send.receiverInput?.trim()) return 'enterAddress';
  const amount = known(send, 'amount');
  if (amount)
    return amount.name === 'SendAmountExceedsBalanceError' ? 'insufficientBalance' : 'invalidAmount';
  if (known(send, 'receiver')) return 'invalidAddress';
  return 'review';
}
