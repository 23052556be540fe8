import type { Network } from '../../core/networks/network';
import type { AdapterCallContext, ChainAdapter, TransactionRequest } from '../ChainAdapter';
import type { CosmosStdSignature } from './CosmosWalletProvider';
import type { CosmosAminoSignDoc, CosmosDirectSignDoc } from './cosmosWalletSigning';

export type { CosmosAminoSignDoc, CosmosDirectSignDoc } from './cosmosWalletSigning';

/** A Cosmos send: the chain-neutral request plus the memo exchanges ask for. */
export interface CosmosTransactionRequest extends TransactionRequest {
  memo?: string;
}

/** The Cosmos adapter: the ChainAdapter contract plus ADR-036 signing with the wallet's full answer. */
export interface CosmosAdapter extends ChainAdapter {
  /** ADR-036 arbitrary signing; resolves with the wallet's StdSignature, verified against the signer. */
  signArbitrary(context: AdapterCallContext & { address: string; data: string }): Promise<CosmosStdSignature>;
  /**
   * SIGN_MODE_DIRECT on the kit's chain for the account: resolves with the signed bytes (the wallet may
   * have changed the fee) and the signature, verified against them.
   */
  signDirect(
    context: AdapterCallContext & { address: string; signDoc: Omit<CosmosDirectSignDoc, 'chainId'> },
  ): Promise<{ bodyBytes: Uint8Array; authInfoBytes: Uint8Array; signature: CosmosStdSignature }>;
  /** Amino (legacy JSON) signing of a StdSignDoc; the signature is verified over the signed doc. */
  signAmino(
    context: AdapterCallContext & { address: string; signDoc: CosmosAminoSignDoc },
  ): Promise<{ signed: CosmosAminoSignDoc; signature: CosmosStdSignature }>;
  sendTransaction(
    context: AdapterCallContext & { network: Network; request: CosmosTransactionRequest },
  ): Promise<string>;
}
