import type { SerializedError } from '../../../core/errors/defineError';
import { isUserRejection } from '../../../core/rpcErrors';
import type { Translate } from '../../../ui/primitives/TextContext';

/** Which field an error is about, so the view can tie it to that field (aria-describedby). */
export type SendField = 'token' | 'amount' | 'receiver' | 'form';

const FIELD_BY_ERROR: Record<string, SendField> = {
  SendTokenRequiredError: 'token',
  SendAmountInvalidError: 'amount',
  SendAmountExceedsBalanceError: 'amount',
  SendReceiverInvalidError: 'receiver',
  NameNotFoundError: 'receiver',
  ResolveNameError: 'receiver',
};

/** The field `error` belongs to ('form' for the rest: both fields, the network, the wallet). */
export function sendErrorField(error: SerializedError): SendField {
  return FIELD_BY_ERROR[error.name] ?? 'form';
}

/** The text of a send error through the i18n table; an unknown error shows its own message. */
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
  if (t.has(key)) return t(key, vars);
  // Errors of the adapters (not this plugin's own) have their text in the views' table, `error.{name}`.
  if (t.has(`error.${error.name}`)) return t(`error.${error.name}`, vars);
  return t('send.error.generic', { message: error.message });
}
