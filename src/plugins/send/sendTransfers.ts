import { encodeErc20Transfer } from '../../core/encodeErc20Transfer';
import { UnsupportedChainError } from '../../core/errors/catalogue';
import type { ChainNamespace } from '../../core/namespaces';
import { supportsFeature } from '../../core/networks/namespaceFeatures';
import type { SessionTransaction } from '../../store/services/transactionService';
import { NATIVE_TOKEN, type SendToken } from './sendTypes';

/** A validated transfer: what to send, how much (base units), to whom. */
export interface Transfer {
  token: SendToken;
  amount: bigint;
  receiver: string;
}

/** Builds the wallet request of a transfer in one namespace. */
export type TransferBuilder = (transfer: Transfer) => SessionTransaction;

/** The contract address of a CAIP-10 token address (`eip155:1:0xabc` -> `0xabc`). */
function contractOf(token: SendToken): string {
  return token.address.split(':').pop() ?? token.address;
}

// SPEC §5: only eip155 and solana can send. Solana arrives with the Solana issue: it adds its builder
// here (a SystemProgram / SPL transfer) and nothing else in the flow changes.
/** The transfer builders by namespace; a namespace without one cannot send yet. */
export const TRANSFER_BUILDERS: Partial<Record<ChainNamespace, TransferBuilder>> = {
  eip155: ({ token, amount, receiver }) =>
    token.address === NATIVE_TOKEN
      ? { to: receiver, value: amount }
      : { to: contractOf(token), data: encodeErc20Transfer(receiver, amount) },
};

/** The builder for `namespace`; throws `Unsupported chain` where SPEC §5 (or this build) cannot send. */
export function transferBuilderFor(namespace: ChainNamespace | undefined): TransferBuilder {
  const builder = namespace && supportsFeature(namespace, 'send') ? TRANSFER_BUILDERS[namespace] : undefined;
  if (!builder) throw new UnsupportedChainError();
  return builder;
}
