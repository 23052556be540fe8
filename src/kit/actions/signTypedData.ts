import { walletContext, walletRequest } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// Signs EIP-712 typed data with the connected account, as a kit action.

export interface SignTypedDataParameters {
  /** The EIP-712 document (domain, types, primaryType, message). */
  typedData: unknown;
}

/** The signature as the wallet returns it. */
export type SignTypedDataReturnType = string;

/** NoActiveCaipAddressError without a connected account; else the wallet's error (4001: declined, toast shown). */
export type SignTypedDataErrorType = Error;

/** Asks the connected wallet to sign `typedData` (eth_signTypedData_v4) with its active account. */
export async function signTypedData(
  kit: ActionKit,
  { typedData }: SignTypedDataParameters,
): Promise<SignTypedDataReturnType> {
  const context = await walletContext(kit);
  return walletRequest(kit, context, ({ adapter, session }) =>
    adapter.signTypedData({ provider: session.provider, address: session.address, typedData }),
  );
}
