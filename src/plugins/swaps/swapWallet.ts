import { UserRejectedRequestError } from '../../core/errors/coreErrors';
import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { isUserRejection } from '../../core/rpcErrors';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { getTransactionService } from '../../store/services/transactionService';
import type { SwapTransactionRequest } from './swapAnswers';
import type { SwapChain } from './swapChain';
import { SWAP_WALLET_TIMEOUT_MS } from './swapConstants';
import { SwapTimeoutError, SwapWalletMissingError, SwapWouldRevertError } from './swapErrors';

// The two moments of an approval or a swap that involve more than the API: the simulation before the
// wallet is asked, and the wallet itself (through the runtime's transaction service, so extension,
// WalletConnect and embedded wallets alike), bounded by SWAP_WALLET_TIMEOUT_MS.

/** Runs `tx` from `account` against the latest block; a revert throws SwapWouldRevertError with its reason. */
export async function simulateSwapTransaction(
  chain: SwapChain,
  account: string,
  tx: SwapTransactionRequest,
  step: 'approve' | 'swap',
): Promise<void> {
  const result = await chain.call({ from: account, to: tx.to, data: tx.data, value: tx.value });
  if (!result.ok) throw new SwapWouldRevertError(result.reason, step);
}

/** Sends `tx` through the active connector; resolves with the hash. */
export function sendSwapTransaction(services: ServiceRegistry, tx: SwapTransactionRequest): Promise<string> {
  const service = getTransactionService(services);
  if (!service) return Promise.reject(new SwapWalletMissingError());
  const request = {
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    // The API's estimate is the limit given: the wallet never charges more gas than the preview said.
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
  };
  return new Promise<string>((resolve, reject) => {
    const cancel = services.setTimeout(
      () => reject(new SwapTimeoutError(SWAP_WALLET_TIMEOUT_MS / 1000)),
      SWAP_WALLET_TIMEOUT_MS,
    );
    service.sendTransaction(request).then(
      (hash) => {
        cancel();
        resolve(hash);
      },
      (reason: unknown) => {
        cancel();
        reject(reason);
      },
    );
  });
}

/** What a failed step leaves for callers: a wallet's refusal as UserRejectedRequestError (code 4001). */
export function swapFailure(cause: unknown): SerializedError {
  // Libraries wrap the wallet's 4001 (viem: TransactionExecutionError); callers get it plainly.
  return serializeError(isUserRejection(cause) ? new UserRejectedRequestError({ cause }) : cause);
}
