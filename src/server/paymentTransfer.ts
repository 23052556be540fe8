import { PaymentVerificationError } from './paymentErrors';

// The chain half of verifyPayment: plain JSON-RPC over fetch (no viem, so `portico/server` stays small
// and runs on any runtime with fetch), and the check that a mined transaction pays a payment exactly.

/** keccak256("Transfer(address,address,uint256)"): the ERC-20 (and ERC-721) Transfer event's topic. */
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** The fields of `eth_getTransactionByHash` this check reads. */
export interface RpcTransaction {
  to: string | null;
  value: string;
}

/** The fields of `eth_getTransactionReceipt` this check reads. */
export interface RpcReceipt {
  status: string;
  blockNumber: string;
  logs: { address: string; topics: string[]; data: string }[];
}

/** What a payment asks of its transaction: `amount` in base units. */
export interface PaymentTerms {
  recipient: string;
  asset: string;
  amount: bigint;
}

export type TransferMismatch = 'wrong-recipient' | 'wrong-amount' | 'wrong-asset';

/** `amount` (a decimal string) in base units, or undefined when it is not one with at most `decimals`. */
export function decimalToBaseUnits(amount: string, decimals: number): bigint | undefined {
  const match = /^([0-9]{1,40})(?:\.([0-9]{1,40}))?$/.exec(amount);
  if (!match || !Number.isInteger(decimals) || decimals < 0 || decimals > 77) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** ERC-20 Transfer logs (three topics; ERC-721's has four) as token, recipient and value. */
function erc20Transfers(receipt: RpcReceipt) {
  return receipt.logs.flatMap((log) => {
    const [topic, , to] = log.topics;
    if (log.topics.length !== 3 || topic?.toLowerCase() !== transferTopic || !to) return [];
    if (!/^0x[0-9a-fA-F]{1,64}$/.test(log.data)) return [];
    return [
      { token: log.address.toLowerCase(), to: `0x${to.slice(-40)}`.toLowerCase(), value: BigInt(log.data) },
    ];
  });
}

/**
 * Whether a mined, successful transaction pays `terms` exactly: for the native token a direct transfer
 * of the amount to the recipient (value moved inside a contract call leaves nothing to check without
 * traces), for a token one ERC-20 Transfer log of that token to the recipient for exactly the amount.
 * Answers undefined when it does, else what is wrong.
 */
export function transferMismatch(
  terms: PaymentTerms,
  tx: RpcTransaction,
  receipt: RpcReceipt,
): TransferMismatch | undefined {
  const recipient = terms.recipient.toLowerCase();
  const toRecipient = erc20Transfers(receipt).filter((transfer) => transfer.to === recipient);
  const sentTo = tx.to?.toLowerCase();
  const value = BigInt(tx.value);
  if (terms.asset === 'native') {
    if (sentTo === recipient) return value === terms.amount ? undefined : 'wrong-amount';
    return toRecipient.length > 0 ? 'wrong-asset' : 'wrong-recipient';
  }
  const ofToken = toRecipient.filter((transfer) => transfer.token === terms.asset.toLowerCase());
  if (ofToken.some((transfer) => transfer.value === terms.amount)) return undefined;
  if (ofToken.length > 0) return 'wrong-amount';
  return toRecipient.length > 0 || (sentTo === recipient && value > 0n) ? 'wrong-asset' : 'wrong-recipient';
}

/**
 * One JSON-RPC call; rejects on a transport failure (as fetch does), and with PaymentVerificationError
 * (`unavailable`) on an error answer or one without `result`.
 */
export async function rpcCall<T>(
  doFetch: typeof fetch,
  url: string,
  method: string,
  params: unknown[],
): Promise<T> {
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok)
    throw new PaymentVerificationError('unavailable', `${method} answered HTTP ${response.status}`);
  const answer = (await response.json()) as { result?: T; error?: { message?: string } };
  if (answer.error || !('result' in answer)) {
    throw new PaymentVerificationError('unavailable', `${method}: ${answer.error?.message ?? 'no result'}`);
  }
  return answer.result as T;
}
