// One JSON-RPC call over HTTP, for tests that read a local chain (anvil, the sandbox's Solana RPC)
// directly rather than through the kit under test.

/** Posts `method` with `params` to the JSON-RPC endpoint at `url` and returns the answer's `result`. */
export async function jsonRpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

/** The lamports a Solana account holds (getBalance on the RPC at `url`). */
export async function solanaLamports(url: string, address: string): Promise<bigint> {
  return BigInt((await jsonRpc<{ value: number }>(url, 'getBalance', [address])).value);
}
