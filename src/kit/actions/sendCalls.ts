import type { BatchCall } from '../../adapters/ChainAdapter';
import { requireNetwork, walletContext, walletRequest } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// EIP-5792 batch calls from the connected account, as a kit action.

export interface SendCallsParameters {
  calls: BatchCall[];
  /** EIP-5792 capabilities (paymaster, atomic, ...). */
  capabilities?: object;
}

/** The batch id the wallet gives (read its status with getCallsStatus). */
export type SendCallsReturnType = { id: string };

/** NoActiveCaipAddressError without a connected account; else the wallet's error (4001: declined, toast shown). */
export type SendCallsErrorType = Error;

/** Asks the connected wallet to send `calls` as one batch (wallet_sendCalls). */
export async function sendCalls(
  kit: ActionKit,
  { calls, capabilities }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const context = await walletContext(kit);
  return walletRequest(kit, context, ({ adapter, session }) =>
    adapter.sendCalls({
      provider: session.provider,
      network: requireNetwork(session.network),
      from: session.address,
      calls,
      ...(capabilities ? { capabilities } : {}),
    }),
  );
}
