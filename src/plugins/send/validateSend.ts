import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { formatUnits, parseAmount, parseUnits } from '../../core/format';
import type { ChainNamespace } from '../../core/namespaces';
import { receiverProblem, toReceiverAddress } from './receiverAddress';
import {
  SendAmountAndReceiverRequiredError,
  SendAmountExceedsBalanceError,
  SendAmountInvalidError,
  SendReceiverInvalidError,
  SendTokenRequiredError,
} from './sendErrors';
import { type Transfer, transferBuilderFor } from './sendTransfers';
import { NATIVE_TOKEN, type SendFee, type SendToken } from './sendTypes';

/** The form as validation reads it. */
export interface SendForm {
  namespace?: ChainNamespace;
  token?: SendToken;
  sendTokenAmount?: string;
  receiverAddress?: string;
  /** What was typed as receiver: a name still to resolve is not a missing receiver. */
  receiverInput?: string;
  fee?: SendFee;
  locale?: string;
}

/** What of `token` can be sent: the balance, less the fee when the fee is paid in it (native). */
export function spendableUnits(token: SendToken, fee?: SendFee): bigint {
  const balance = parseUnits(token.balance, token.decimals);
  if (token.address !== NATIVE_TOKEN || !fee) return balance;
  const left = balance - BigInt(fee.fee);
  return left > 0n ? left : 0n;
}

/** Max (as text to put in the amount field): the whole token balance; native keeps the fee. */
export function maxAmountText(token: SendToken, fee?: SendFee): string {
  return formatUnits(spendableUnits(token, fee), token.decimals);
}

/**
 * SPEC §5 send rules, in the order a user meets them: the namespace can send (`Unsupported chain`), a
 * token is chosen (`A token is required`), an amount and receiver are given (`An amount and receiver
 * address are required`), then the amount parses for the token's decimals, is within the balance, and
 * the receiver is an address of the namespace. Throws the catalogue error; returns the transfer.
 */
export function validateSend(form: SendForm): Transfer {
  transferBuilderFor(form.namespace);
  const { token, sendTokenAmount, receiverAddress } = form;
  if (!token) throw new SendTokenRequiredError();
  if (!sendTokenAmount?.trim() || !receiverAddress) throw new SendAmountAndReceiverRequiredError();
  const parsed = parseAmount(sendTokenAmount, token.decimals, form.locale ? { locale: form.locale } : {});
  if (!parsed.ok)
    throw new SendAmountInvalidError(
      parsed.reason,
      parsed.reason === 'tooManyDecimals' ? parsed.maxDecimals : undefined,
    );
  if (parsed.value === 0n) throw new SendAmountInvalidError('empty');
  if (parsed.value > spendableUnits(token, form.fee))
    throw new SendAmountExceedsBalanceError(maxAmountText(token, form.fee), token.symbol);
  const problem = receiverProblem(form.namespace, receiverAddress);
  if (problem) throw new SendReceiverInvalidError(problem);
  return { token, amount: parsed.value, receiver: toReceiverAddress(form.namespace, receiverAddress) };
}

/** A field of the Send form that can carry its own message. */
export type SendFieldName = 'token' | 'amount' | 'receiver';

/** Every field's problem at once, keyed by field (absent: the field is fine). */
export type SendFieldErrors = Partial<Record<SendFieldName, SerializedError>>;

/** The error `check` throws, serialised, or undefined when it passes. */
function problemOf(check: () => unknown): SerializedError | undefined {
  try {
    check();
    return undefined;
  } catch (cause) {
    return serializeError(cause);
  }
}

/**
 * The same SPEC §5 rules as `validateSend`, but every field checked on its own, so the form can show
 * all its problems at once instead of one per Review. Both amount and receiver missing keep SPEC §8's
 * joint text on both; one of them missing says what that field needs. A receiver typed but not yet
 * resolved (a name) is left to resolution.
 */
export function sendFieldErrors(form: SendForm): SendFieldErrors {
  const errors: SendFieldErrors = {};
  const { token, sendTokenAmount } = form;
  const noAmount = !sendTokenAmount?.trim();
  const noReceiver = !form.receiverAddress && !form.receiverInput?.trim();
  if (!token) errors.token = new SendTokenRequiredError().toJSON();
  if (noAmount && noReceiver) {
    const both = new SendAmountAndReceiverRequiredError().toJSON();
    return { ...errors, amount: both, receiver: both };
  }
  if (noAmount) errors.amount = new SendAmountInvalidError('empty').toJSON();
  else if (token) {
    // The amount's own rules, checked against a stand-in receiver so only the amount can fail.
    const amount = problemOf(() =>
      validateSend({ ...form, token, receiverAddress: form.receiverAddress ?? SELF_CHECK_RECEIVER }),
    );
    // Only the amount's own errors: the stand-in receiver's and the chain's are not the amount's.
    if (amount?.name.startsWith('SendAmount')) errors.amount = amount;
  }
  if (noReceiver) errors.receiver = new SendReceiverInvalidError('format').toJSON();
  else if (form.receiverAddress) {
    const problem = receiverProblem(form.namespace, form.receiverAddress);
    if (problem) errors.receiver = new SendReceiverInvalidError(problem).toJSON();
  }
  return errors;
}

/** Any non-empty receiver: validateSend needs one to reach the amount rules, which do not read it. */
const SELF_CHECK_RECEIVER = 'receiver';
