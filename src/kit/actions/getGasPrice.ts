import { withTimeout } from '../../adapters/runtime/createRuntimeContext';
import { InvalidGasPriceError } from '../../adapters/runtime/runtimeErrors';
import { walletContext } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// The session network's gas price, as a kit action.

/** No parameters: the connected session's network. */
export type GetGasPriceParameters = Record<string, never>;

/** Wei per gas unit. */
export type GetGasPriceReturnType = bigint;

/**
 * NoActiveCaipAddressError without a connected account, RequestAbortedError after RPC_TIMEOUT_MS,
 * InvalidGasPriceError for an answer that is not a hex quantity.
 */
export type GetGasPriceErrorType = Error;

/** eth_gasPrice through the wallet, like the other session reads (wallets forward eth_* reads to their node). */
export async function getGasPrice(kit: ActionKit, _parameters: GetGasPriceParameters = {}): Promise<bigint> {
  const { session } = await walletContext(kit);
  const price = await withTimeout(session.provider.request({ method: 'eth_gasPrice' }));
  if (typeof price !== 'string' || !/^0x[0-9a-f]+$/i.test(price)) throw new InvalidGasPriceError();
  return BigInt(price);
}
