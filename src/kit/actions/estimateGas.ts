import type { TransactionRequest } from '../../adapters/ChainAdapter';
import { requireNetwork, walletContext } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// Estimates a transaction's gas from the connected account, as a kit action.

export interface EstimateGasParameters {
  request: Omit<TransactionRequest, 'from'>;
}

/** Gas units. */
export type EstimateGasReturnType = bigint;

/** NoActiveCaipAddressError without a connected account; else the node's error. */
export type EstimateGasErrorType = Error;

/** The gas `request` would use when sent from the connected account on the session's network. */
export async function estimateGas(
  kit: ActionKit,
  { request }: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  const { session, adapter } = await walletContext(kit);
  return adapter.estimateGas({
    network: requireNetwork(session.network),
    request: { ...request, from: session.address },
  });
}
