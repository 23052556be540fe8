import type { RootState } from '../../store/createKitStore';
import { cachesSlice } from '../../store/slices/cachesSlice';
import { isAccountViewShown } from '../listeners/followAccountView';
import { requireNetwork, walletContext } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// Waits for a transaction of the connected session, as a kit action.

export interface WaitForTransactionParameters {
  hash: string;
}

/** Whether the transaction succeeded or reverted. */
export type WaitForTransactionReturnType = { status: 'success' | 'reverted' };

/** NoActiveCaipAddressError without a connected account; else the chain read's error. */
export type WaitForTransactionErrorType = Error;

/** Resolves once `hash` is mined on the session's network; the balances are then read again. */
export async function waitForTransaction(
  kit: ActionKit,
  { hash }: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const { wallets, session, adapter } = await walletContext(kit);
  const result = await adapter.waitForTransaction({ network: requireNetwork(session.network), hash });
  kit.store.dispatch(cachesSlice.actions.cacheCleared({ cache: 'balance' }));
  const tokens = isAccountViewShown(kit.store.getState() as RootState);
  await (await wallets.balances()).refreshAll({ tokens }).catch(() => undefined);
  return result;
}
