import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { formatUnits, parseAmount, parseUnits } from '../../core/format';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import { receiverProblem, toReceiverAddress } from './receiverAddress';
import {
  SendAmountAndReceiverRequiredError,
  SendAmountExceedsBalanceError,
  SendAmountInvalidError,
  SendExistentialDepositError,
  SendFeeRateInvalidError,
  SendMemoTooLongError,
  SendReceiverInvalidError,
  SendTokenRequiredError,
} from './sendErrors';
import { type ChosenFeeRate, MAX_FEE_RATE, MIN_FEE_RATE } from './sendFeeRate';
import { type Transfer, transferBuilderFor } from './sendTransfers';
import {
  NATIVE_TOKEN,
  type SendDepositCheck,
  type SendExtras,
  type SendFee,
  type SendToken,
} from './sendTypes';

/** Cosmos SDK's default `MaxMemoCharacters` (x/auth params): a longer memo is refused by the chain. */
export const MAX_MEMO_LENGTH = 256;

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
  /** The active network and account: a receiver must belong to them (familyAddress.ts). */
  network?: Network;
  account?: string;
  /** Bitcoin: the chosen fee rate. */
  feeRate?: ChosenFeeRate;
  /** Cosmos: the memo. */
  memo?: string;
  /** Polkadot: keep the sender alive (default), the existential deposit and this transfer's check. */
  keepAlive?: boolean;
  existentialDeposit?: string;
  depositCheck?: SendDepositCheck;
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
 * Polkadot's Max: the balance less the fee and the existential deposit, so the account stays open
 * (sending everything closes it: the deposit warning's "send all" does that on purpose).
 */
export function keepMinimumAmountText(token: SendToken, fee: SendFee | undefined, deposit: string): string {
  const left = spendableUnits(token, fee) - BigInt(deposit);
  return formatUnits(left > 0n ? left : 0n, token.decimals);
}

/** The memo's length as the chain counts it (characters, as the Cosmos adapter does). */
export const memoLength = (memo: string | undefined) => [...(memo ?? '')].length;

/**
 * Polkadot's existential deposit rule on the last check of this transfer: the receiver left under it
 * is refused (the chain refuses it); the sender left under it while kept alive is refused too, so the
 * form can offer to send everything or to keep the minimum instead.
 */
function checkDeposit(form: SendForm, token: SendToken, amount: bigint) {
  const check = form.depositCheck;
  if (!check) return;
  const deposit = BigInt(check.existentialDeposit);
  const unit = (value: bigint) => formatUnits(value < 0n ? 0n : value, token.decimals);
  const base = { minimum: unit(deposit), symbol: token.symbol };
  const recipientAfter = BigInt(check.recipientAfter);
  if (recipientAfter < deposit)
    throw new SendExistentialDepositError({
      account: 'recipient',
      ...base,
      needed: unit(deposit - (recipientAfter - amount)),
    });
  const senderAfter = BigInt(check.senderAfter);
  if (senderAfter < deposit && (form.keepAlive ?? true))
    throw new SendExistentialDepositError({ account: 'sender', ...base, remainder: unit(senderAfter) });
}

/** The fee rate, receiver and memo rules (after the amount's), in the form's order. */
function checkFamilyFields(form: SendForm, receiverAddress: string) {
  if (form.feeRate && 'invalid' in form.feeRate)
    throw new SendFeeRateInvalidError(MIN_FEE_RATE, MAX_FEE_RATE);
  const problem = receiverProblem(form.namespace, receiverAddress, {
    ...(form.network ? { network: form.network } : {}),
    ...(form.account ? { sender: form.account } : {}),
  });
  if (problem) throw new SendReceiverInvalidError(problem);
  const length = memoLength(form.memo);
  if (length > MAX_MEMO_LENGTH) throw new SendMemoTooLongError(MAX_MEMO_LENGTH, length);
}

/** What the family adds to the request: Bitcoin's rate, Cosmos's memo, Polkadot's keep-alive. */
function extrasOf(form: SendForm): SendExtras | undefined {
  if (form.namespace === 'bip122' && form.feeRate && 'rate' in form.feeRate)
    return { feeRate: form.feeRate.rate };
  if (form.namespace === 'cosmos' && form.memo) return { memo: form.memo };
  if (form.namespace === 'polkadot') return { keepAlive: form.keepAlive ?? true };
  return undefined;
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
  checkDeposit(form, token, parsed.value);
  checkFamilyFields(form, receiverAddress);
  const extras = extrasOf(form);
  return {
    token,
    amount: parsed.value,
    receiver: toReceiverAddress(form.namespace, receiverAddress),
    ...(extras ? { extras } : {}),
  };
}

/** A field of the Send form that can carry its own message (fee rate: Bitcoin; memo: Cosmos). */
export type SendFieldName = 'token' | 'amount' | 'receiver' | 'feeRate' | 'memo';

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
    if (amount && AMOUNT_ERRORS.has(amount.name)) errors.amount = amount;
  }
  if (noReceiver) errors.receiver = new SendReceiverInvalidError('format').toJSON();
  else if (form.receiverAddress) {
    const problem = receiverProblem(form.namespace, form.receiverAddress, {
      ...(form.network ? { network: form.network } : {}),
      ...(form.account ? { sender: form.account } : {}),
    });
    if (problem) errors.receiver = new SendReceiverInvalidError(problem).toJSON();
  }
  if (form.feeRate && 'invalid' in form.feeRate)
    errors.feeRate = new SendFeeRateInvalidError(MIN_FEE_RATE, MAX_FEE_RATE).toJSON();
  const length = memoLength(form.memo);
  if (length > MAX_MEMO_LENGTH) errors.memo = new SendMemoTooLongError(MAX_MEMO_LENGTH, length).toJSON();
  return errors;
}

/** The errors that are the amount's (the deposit rule judges the amount for this receiver). */
const AMOUNT_ERRORS = new Set([
  'SendAmountInvalidError',
  'SendAmountExceedsBalanceError',
  'SendExistentialDepositError',
]);

/** Any non-empty receiver: validateSend needs one to reach the amount rules, which do not read it. */
const SELF_CHECK_RECEIVER = 'receiver';
