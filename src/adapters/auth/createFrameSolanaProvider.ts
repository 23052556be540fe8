import { decodeBase58, encodeBase58 } from '../../core/base58';
import { fromBase64, toBase64 } from '../../core/base64';
import type { FrameClient } from '../../frame/createFrameClient';
import { type RpcRequestPayload, rpcRequestPayloadSchema } from '../../frame/schemas/rpc';
import type { ApprovalFlow } from './createApprovalFlow';
import { invalidParamsMessage } from './createFrameEip1193Provider';
import { createListenerRegistry } from './createListenerRegistry';
import type { FrameSolanaProvider, SerializedTransaction } from './FrameSolanaProvider';
import { frameSolanaRequest } from './frameSolanaRequest';
import { ProviderRpcError, toProviderError } from './toProviderError';

// The embedded wallet's Solana side (`provider:solana`). Every call signs, so each one goes through the
// approval flow. Wire formats (docs/embedded-wallet-protocol.md, "RPC results"): messages and signatures
// base58, transactions as base64 serialized wire transactions.

export type { FrameSolanaProvider, SerializedTransaction, SolanaSendOptions } from './FrameSolanaProvider';

export interface FrameSolanaProviderDependencies {
  frame: Pick<FrameClient, 'request' | 'abortRpcRequests'>;
  /** The connected Solana address (base58) and CAIP-2 network. */
  session(): { publicKey?: string; caipNetworkId?: string };
  approval: Pick<ApprovalFlow, 'run'>;
}

const invalidParams = (message: string) => new ProviderRpcError(-32602, message);
const invalidAnswer = () => new ProviderRpcError(-32603, 'The embedded wallet sent an invalid answer');

function encodeTransaction(transaction: SerializedTransaction): string {
  if (transaction instanceof Uint8Array && transaction.length > 0) return toBase64(transaction);
  if (typeof transaction === 'string' && fromBase64(transaction)) return transaction;
  throw invalidParams('A transaction must be non-empty serialized bytes or their base64 text');
}

function decodeTransaction(value: unknown): Uint8Array {
  const bytes = typeof value === 'string' ? fromBase64(value) : null;
  if (!bytes) throw invalidAnswer();
  return bytes;
}

const field = (result: unknown, key: string): unknown =>
  typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[key] : undefined;

/** Creates the Solana provider of the embedded wallet. */
export function createFrameSolanaProvider(deps: FrameSolanaProviderDependencies): FrameSolanaProvider {
  const listeners = createListenerRegistry();

  // Validation happens before approval: a bad input opens no view and sends nothing.
  const signing = async (payload: RpcRequestPayload): Promise<unknown> => {
    const chainId = deps.session().caipNetworkId;
    const message = { ...payload, ...(chainId ? { chainId } : {}) } as RpcRequestPayload;
    const parsed = rpcRequestPayloadSchema.safeParse(message);
    if (!parsed.success) throw invalidParams(invalidParamsMessage(payload.method, parsed.error));
    try {
      return await deps.approval.run(
        () => deps.frame.request('RPC_REQUEST', message),
        () => deps.frame.abortRpcRequests(),
      );
    } catch (error) {
      throw toProviderError(error);
    }
  };

  const provider: FrameSolanaProvider = {
    get publicKey() {
      return deps.session().publicKey;
    },
    async signMessage(message) {
      if (!(message instanceof Uint8Array) || message.length === 0) {
        throw invalidParams('The message must be non-empty bytes');
      }
      const pubkey = deps.session().publicKey;
      if (!pubkey) throw new ProviderRpcError(4100, 'The embedded wallet is not connected');
      const result = await signing({
        method: 'solana_signMessage',
        params: { message: encodeBase58(message), pubkey },
      });
      const signature = field(result, 'signature');
      const bytes = typeof signature === 'string' && signature ? decodeBase58(signature) : null;
      if (!bytes) throw invalidAnswer();
      return bytes;
    },
    async signTransaction(transaction) {
      const encoded = encodeTransaction(transaction);
      const result = await signing({ method: 'solana_signTransaction', params: { transaction: encoded } });
      return decodeTransaction(field(result, 'transaction'));
    },
    async signAllTransactions(transactions) {
      if (!Array.isArray(transactions) || transactions.length === 0) {
        throw invalidParams('At least one transaction is required');
      }
      const encoded = transactions.map(encodeTransaction);
      const result = await signing({
        method: 'solana_signAllTransactions',
        params: { transactions: encoded },
      });
      const signed = field(result, 'transactions');
      if (!Array.isArray(signed) || signed.length !== encoded.length) throw invalidAnswer();
      return signed.map(decodeTransaction);
    },
    async signAndSendTransaction(transaction, options) {
      const encoded = encodeTransaction(transaction);
      const result = await signing({
        method: 'solana_signAndSendTransaction',
        params: { transaction: encoded, ...(options ? { options } : {}) },
      });
      const signature = field(result, 'signature');
      if (typeof signature !== 'string' || !signature || !decodeBase58(signature)) throw invalidAnswer();
      return signature;
    },
    request: (args) => frameSolanaRequest(provider, args),
    on(event, listener) {
      listeners.add(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.remove(event, listener);
      return provider;
    },
    emit(event, ...args) {
      listeners.emit(event, args);
    },
  };
  return provider;
}
