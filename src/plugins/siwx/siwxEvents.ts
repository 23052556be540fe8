import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppKitEventMap } from '../../core/events/appKitEvents';
import { kitEventAction } from '../../store/actions/kitEventRaised';
import type { RootState } from '../../store/createKitStore';
import { selectSiwxAccount } from './siwxSelectors';

// AppKit's four SIWX events, with its properties: the network the sign-in is for and whether the
// account is a smart account (the namespace's preferred account type, as the signature toast reads it).

type SiwxEventName =
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'CLICK_CANCEL_SIWX'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR';

/**
 * Raises `event` for the connected account's sign-in (`message`: why SIWX_AUTH_ERROR failed). Nothing
 * when no account is connected: there is no sign-in to report on.
 */
export function siwxEventRaised(
  event: SiwxEventName,
  message?: string,
): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = getState();
    const account = selectSiwxAccount(state);
    if (!account) return;
    const namespace = account.caipNetworkId.split(
      ':',
    )[0] as keyof RootState['chains']['preferredAccountTypes'];
    const properties: AppKitEventMap['SIWX_AUTH_ERROR'] = {
      network: account.caipNetworkId,
      isSmartAccount: state.chains.preferredAccountTypes[namespace] === 'smartAccount',
      ...(message === undefined ? {} : { message }),
    };
    dispatch(kitEventAction({ event, properties }));
  };
}
