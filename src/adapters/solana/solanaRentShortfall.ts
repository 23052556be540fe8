import { type Connection, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { formatUnits } from '../../core/format/parseUnits';
import type { Network } from '../../core/networks/network';
import { SolanaInsufficientRentError, type SolanaRentShortfall } from './solanaErrors';
import type { AnyTransaction } from './solanaWire';
import { ASSOCIATED_TOKEN_PROGRAM_ID } from './splInstructions';

// Two ways a node refuses a transfer for rent, recognised from what reaches the adapter: the node's
// text wrapped by whoever sent it (web3.js's SendTransactionError, a wallet's own error with that
// message, or the JSON-RPC error's data and logs). Solana's transaction errors have no code of their
// own, so the text is all there is.
// - The rent rule: an account may hold 0 lamports or at least its rent-exempt minimum, nothing between
//   (TransactionError::InsufficientFundsForRent { account_index }; "Transaction results in an account
//   (1) with insufficient funds for rent").
// - A token send that opens the receiver's token account, whose rent the sender cannot pay: the
//   System program's transfer inside the Associated Token program's create fails ("Transfer:
//   insufficient lamports 1495000, need 2039280" in the logs).

const RENT_RULE = /InsufficientFundsForRent|insufficient funds for rent/i;
const ACCOUNT_INDEX = /account_index"?\s*:\s*(\d+)|account \((\d+)\) with insufficient funds for rent/i;
const LAMPORTS_SHORT = /Transfer: insufficient lamports \d+, need (\d+)/;
const OPENS_TOKEN_ACCOUNT = new RegExp(`Program ${ASSOCIATED_TOKEN_PROGRAM_ID} invoke`);

/** The texts an error carries (message, web3.js's transactionMessage and logs, JSON-RPC data, causes). */
function textsOf(error: unknown, depth = 0): string[] {
  if (typeof error === 'string') return [error];
  if (typeof error !== 'object' || error === null || depth > 3) return [];
  const { message, transactionMessage, transactionLogs, logs, data, cause } = error as Record<
    string,
    unknown
  >;
  const texts = [message, transactionMessage].filter((text): text is string => typeof text === 'string');
  for (const list of [transactionLogs, logs]) if (Array.isArray(list)) texts.push(list.join('\n'));
  if (data !== undefined) {
    try {
      texts.push(JSON.stringify(data));
    } catch {
      // A cyclic data object says nothing we could read.
    }
  }
  return [...texts, ...textsOf(cause, depth + 1)];
}

/** The static account keys of a transaction and its instructions by key, in message order. */
function messageOf(transaction: AnyTransaction) {
  if (transaction instanceof VersionedTransaction) {
    const keys = transaction.message.staticAccountKeys.map((key) => key.toBase58());
    const instructions = transaction.message.compiledInstructions.map((item) => ({
      program: keys[item.programIdIndex],
      accounts: item.accountKeyIndexes.map((index) => keys[index]),
    }));
    return { keys, instructions };
  }
  const message = transaction.compileMessage();
  const keys = message.accountKeys.map((key) => key.toBase58());
  const instructions = message.instructions.map((item) => ({
    program: keys[item.programIdIndex],
    accounts: item.accounts.map((index) => keys[index]),
  }));
  return { keys, instructions };
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

/** The shortfall of a rent-rule refusal: which account (by the node's index), and its minimum. */
async function ruleShortfall(
  texts: string[],
  context: SolanaRentShortfallContext,
): Promise<SolanaRentShortfall> {
  const match = texts.map((text) => ACCOUNT_INDEX.exec(text)).find((found) => found !== null);
  const index = match ? Number(match[1] ?? match[2]) : undefined;
  const address = index === undefined ? undefined : messageOf(context.transaction).keys[index];
  if (!address) return {};
  const minimumLamports = await minimumOf(context.connection, address);
  return {
    address,
    account: address === context.sender ? 'sender' : 'receiver',
    ...(minimumLamports === undefined ? {} : { minimumLamports }),
  };
}

/** The shortfall of a token account the sender could not pay the rent of, or undefined. */
function tokenAccountShortfall(
  texts: string[],
  context: SolanaRentShortfallContext,
): SolanaRentShortfall | undefined {
  const need = texts.map((text) => LAMPORTS_SHORT.exec(text)?.[1]).find((found) => found !== undefined);
  if (need === undefined || !texts.some((text) => OPENS_TOKEN_ACCOUNT.test(text))) return undefined;
  // Accounts of the Associated Token program's create: payer, the new token account, its owner, ...
  const create = messageOf(context.transaction).instructions.find(
    (item) => item.program === ASSOCIATED_TOKEN_PROGRAM_ID,
  );
  if (!create) return undefined;
  const address = create.accounts[1];
  return { account: 'tokenAccount', ...(address ? { address } : {}), minimumLamports: BigInt(need) };
}

/**
 * A SolanaInsufficientRentError for `error` when it is a node's refusal for rent (which account, and
 * the lamports it needs, read from the node or its logs), else undefined: the caller rethrows it.
 */
export async function solanaRentShortfall(
  error: unknown,
  context: SolanaRentShortfallContext,
): Promise<InstanceType<typeof SolanaInsufficientRentError> | undefined> {
  const texts = textsOf(error);
  const shortfall = texts.some((text) => RENT_RULE.test(text))
    ? await ruleShortfall(texts, context)
    : tokenAccountShortfall(texts, context);
  if (!shortfall) return undefined;
  const { symbol, decimals } = context.network.nativeCurrency;
  return new SolanaInsufficientRentError({
    ...shortfall,
    ...(shortfall.minimumLamports === undefined
      ? {}
      : { minimum: formatUnits(shortfall.minimumLamports, decimals) }),
    symbol,
  });
}
