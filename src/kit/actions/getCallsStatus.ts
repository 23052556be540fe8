import { walletContext, walletRequest } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// The status of an EIP-5792 batch, as a kit action.

export interface GetCallsStatusParameters {
  /** The id sendCalls returned. */
  id: string;
}

/** The wallet's wallet_getCallsStatus answer. */
export type GetCallsStatusReturnType = unknown;

/** NoActiveCaipAddressError without a connected account; else the wallet's error. */
export type GetCallsStatusErrorType = Error;

/** Asks the connected wallet for the status of batch `id`. */
export async function getCallsStatus(
  kit: ActionKit,
  { id }: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  const context = await walletContext(kit);
  return walletRequest(kit, context, ({ adapter, session }) =>
    adapter.getCallsStatus({ provider: session.provider, id }),
  );
}
