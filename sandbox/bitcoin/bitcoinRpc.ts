// JSON-RPC 1.0 to a Bitcoin Core-style node (litecoind here) or to the sandbox's open endpoint in
// front of it (serveBitcoinRpc.ts). Node's fetch refuses credentials in a URL, so they go in a header.

/** One call; rejects with BitcoinRpcError when the node answers an error. */
export type BitcoinRpcCall = <T = unknown>(method: string, params?: readonly unknown[]) => Promise<T>;

/** A JSON-RPC error the node answered (`code` as the node gave it, e.g. -26 for a refused transaction). */
export class BitcoinRpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message} (${code})`);
    this.name = 'BitcoinRpcError';
  }
}

export interface BitcoinRpcOptions {
  url: string;
  /** rpcuser / rpcpassword; none for the open endpoint. */
  user?: string;
  password?: string;
}

/**
 * The node runs one `scantxoutset` at a time and refuses a second one with -8 "Scan already in
 * progress" (a test's reader, the open endpoint the kit reads through and the dev wallet all scan the
 * same node). A scan of regtest's small UTXO set takes milliseconds, so the refused one is asked again.
 */
const SCAN_IN_PROGRESS = -8;
const SCAN_RETRY_MS = 25;
const SCAN_RETRIES = 200;

/** A JSON-RPC caller for `url`. */
export function bitcoinRpc(options: BitcoinRpcOptions): BitcoinRpcCall {
  const once = bitcoinRpcOnce(options);
  return async <T>(method: string, params: readonly unknown[] = []) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once<T>(method, params);
      } catch (error) {
        const busy =
          method === 'scantxoutset' &&
          error instanceof BitcoinRpcError &&
          error.code === SCAN_IN_PROGRESS &&
          attempt < SCAN_RETRIES;
        if (!busy) throw error;
        await new Promise((resolve) => setTimeout(resolve, SCAN_RETRY_MS));
      }
    }
  };
}

/** One JSON-RPC call to `url`, no retry. */
function bitcoinRpcOnce({ url, user, password }: BitcoinRpcOptions): BitcoinRpcCall {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user !== undefined)
    headers.authorization = `Basic ${Buffer.from(`${user}:${password ?? ''}`).toString('base64')}`;
  let id = 0;
  return async <T>(method: string, params: readonly unknown[] = []) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jsonrpc: '1.0', id: ++id, method, params }),
    });
    // The node answers errors with HTTP 500 and a JSON body, so the body decides.
    const text = await response.text();
    let body: { result?: T; error?: { code: number; message: string } | null };
    try {
      body = JSON.parse(text);
    } catch {
      throw new BitcoinRpcError(method, response.status, text.slice(0, 200) || response.statusText);
    }
    if (body.error) throw new BitcoinRpcError(method, body.error.code, body.error.message);
    return body.result as T;
  };
}
