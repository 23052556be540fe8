import { walletContext, walletRequest } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// The connected wallet's EIP-5792 capabilities, as a kit action.

/** No parameters: the connected account. */
export type GetCapabilitiesParameters = Record<string, never>;

/** Capabilities per chain id, as the wallet reports them. */
export type GetCapabilitiesReturnType = Record<string, unknown>;

/** NoActiveCaipAddressError without a connected account; else the wallet's error. */
export type GetCapabilitiesErrorType = Error;

/** Asks the connected wallet what it supports for its active account (wallet_getCapabilities). */
export async function getCapabilities(
  kit: ActionKit,
  _parameters: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  const context = await walletContext(kit);
  return walletRequest(kit, context, ({ adapter, session }) =>
    adapter.getCapabilities({ provider: session.provider, address: session.address }),
  );
}
