import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { kitEventRaised } from '../../../store/actions/kitEventRaised';
import type { RootState } from '../../../store/createKitStore';

/**
 * AppKit's events of the Account view's buttons, with its properties: whether the active account is a
 * smart account (the namespace's preferred account type) and, for OPEN_SEND, the active network.
 */
export function accountEventRaised(
  event: 'OPEN_SEND' | 'CLICK_TRANSACTIONS',
): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { activeNamespace, activeCaipNetworkId, preferredAccountTypes } = getState().chains;
    const isSmartAccount = activeNamespace
      ? preferredAccountTypes[activeNamespace] === 'smartAccount'
      : false;
    dispatch(
      event === 'OPEN_SEND'
        ? kitEventRaised(event, { isSmartAccount, network: activeCaipNetworkId ?? '' })
        : kitEventRaised(event, { isSmartAccount }),
    );
  };
}
