import { PaymentVerificationError } from './paymentErrors';
import {
  decimalToBaseUnits,
  type RpcReceipt,
  type RpcTransaction,
  rpcCall,
  type TransferMismatch,
  transferMismatch,
} from './paymentTransfer';

export { PaymentVerificationError, type PaymentVerificationFailure } from './paymentErrors';

/** A payment as the reference API's `GET /v1/pay/payments/{id}` answers it (docs/sandbox-api.md "Pay"). */
export interface PaymentRecord {
  id: string;
  status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';
  txHash?: string;
  recipient: string;
  /** CAIP-2 network id, e.g. `eip155:1`. */
  network: string;
  /** `native` or the ERC-20 token's address. */
  asset: string;
  /** Decimal string in the asset's units. */
  amount: string;
  decimals: number;
  method: 'wallet' | 'exchange';
  exchangeId?: string;
  failureReason?: string;
}

/** Why a payment was not verified. */
export type PaymentUnverifiedReason =
  | 'not-found'
  | 'not-settled'
  | 'failed'
  | 'tx-not-found'
  | 'tx-reverted'
  | TransferMismatch
  | 'too-few-confirmations'
  | 'mismatch-expected';

/** What the host expects the payment to be (its own order), compared with the API's record. */
export interface ExpectedPayment {
  recipient?: string;
  /** Decimal string in the asset's units, compared in base units (`"1.50"` equals `"1.5"`). */
  amount?: string;
  /** `native` or a token address (any letter case). */
  asset?: string;
  network?: string;
}

export interface VerifyPaymentOptions {
  /** Base URL of the API that recorded the payment (the reference API). */
  apiUrl: string;
  /** A JSON-RPC URL per CAIP-2 network the host accepts payments on: the chain is asked, not the API. */
  rpcUrls: Record<string, string>;
  /** Blocks the settling transaction must be under, its own included; default 1 (mined). */
  minConfirmations?: number;
  expected?: ExpectedPayment;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

export type VerifyPaymentResult =
  | { verified: true; payment: PaymentRecord; txHash: string; confirmations: number; blockNumber: number }
  | { verified: false; reason: PaymentUnverifiedReason; payment?: PaymentRecord; confirmations?: number };

const paymentIdPattern = /^pay_[-_A-Za-z0-9]{24}$/;

function isPaymentRecord(value: unknown): value is PaymentRecord {
  const r = value as Record<string, unknown> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    ['IN_PROGRESS', 'SUCCESS', 'FAILED'].includes(r.status as string) &&
    ['id', 'recipient', 'network', 'asset', 'amount'].every((key) => typeof r[key] === 'string') &&
    (r.txHash === undefined || (typeof r.txHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(r.txHash))) &&
    typeof r.decimals === 'number' &&
    decimalToBaseUnits(r.amount as string, r.decimals) !== undefined
  );
}

async function fetchRecord(id: string, options: VerifyPaymentOptions): Promise<PaymentRecord | undefined> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const url = `${options.apiUrl.replace(/\/+$/, '')}/v1/pay/payments/${encodeURIComponent(id)}`;
  let response: Response;
  let body: unknown;
  try {
    response = await doFetch(url);
    body = response.status === 404 ? undefined : await response.json();
  } catch (cause) {
    throw new PaymentVerificationError('unavailable', `the API could not be read`, { cause });
  }
  if (response.status === 404) return undefined;
  if (!response.ok) throw new PaymentVerificationError('unavailable', `the API answered ${response.status}`);
  if (!isPaymentRecord(body) || body.id !== id) {
    throw new PaymentVerificationError('unavailable', 'the API answered something that is not a payment');
  }
  return body;
}

/** Whether the record differs from what the host expects, in any field the host gave. */
function differsFromExpected(record: PaymentRecord, expected: ExpectedPayment): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (expected.recipient !== undefined && !same(expected.recipient, record.recipient)) return true;
  if (expected.asset !== undefined && !same(expected.asset, record.asset)) return true;
  if (expected.network !== undefined && expected.network !== record.network) return true;
  if (expected.amount !== undefined) {
    const wanted = decimalToBaseUnits(expected.amount, record.decimals);
    return wanted !== decimalToBaseUnits(record.amount, record.decimals);
  }
  return false;
}

function checkOptions(options: VerifyPaymentOptions): number {
  const min = options.minConfirmations ?? 1;
  if (typeof options.apiUrl !== 'string' || !/^https?:\/\//.test(options.apiUrl)) {
    throw new PaymentVerificationError('invalidOptions', 'apiUrl must be an http(s) URL');
  }
  if (typeof options.rpcUrls !== 'object' || options.rpcUrls === null) {
    throw new PaymentVerificationError('invalidOptions', 'rpcUrls must map CAIP-2 network ids to URLs');
  }
  if (!Number.isInteger(min) || min < 1) {
    throw new PaymentVerificationError('invalidOptions', 'minConfirmations must be a whole number from 1');
  }
  const amount = options.expected?.amount;
  if (amount !== undefined && decimalToBaseUnits(amount, 77) === undefined) {
    throw new PaymentVerificationError('invalidOptions', 'expected.amount must be a decimal string');
  }
  return min;
}

interface ChainFacts {
  tx: RpcTransaction | null;
  receipt: RpcReceipt | null;
  head: number;
}

const quantity = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value);

/** Whether the node's answers have the fields the checks read, as JSON-RPC quantities where they are numbers. */
function isChainAnswer(tx: RpcTransaction | null, receipt: RpcReceipt | null, head: unknown): boolean {
  if (!quantity(head)) return false;
  if (tx !== null && (typeof tx !== 'object' || !quantity(tx.value))) return false;
  if (tx !== null && tx.to !== null && typeof tx.to !== 'string') return false;
  if (receipt === null) return true;
  return (
    typeof receipt === 'object' &&
    typeof receipt.status === 'string' &&
    quantity(receipt.blockNumber) &&
    Array.isArray(receipt.logs) &&
    receipt.logs.every(
      (log) =>
        typeof log?.address === 'string' &&
        typeof log.data === 'string' &&
        Array.isArray(log.topics) &&
        log.topics.every((topic) => typeof topic === 'string'),
    )
  );
}

async function readChain(
  record: PaymentRecord,
  txHash: string,
  options: VerifyPaymentOptions,
): Promise<ChainFacts> {
  const rpcUrl = Object.hasOwn(options.rpcUrls, record.network) ? options.rpcUrls[record.network] : undefined;
  if (!rpcUrl) throw new PaymentVerificationError('noRpcUrl', `no rpcUrls entry for ${record.network}`);
  const [namespace, reference] = record.network.split(':');
  if (namespace !== 'eip155')
    throw new PaymentVerificationError('noRpcUrl', `${record.network} is not an EVM network`);
  const doFetch = options.fetch ?? globalThis.fetch;
  const call = <T>(method: string, params: unknown[]) => rpcCall<T>(doFetch, rpcUrl, method, params);
  try {
    const [chainId, tx, receipt, head] = await Promise.all([
      call<string>('eth_chainId', []),
      call<RpcTransaction | null>('eth_getTransactionByHash', [txHash]),
      call<RpcReceipt | null>('eth_getTransactionReceipt', [txHash]),
      call<string>('eth_blockNumber', []),
    ]);
    // A URL of another chain would judge the payment against the wrong ledger.
    if (String(Number(chainId)) !== reference) {
      throw new PaymentVerificationError(
        'wrongChain',
        `${rpcUrl} serves chain ${Number(chainId)}, not ${record.network}`,
      );
    }
    if (!isChainAnswer(tx, receipt, head)) {
      throw new PaymentVerificationError('unavailable', `the ${record.network} node answered malformed data`);
    }
    return { tx, receipt, head: Number(head) };
  } catch (cause) {
    if (cause instanceof PaymentVerificationError) throw cause;
    throw new PaymentVerificationError('unavailable', `the ${record.network} node could not be read`, {
      cause,
    });
  }
}

/**
 * Verifies a payment on the chain, for a host's server (docs/server.md): reads the API's record of `id`,
 * compares it with what the host `expected`, and then, never trusting the record's status alone, reads
 * the settling transaction and its receipt from the network's RPC and checks that it succeeded, pays the
 * recipient exactly the amount in the asset, and is under `minConfirmations` blocks. Resolves
 * `{ verified: true, ... }` or `{ verified: false, reason }`; throws PaymentVerificationError when it
 * cannot decide (options, an API or node that cannot be read, a missing or wrong RPC URL).
 */
export async function verifyPayment(id: string, options: VerifyPaymentOptions): Promise<VerifyPaymentResult> {
  const minConfirmations = checkOptions(options);
  if (typeof id !== 'string' || !paymentIdPattern.test(id)) return { verified: false, reason: 'not-found' };
  const payment = await fetchRecord(id, options);
  if (!payment) return { verified: false, reason: 'not-found' };
  const refuse = (reason: PaymentUnverifiedReason, confirmations?: number): VerifyPaymentResult => ({
    verified: false,
    reason,
    payment,
    ...(confirmations === undefined ? {} : { confirmations }),
  });
  if (options.expected && differsFromExpected(payment, options.expected)) return refuse('mismatch-expected');
  if (payment.status === 'FAILED') return refuse('failed');
  if (payment.status !== 'SUCCESS') return refuse('not-settled');
  if (!payment.txHash) return refuse('tx-not-found');
  const { tx, receipt, head } = await readChain(payment, payment.txHash, options);
  if (!tx) return refuse('tx-not-found');
  // Sent but not mined: no block is on it yet.
  if (!receipt) return refuse('too-few-confirmations', 0);
  if (receipt.status !== '0x1') return refuse('tx-reverted');
  const terms = {
    recipient: payment.recipient,
    asset: payment.asset,
    amount: decimalToBaseUnits(payment.amount, payment.decimals) ?? -1n,
  };
  const mismatch = transferMismatch(terms, tx, receipt);
  if (mismatch) return refuse(mismatch);
  const blockNumber = Number(receipt.blockNumber);
  const confirmations = Math.max(0, head - blockNumber + 1);
  if (confirmations < minConfirmations) return refuse('too-few-confirmations', confirmations);
  return { verified: true, payment, txHash: payment.txHash, confirmations, blockNumber };
}
