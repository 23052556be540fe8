import { type Connection, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { formatUnits } from '../../core/format/parseUnits';
import type { Network } from '../../core/networks/network';
import { SolanaInsufficientRentError, type SolanaRentShortfall } from './solanaErrors';
import type { AnyTransaction } from './solanaWire';

// A node refuses a transaction that would leave an account with lamports but fewer than its
// rent-exempt minimum (TransactionError::InsufficientFundsForRent { account_index }). What reaches the
// adapter is the node's text, wrapped by whoever sent it: web3.js's SendTransactionError ("Transaction
// simulation failed: Transaction results in an account (1) with insufficient funds for rent"), a
// wallet's own error with that message, or the JSON-RPC error's data ({ err: { InsufficientFundsForRent:
// { account_index: 1 } } }). The error kinds have no code of their own, so the text is all there is.

const RENT_SHORTFALL = /InsufficientFundsForRent|insufficient funds for rent/i;
const ACCOUNT_INDEX = /account_index"?\s*:\s*(\d+)|account \((\d+)\) with insufficient funds for rent/i;

/** The texts an error carries (message, web3.js's transactionMessage, JSON-RPC data, causes). */
function textsOf(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 3)
    return typeof error === 'string' ? [error] : [];
  const { message, transactionMessage, data, cause } = error as Record<string, unknown>;
  const texts = [message, transactionMessage].filter((text): text is string => typeof text === 'string');
  if (data !== undefined) {
    try {
      texts.push(JSON.stringify(data));
    } catch {
      // A cyclic data object says nothing we could read.
    }
  }
  return [...texts, ...textsOf(cause, depth + 1)];
}

/** The static account keys of a transaction, in message order (what `account_index` counts). */
function accountKeysOf(transaction: AnyTransaction): string[] {
  const keys =
    transaction instanceof VersionedTransaction
      ? transaction.message.staticAccountKeys
      : transaction.compileMessage().accountKeys;
  return keys.map((key) => key.toBase58());
}

/** The rent-exempt minimum of `address` (for its current data size; a new account has none). */
async function minimumOf(connection: Connection, address: string): Promise<bigint | undefined> {
  try {
    const info = await connection.getAccountInfo(new PublicKey(address));
    return BigInt(await connection.getMinimumBalanceForRentExemption(info?.data.length ?? 0));
  } catch {
    return undefined;
  }
}

/** What `solanaRentShortfall` needs: the transaction sent, its signer, and the chain it went to. */
export interface SolanaRentShortfallContext {
  transaction: AnyTransaction;
  /** The signer sending the transaction (base58). */
  sender: string;
  network: Network;
  connection: Connection;
}

/**
 * A SolanaInsufficientRentError for `error` when it is a node's rent refusal (which account, and its
 * minimum read from the node), else undefined: the caller rethrows what it caught.
 */
export async function solanaRentShortfall(
  error: unknown,
  context: SolanaRentShortfallContext,
): Promise<InstanceType<typeof SolanaInsufficientRentError> | undefined> {
  const texts = textsOf(error);
  if (!texts.some((text) => RENT_SHORTFALL.test(text))) return undefined;
  const match = texts.map((text) => ACCOUNT_INDEX.exec(text)).find((found) => found !== null);
  const index = match ? Number(match[1] ?? match[2]) : undefined;
  const address = index === undefined ? undefined : accountKeysOf(context.transaction)[index];
  const shortfall: SolanaRentShortfall = { symbol: context.network.nativeCurrency.symbol };
  if (address) {
    shortfall.address = address;
    shortfall.account = address === context.sender ? 'sender' : 'receiver';
    const minimumLamports = await minimumOf(context.connection, address);
    if (minimumLamports !== undefined) {
      shortfall.minimumLamports = minimumLamports;
      shortfall.minimum = formatUnits(minimumLamports, context.network.nativeCurrency.decimals);
    }
  }
  return new SolanaInsufficientRentError(shortfall);
}
