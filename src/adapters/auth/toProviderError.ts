import { FRAME_USER_REJECTED_MESSAGE } from '../../core/constants/frame';
import { PorticoError } from '../../core/errors/defineError';
import { classifyRpcError } from '../../core/rpcErrors';

// How the embedded wallet's providers report failures: EIP-1193 errors with a numeric code, so dapp code
// (viem, ethers, the kit's own runtime) sees a user rejection as 4001 like with any other wallet.

/** EIP-1193 "user rejected the request". */
export const USER_REJECTED_CODE = 4001;
/** EIP-1193 "the provider does not support the method". */
export const UNSUPPORTED_METHOD_CODE = 4200;

/** An EIP-1193 provider error: a message and a numeric code. */
export class ProviderRpcError extends PorticoError {
  declare readonly code: number;
  constructor(code: number, message: string) {
    super({ name: 'ProviderRpcError', message, code });
  }
}

/** The user declined (in the frame's approval screen or with Cancel in ApproveTransaction). */
export function userRejected(): ProviderRpcError {
  return new ProviderRpcError(USER_REJECTED_CODE, FRAME_USER_REJECTED_MESSAGE);
}

/**
 * Turns a frame failure into an EIP-1193 error: the frame's rejection text is 4001, other errors keep
 * their message with the code the catalogue reads from it (5000, DEFAULT_ERROR_CODE, when it names none).
 */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (message === FRAME_USER_REJECTED_MESSAGE) return userRejected();
  const { kind, code } = classifyRpcError(error);
  if (kind === 'userRejected') return new ProviderRpcError(USER_REJECTED_CODE, message);
  return new ProviderRpcError(code, message);
}
