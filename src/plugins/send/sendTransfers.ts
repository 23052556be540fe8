import { encodeErc20Transfer } from '../../core/encodeErc20Transfer';
import type { ChainNamespace } from '../../core/namespaces';
import { supportsFeature } from '../../core/networks/namespaceFeatures';
import type { SessionTransaction } from '../../store/services/transactionService';
import { UnsupportedChainError } from './sendErrors';
import { NATIVE_TOKEN, type SendExtras, type SendToken } from './sendTypes';

/** A validated transfer: what to send, how much (base units), to whom, and what its family adds. */
export interface Transfer {
  token: SendToken;
  amount: bigint;
  receiver: string;
  extras?: SendExtras;
}

/**
 * A wallet request, with a family's field when it has one (SessionTransaction's `feeRate` for Bitcoin,
 * `memo` for Cosmos, `keepAlive` for Polkadot): the runtime hands it to the namespace's adapter as it is.
 */
export type SendRequest = SessionTransaction;

/** Builds the wallet request of a transfer in one namespace. */
export type TransferBuilder = (transfer: Transfer) => SendRequest;

/** The contract address of a CAIP-10 token address (`eip155:1:0xabc` -> `0xabc`). */
function contractOf(token: SendToken): string {
  return token.address.split(':').pop() ?? token.address;
}

// SPEC §5 named eip155 and solana; issue 27 adds the native token of bip122, polkadot and cosmos. A builder only describes the transfer; the namespace's
// adapter turns it into the wallet request (Solana: web3.js in the adapter's lazy chunk builds the
// System / SPL TransferChecked instructions, so no Solana library enters this plugin's chunk).
/** The transfer builders by namespace; a namespace without one cannot send. */
export const TRANSFER_BUILDERS: Partial<Record<ChainNamespace, TransferBuilder>> = {
  eip155: ({ token, amount, receiver }) =>
    token.address === NATIVE_TOKEN
      ? { to: receiver, value: amount }
      : { to: contractOf(token), data: encodeErc20Transfer(receiver, amount) },
  solana: ({ token, amount, receiver }) =>
    token.address === NATIVE_TOKEN
      ? { to: receiver, value: amount }
      : { to: receiver, value: amount, splToken: { mint: contractOf(token), decimals: token.decimals } },
  // The native token only: the adapters build the transaction (no chain library in this plugin).
  bip122: ({ amount, receiver, extras }) => ({
    to: receiver,
    value: amount,
    ...(extras?.feeRate !== undefined ? { feeRate: extras.feeRate } : {}),
  }),
  polkadot: ({ amount, receiver, extras }) => ({
    to: receiver,
    value: amount,
    keepAlive: extras?.keepAlive ?? true,
  }),
  cosmos: ({ amount, receiver, extras }) => ({
    to: receiver,
    value: amount,
    ...(extras?.memo ? { memo: extras.memo } : {}),
  }),
};

/**
 * Namespaces whose fee estimate is the fee itself, in the native currency's base units (Solana:
 * getFeeForMessage in lamports; Bitcoin: sats at the chosen rate; Polkadot: the chain's quote in
 * planck; Cosmos: the adapter's fee in the base denomination), rather than gas units to multiply by a
 * gas price. Their requests carry no gas limit either.
 */
const FLAT_FEE_NAMESPACES: ReadonlySet<ChainNamespace> = new Set<ChainNamespace>([
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
]);

/** True when `namespace` estimates its fee directly (no gas price, no gas limit). */
export function hasFlatFee(namespace: ChainNamespace | undefined): boolean {
  return namespace !== undefined && FLAT_FEE_NAMESPACES.has(namespace);
}

/** The builder for `namespace`; throws `Unsupported chain` where SPEC §5 (or this build) cannot send. */
export function transferBuilderFor(namespace: ChainNamespace | undefined): TransferBuilder {
  const builder = namespace && supportsFeature(namespace, 'send') ? TRANSFER_BUILDERS[namespace] : undefined;
  if (!builder) throw new UnsupportedChainError();
  return builder;
}
