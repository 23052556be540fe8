import type { SerializedError } from '../../../core/errors/defineError';
import { isUserRejection } from '../../../core/rpcErrors';
import type { Translate } from '../../../ui/primitives/TextContext';

/**
 * Which field an error is about, so the view shows it under that field (aria-describedby): 'form' is
 * about the form as a whole (amount and receiver missing), 'none' about no field (the network, the
 * wallet), which leaves every field valid.
 */
export type SendField = 'token' | 'amount' | 'receiver' | 'feeRate' | 'memo' | 'form' | 'none';

const FIELD_BY_ERROR: Record<string, SendField> = {
  SendTokenRequiredError: 'token',
  SendAmountInvalidError: 'amount',
  SendAmountExceedsBalanceError: 'amount',
  SendExistentialDepositError: 'amount',
  SendFeeRateInvalidError: 'feeRate',
  SendMemoTooLongError: 'memo',
  SendReceiverInvalidError: 'receiver',
  NameNotFoundError: 'receiver',
  ResolveNameError: 'receiver',
  SendAmountAndReceiverRequiredError: 'form',
};

/** The field `error` belongs to ('none' for the rest: the network, the wallet, the chain). */
export function sendErrorField(error: SerializedError): SendField {
  return FIELD_BY_ERROR[error.name] ?? 'none';
}

/**
 * The text of a send error through the i18n table. An error nobody has a text for (a library's own,
 * such as viem's with its docs links and version) shows SPEC §8's 'Something went wrong', never its
 * raw message.
 */
export function sendErrorText(t: Translate, error: SerializedError): string {
  if (isUserRejection(error)) return t('send.error.userRejected');
  const data = error.data ?? {};
  if (error.name === 'SendAmountInvalidError' && data.reason === 'tooManyDecimals')
    return t('send.error.SendAmountInvalidError.tooManyDecimals', {
      decimals: String(data.maxDecimals ?? ''),
    });
  // A Solana rent refusal says what to do when the kit knows whose account and the lamports needed.
  const rentKey = `error.SolanaInsufficientRentError.${String(data.account)}`;
  if (error.name === 'SolanaInsufficientRentError' && data.minimum !== undefined && t.has(rentKey))
    return t(rentKey, { minimum: String(data.minimum), symbol: String(data.symbol ?? 'SOL') });
  const vars = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  const key = `send.error.${error.name}`;
  // An error with a reason may have a text of its own for it (a receiver's bad checksum).
  if (typeof data.reason === 'string' && t.has(`${key}.${data.reason}`))
    return t(`${key}.${data.reason}`, vars);
  // The existential deposit's text is the sender's or the receiver's (Polkadot).
  if (typeof data.account === 'string' && t.has(`${key}.${data.account}`))
    return t(`${key}.${data.account}`, vars);
  if (t.has(key)) return t(key, vars);
  // Errors of the adapters (not this plugin's own) have their text in the views' table, `error.{name}`.
  if (t.has(`error.${error.name}`)) return t(`error.${error.name}`, vars);
  return t('send.error.generic');
}
