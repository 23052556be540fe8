import type { TransactionRequest } from '../../adapters/ChainAdapter';
import type { RootState } from '../../store/createKitStore';
import { isAccountViewShown } from '../listeners/followAccountView';
import { requireNetwork, type WalletContext, walletContext, walletRequest } from './walletRequest';
import type { ActionKit } from './walletRuntime';

// Sends a transaction from the connected account, as a kit action (the send plugin sends through it).

export interface SendTransactionParameters {
  /** The transaction; `from` is the connected account. */
  request: Omit<TransactionRequest, 'from'>;
}

/** The transaction hash (an EVM hash, or a Solana signature). */
export type SendTransactionReturnType = string;

/**
 * NoActiveCaipAddressError without a connected account, ChainAdapterNotFoundError when the wallet is on
 * a network the kit was not given; else the wallet's error (4001: declined, toast shown).
 */
export type SendTransactionErrorType = Error;

/** Waits for `hash` to be mined on the session's network, then reads every balance again. */
async function followTransaction({ wallets, session, adapter }: WalletContext, hash: string) {
  try {
    await adapter.waitForTransaction({ network: requireNetwork(session.network), hash });
    await (await wallets.balances()).refreshAll({
      tokens: isAccountViewShown(wallets.getState() as RootState),
    });
  } catch {
    // Disconnected, switched away or the receipt never came: the next refresh (poll, view) catches up.
  }
}

/**
 * Asks the connected wallet to send `request` from its active account. Balances follow: once the
 * receipt is seen, the native balance and the token list are read again from their sources.
 */
export async function sendTransaction(
  kit: ActionKit,
  { request }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const context = await walletContext(kit);
  const hash = await walletRequest(kit, context, ({ adapter, session }) =>
    adapter.sendTransaction({
      provider: session.provider,
      network: requireNetwork(session.network),
      request: { ...request, from: session.address },
    }),
  );
  void followTransaction(context, hash);
  return hash;
}
