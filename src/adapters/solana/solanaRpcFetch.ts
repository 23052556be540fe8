import { RPC_RETRY_COUNT } from '../../core/constants/limits';
import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import { SolanaRpcUnreachableError } from './solanaErrors';

// The fetch every web3.js Connection of the kit is given (and the tests' own Connections: they meet
// the same traps). web3.js 1.x retries only HTTP 429 and has no timeout, so this adds the kit's
// timeout and retries of transport failures. A retry is safe for Solana JSON-RPC: reads change
// nothing, and a signed transaction sent twice is one transaction (the signature is its id).
//
// It also fixes a hang: web3.js reports a failed fetch only `if (err instanceof Error)`, and drops
// anything else, leaving the call pending forever. Node's fetch builds its errors in Node's own
// realm, which is not the realm of code running in a vm context (every Jest test, hosts' included),
// so there a refused or reset connection hung the call instead of failing it. The last error is
// rethrown as SolanaRpcUnreachableError, an Error of this module's realm (web3.js's), the original
// kept as `cause`.
//
// One such failure is common in Node and absent in browsers: a request written on a keep-alive socket
// the server has just closed as idle ("other side closed"). Browsers resend it; Node's fetch does not
// for a POST. A process whose event loop was busy past the server's keep-alive timeout meets it on its
// next call; the retries cover it.

/** The origin of a fetch input (never its path or query, where RPC providers put API keys). */
function originOf(input: Parameters<typeof fetch>[0]): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(url).origin;
  } catch {
    return 'an invalid URL';
  }
}

/** fetch with the kit's timeout (RPC_TIMEOUT_MS per attempt) and RPC_RETRY_COUNT retries of transport failures. */
export async function solanaRpcFetch(
  input: Parameters<typeof fetch>[0],
  init?: Parameters<typeof fetch>[1],
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RPC_RETRY_COUNT; attempt++) {
    try {
      return await fetch(input, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) });
    } catch (error) {
      lastError = error;
    }
  }
  throw new SolanaRpcUnreachableError(originOf(input), RPC_RETRY_COUNT + 1, { cause: lastError });
}
