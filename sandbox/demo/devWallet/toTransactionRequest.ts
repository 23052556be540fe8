import { type Address, type Hex, hexToBigInt, isAddress, isHex } from 'viem';
import { ProviderRpcError } from './ProviderRpcError';

/** The fields of an eth_sendTransaction request the dev wallet honours, in viem's types. */
export interface DevWalletTransaction {
  from: Address;
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  nonce?: number;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

const quantity = (field: string, value: unknown): bigint | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !isHex(value)) {
    throw new ProviderRpcError(-32602, `eth_sendTransaction: ${field} must be a hex quantity`);
  }
  return hexToBigInt(value);
};

/** Validates the JSON-RPC transaction object (hex quantities, EIP-1474) and converts it for viem. */
export function toTransactionRequest(raw: unknown): DevWalletTransaction {
  if (typeof raw !== 'object' || raw === null) {
    throw new ProviderRpcError(-32602, 'eth_sendTransaction: expected a transaction object');
  }
  const tx = raw as Record<string, unknown>;
  if (typeof tx.from !== 'string' || !isAddress(tx.from, { strict: false })) {
    throw new ProviderRpcError(-32602, 'eth_sendTransaction: from must be an address');
  }
  if (
    tx.to !== undefined &&
    tx.to !== null &&
    (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))
  ) {
    throw new ProviderRpcError(-32602, 'eth_sendTransaction: to must be an address');
  }
  // `input` is the newer name of `data`; wallets accept both.
  const data = tx.data ?? tx.input;
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
    throw new ProviderRpcError(-32602, 'eth_sendTransaction: data must be hex');
  }
  const nonce = quantity('nonce', tx.nonce);
  return {
    from: tx.from as Address,
    ...(typeof tx.to === 'string' ? { to: tx.to as Address } : {}),
    ...(typeof data === 'string' ? { data: data as Hex } : {}),
    ...defined('value', quantity('value', tx.value)),
    ...defined('gas', quantity('gas', tx.gas ?? tx.gasLimit)),
    ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
    ...defined('gasPrice', quantity('gasPrice', tx.gasPrice)),
    ...defined('maxFeePerGas', quantity('maxFeePerGas', tx.maxFeePerGas)),
    ...defined('maxPriorityFeePerGas', quantity('maxPriorityFeePerGas', tx.maxPriorityFeePerGas)),
  };
}

function defined<K extends string>(key: K, value: bigint | undefined): Partial<Record<K, bigint>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, bigint>);
}
