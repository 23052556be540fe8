import type { SerializedError } from '../../core/errors/defineError';
import type { AppKitEventMap } from '../../core/events/appKitEvents';
import { formatUnits } from '../../core/format/parseUnits';
import { kitEventRaised } from '../../store/actions/kitEventRaised';
import type { RootState } from '../../store/createKitStore';
import type { Transfer } from './sendTransfers';

// AppKit's four send events, with its properties, raised by `sendTransfer` itself (the Send button of
// WalletSendPreview and a headless call alike): the thunk knows which transfer the wallet was given
// and how it ended. A listener on the slice could not: a network switch while the wallet has the
// request resets the form, and the outcome would then have nothing to be matched with.
// A form that fails validation when sent raises nothing: no transfer was initiated.

/** AppKit's properties of every send event. */
export type SendEventProperties = AppKitEventMap['SEND_INITIATED'];

/**
 * The properties of `transfer`, about to be sent from the account in `state`: whether the account is
 * a smart account (the namespace's preferred account type, as OPEN_SEND reads it), the active
 * network (CAIP-2), the token (its CAIP-10 contract address, `native` for the network's currency, as
 * `state.send.token.address` holds it) and the amount in token units as a plain decimal ("0.5",
 * whatever the locale it was typed in).
 */
export function sendEventProperties(state: RootState, transfer: Transfer): SendEventProperties {
  const { activeNamespace, activeCaipNetworkId, preferredAccountTypes } = state.chains;
  return {
    isSmartAccount: activeNamespace ? preferredAccountTypes[activeNamespace] === 'smartAccount' : false,
    network: activeCaipNetworkId ?? '',
    token: transfer.token.address,
    amount: formatUnits(transfer.amount, transfer.token.decimals),
  };
}

/** SEND_INITIATED: the wallet is being asked for the transfer of `properties`. */
export function sendInitiatedRaised(properties: SendEventProperties) {
  return kitEventRaised('SEND_INITIATED', properties);
}

/** SEND_SUCCESS: the wallet sent it, as transaction `hash`. */
export function sendSucceededRaised(properties: SendEventProperties, hash: string) {
  return kitEventRaised('SEND_SUCCESS', { ...properties, hash });
}

/**
 * SEND_REJECTED when the wallet refused (code 4001, `UserRejectedRequestError`), SEND_ERROR for any
 * other failure (a library's error, a timeout), each with the error's message.
 */
export function sendFailedRaised(properties: SendEventProperties, error: SerializedError) {
  const withMessage = { ...properties, message: error.message };
  return error.code === 4001
    ? kitEventRaised('SEND_REJECTED', withMessage)
    : kitEventRaised('SEND_ERROR', withMessage);
}
