import type { TypedDataDefinition } from 'viem';
import { ProviderRpcError } from './ProviderRpcError';

/**
 * Reads the second parameter of eth_signTypedData_v4 (a JSON string, or an object from lenient dapps)
 * into what viem signs. EIP712Domain is dropped from `types` because viem derives it from `domain`.
 */
export function parseTypedData(raw: unknown): TypedDataDefinition {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ProviderRpcError(-32602, 'eth_signTypedData_v4: the typed data is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null) {
    throw new ProviderRpcError(-32602, 'eth_signTypedData_v4: the typed data must be an object');
  }
  const { domain, types, primaryType, message } = value as Record<string, unknown>;
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string') {
    throw new ProviderRpcError(-32602, 'eth_signTypedData_v4: types and primaryType are required');
  }
  const { EIP712Domain: _domainType, ...messageTypes } = types as Record<string, unknown>;
  return {
    domain: (domain ?? {}) as TypedDataDefinition['domain'],
    types: messageTypes as TypedDataDefinition['types'],
    primaryType,
    message: (message ?? {}) as Record<string, unknown>,
  } as TypedDataDefinition;
}
