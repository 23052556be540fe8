import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { kitEventRaised } from '../../../store/actions/kitEventRaised';
import type { RootState } from '../../../store/createKitStore';

/**
 * AppKit's events of the Account view's buttons, with its properties: whether the active account is a
 * smart account (the namespace's preferred account type) and, for OPEN_SEND and OPEN_SWAP, the active
 * network (SELECT_BUY_CRYPTO: the Buy button).
 */
export function accountEventRaised(
  event: 'OPEN_SEND' | 'OPEN_SWAP' | 'CLICK_TRANSACTIONS' | 'SELECT_BUY_CRYPTO',
): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { activeNamespace, activeCaipNetworkId, preferredAccountTypes } = getState().chains;
    const isSmartAccount = activeNamespace
      ? preferredAccountTypes[activeNamespace] === 'smartAccount'
      : false;
    dispatch(
      event === 'CLICK_TRANSACTIONS' || event === 'SELECT_BUY_CRYPTO'
        ? kitEventRaised(event, { isSmartAccount })
        : kitEventRaised(event, { isSmartAccount, network: activeCaipNetworkId ?? '' }),
    );
  };
}
