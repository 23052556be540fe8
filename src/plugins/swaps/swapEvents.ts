import type { SerializedError } from '../../core/errors/defineError';
import type { AppKitEventMap } from '../../core/events/appKitEvents';
import { formatUnits } from '../../core/format/parseUnits';
import { kitEventRaised } from '../../store/actions/kitEventRaised';
import type { RootState } from '../../store/createKitStore';
import type { SwapToken } from './swapTypes';

// AppKit's swap events with its properties, raised by the flow's thunks themselves (the preview's
// buttons and a headless call alike), as sendEvents.ts does for Send: the thunk knows which swap the
// wallet was given and how it ended. A step refused before the wallet is asked (a form problem, a
// simulation that reverts) raises nothing: no swap was initiated.

/** AppKit's properties of INITIATE_SWAP, SWAP_SUCCESS, SWAP_ERROR and SWAP_APPROVAL_ERROR. */
export type SwapEventProperties = AppKitEventMap['INITIATE_SWAP'];

/** What a swap moves: the tokens and both amounts in base units. */
export interface SwapLegs {
  from: SwapToken;
  to: SwapToken;
  fromAmount: string;
  toAmount: string;
}

/**
 * The properties of a swap from the account in `state`: smart account or not (the namespace's
 * preferred account type), the network (CAIP-2), both tokens' CAIP-10 ids and both amounts in token
 * units as plain decimals ("250", "0.0812").
 */
export function swapEventProperties(state: RootState, legs: SwapLegs): SwapEventProperties {
  const { activeNamespace, activeCaipNetworkId, preferredAccountTypes } = state.chains;
  return {
    isSmartAccount: activeNamespace ? preferredAccountTypes[activeNamespace] === 'smartAccount' : false,
    network: activeCaipNetworkId ?? '',
    swapFromToken: legs.from.id,
    swapToToken: legs.to.id,
    swapFromAmount: formatUnits(legs.fromAmount, legs.from.decimals),
    swapToAmount: formatUnits(legs.toAmount, legs.to.decimals),
  };
}

/** INITIATE_SWAP: the wallet is being asked for the swap. */
export function swapInitiatedRaised(properties: SwapEventProperties) {
  return kitEventRaised('INITIATE_SWAP', properties);
}

/** SWAP_SUCCESS: the swap was mined and succeeded. */
export function swapSucceededRaised(properties: SwapEventProperties) {
  return kitEventRaised('SWAP_SUCCESS', properties);
}

/** SWAP_ERROR: the wallet refused the swap, did not answer, or the swap reverted on chain. */
export function swapFailedRaised(properties: SwapEventProperties, error: SerializedError) {
  return kitEventRaised('SWAP_ERROR', { ...properties, message: error.message });
}

/** SWAP_APPROVAL_ERROR: the approval was refused, not answered, or reverted. */
export function swapApprovalFailedRaised(properties: SwapEventProperties, error: SerializedError) {
  return kitEventRaised('SWAP_APPROVAL_ERROR', { ...properties, message: error.message });
}
