import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../../core/errors/catalogue';
import {
  SendAmountExceedsBalanceError,
  SendAmountInvalidError,
  SendReceiverInvalidError,
} from '../../core/errors/sendErrors';
import { formatUnits, parseAmount, parseUnits } from '../../core/format';
import type { ChainNamespace } from '../../core/namespaces';
import { receiverProblem, toReceiverAddress } from './receiverAddress';
import { type Transfer, transferBuilderFor } from './sendTransfers';
import { NATIVE_TOKEN, type SendFee, type SendToken } from './sendTypes';

/** The form as validation reads it. */
export interface SendForm {
  namespace?: ChainNamespace;
  token?: SendToken;
  sendTokenAmount?: string;
  receiverAddress?: string;
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
