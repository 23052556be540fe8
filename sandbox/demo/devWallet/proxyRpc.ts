import { ProviderRpcError } from './ProviderRpcError';

let nextId = 1;

/** Forwards one JSON-RPC call to a node; a node error keeps its code so the dapp sees what the node said. */
export async function proxyRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    });
  } catch (error) {
    // -32603 (internal error): the node is unreachable, which is not the dapp's fault.
    throw new ProviderRpcError(-32603, `Dev wallet: the node at ${rpcUrl} is unreachable (${String(error)})`);
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: number; message?: string; data?: unknown } }
    | undefined;
  if (!body)
    throw new ProviderRpcError(-32603, `Dev wallet: the node answered ${response.status} without JSON`);
  if (body.error) {
    throw new ProviderRpcError(
      body.error.code ?? -32603,
      body.error.message ?? 'node error',
      body.error.data,
    );
  }
  return body.result ?? null;
}
