import type { CosmosAdapter, CosmosAminoSignDoc } from '../../adapters/cosmos/CosmosAdapterContract';
import type { CosmosStdSignature } from '../../adapters/cosmos/CosmosWalletProvider';
import { checkCosmosAminoSignDoc } from '../../adapters/cosmos/cosmosDocSigning';
import { requireNetwork, walletContext, walletRequest } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// Amino (legacy JSON, SIGN_MODE_LEGACY_AMINO_JSON) signing by the connected Cosmos account, as a kit
// action: what Ledger-backed accounts and older chains need. The adapter verifies the signature over
// the sorted, escaped JSON of the doc the wallet returns.

export interface SignCosmosAminoParameters {
  /** A StdSignDoc (`makeSignDoc` in @cosmjs/amino builds one) for the connected account's chain. */
  signDoc: CosmosAminoSignDoc;
}

export interface SignCosmosAminoReturnType {
  /** The doc the wallet signed: the one given, possibly with a fee the user changed. */
  signed: CosmosAminoSignDoc;
  signature: CosmosStdSignature;
}

/** As signCosmosDirect's: NoActiveCaipAddressError, InvalidCosmosSignDocError, the wallet's answer or error. */
export type SignCosmosAminoErrorType = Error;

/** Asks the connected Cosmos wallet to sign `signDoc` in amino JSON. */
export async function signCosmosAmino(
  kit: ActionKit,
  { signDoc }: SignCosmosAminoParameters,
): Promise<SignCosmosAminoReturnType> {
  const context = await walletContext(kit, 'cosmos');
  const network = requireNetwork(context.session.network);
  checkCosmosAminoSignDoc(signDoc, String(network.id));
  return walletRequest(kit, context, ({ adapter, session }) =>
    (adapter as CosmosAdapter).signAmino({ provider: session.provider, address: session.address, signDoc }),
  );
}
