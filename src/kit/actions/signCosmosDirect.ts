import type { CosmosAdapter } from '../../adapters/cosmos/CosmosAdapterContract';
import type { CosmosStdSignature } from '../../adapters/cosmos/CosmosWalletProvider';
import {
  type CosmosDirectSignDocInput,
  checkCosmosDirectSignDoc,
} from '../../adapters/cosmos/cosmosDocSigning';
import { requireNetwork, walletContext, walletRequest } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// SIGN_MODE_DIRECT by the connected Cosmos account, as a kit action: a caller-built transaction (any
// messages, not only the kit's bank send) signed through the wallet (Keplr's signDirect) on the chain
// the account is on. The adapter verifies the signature over the bytes the wallet returns.

export interface SignCosmosDirectParameters {
  /**
   * Body and auth-info bytes (protobuf) and the account number; the chain is the connected account's
   * (a `chainId` given must be that one).
   */
  signDoc: CosmosDirectSignDocInput;
}

export interface SignCosmosDirectReturnType {
  /** What the wallet signed: the body as given, the auth info possibly with a fee the user changed. */
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  signature: CosmosStdSignature;
}

/**
 * NoActiveCaipAddressError without a connected Cosmos account; InvalidCosmosSignDocError for a bad doc
 * (the wallet is not asked); InvalidCosmosWalletAnswerError; else the wallet's error (4001: declined,
 * toast shown).
 */
export type SignCosmosDirectErrorType = Error;

/** Asks the connected Cosmos wallet to sign `signDoc` in SIGN_MODE_DIRECT. */
export async function signCosmosDirect(
  kit: ActionKit,
  { signDoc }: SignCosmosDirectParameters,
): Promise<SignCosmosDirectReturnType> {
  const context = await walletContext(kit, 'cosmos');
  const network = requireNetwork(context.session.network);
  checkCosmosDirectSignDoc(signDoc, String(network.id));
  const { chainId: _chain, ...doc } = signDoc;
  return walletRequest(kit, context, ({ adapter, session }) =>
    (adapter as CosmosAdapter).signDirect({
      provider: session.provider,
      address: session.address,
      signDoc: doc,
    }),
  );
}
