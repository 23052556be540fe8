import type { Network } from '../../core/networks/network';
import type { AdapterCallContext, ChainAdapter } from '../ChainAdapter';
import type { PolkadotDepositShortfall } from './polkadotErrors';

/** What a Polkadot transfer would do, before it is signed (the send view's figures and warnings). */
export interface PolkadotTransferPreview {
  /** The fee the chain quotes, in planck (0 when it quotes none: the simulator). */
  fee: bigint;
  /** Balances.ExistentialDeposit, in planck. */
  existentialDeposit: bigint;
  senderAfter: bigint;
  recipientAfter: bigint;
  /**
   * The existential deposit rule's findings: the sender left under the deposit (refused with keep-alive,
   * reaped without it), the recipient under it (always refused). Empty when the transfer is fine.
   */
  warnings: PolkadotDepositShortfall[];
}

/** A Polkadot transfer request: the amount in planck; `keepAlive` (default true) keeps the sender alive. */
export interface PolkadotTransferRequest {
  from: string;
  to: string;
  value: bigint;
  keepAlive?: boolean;
}

/** The Polkadot adapter: the ChainAdapter contract plus transfers with their existential-deposit check. */
export interface PolkadotAdapter extends ChainAdapter {
  /** The transfer's fee and the existential deposit findings, without asking the wallet. */
  previewTransfer(parameters: {
    network: Network;
    request: PolkadotTransferRequest;
  }): Promise<PolkadotTransferPreview>;
  /**
   * Checks the transfer (PolkadotExistentialDepositError for the first finding; an allow-death transfer
   * may reap the sender), has the wallet sign it, submits it; resolves with the extrinsic hash.
   */
  sendTransfer(
    context: AdapterCallContext & { network: Network; request: PolkadotTransferRequest },
  ): Promise<string>;
  /** Closes the chain connections the adapter opened. */
  dispose(): Promise<void>;
}
