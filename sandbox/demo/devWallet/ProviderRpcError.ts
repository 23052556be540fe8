/**
 * An EIP-1193 provider error. Dapps branch on `code` (4001 rejected, 4100 unauthorized, 4200 unsupported
 * method, 4902 unknown chain, or a JSON-RPC code passed through from the node), never on the message.
 */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}
