import type { ChainNamespace } from '../../core/namespaces';
import { walletContext, walletRequest } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// Signs a message with the connected account, as a kit action (SIWX signs through it).

export interface SignMessageParameters {
  message: string;
  /** The namespace whose account signs; the active one by default. */
  namespace?: ChainNamespace;
}

/** The signature as the wallet returns it (hex for EVM, base58 for Solana). */
export type SignMessageReturnType = string;

/** NoActiveCaipAddressError without a connected account; else the wallet's error (4001: declined, toast shown). */
export type SignMessageErrorType = Error;

/** Asks the connected wallet to sign `message` with its active account. */
export async function signMessage(
  kit: ActionKit,
  { message, namespace }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const context = await walletContext(kit, namespace);
  return walletRequest(kit, context, ({ adapter, session }) =>
    adapter.signMessage({ provider: session.provider, address: session.address, message }),
  );
}
