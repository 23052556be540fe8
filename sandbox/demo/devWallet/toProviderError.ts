import { ProviderRpcError } from './ProviderRpcError';

/**
 * Turns anything thrown while serving a request into an EIP-1193 error. viem wraps node errors in
 * layers of `cause`; the innermost numeric code is the one the node sent, so that is the one kept.
 */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  let code: number | undefined;
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null; ) {
    const candidate = (cause as { code?: unknown }).code;
    if (typeof candidate === 'number') code = candidate;
    cause = (cause as { cause?: unknown }).cause;
  }
  const message =
    (error as { shortMessage?: unknown })?.shortMessage ??
    (error instanceof Error ? error.message : String(error));
  return new ProviderRpcError(code ?? -32603, String(message));
}
