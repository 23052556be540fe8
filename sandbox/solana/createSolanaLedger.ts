import {
  type Address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import type { LedgerInstruction } from './parseInstruction';
import { type RpcTokenBalance, tokenBalancesOf } from './tokenBalancesOf';

// The bookkeeping a JSON-RPC node keeps around litesvm: signature statuses, per-address signature
// lists and the slot. litesvm only runs transactions; this module decides what the chain "saw".

/** Thrown to the JSON-RPC layer; `code` and `data` go to the client as they are. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'SolanaRpcError';
  }
}

export interface SignatureStatus {
  slot: number;
  err: unknown;
}

export interface SignatureRecord {
  signature: string;
  slot: number;
  err: unknown;
  /** Seconds since the epoch (wall time when it settled: litesvm's clock does not move by itself). */
  blockTime: number;
}

/** What getTransaction answers about a settled transaction (balances before and after, per account key). */
export interface LedgerTransaction {
  slot: number;
  blockTime: number;
  err: unknown;
  fee: number;
  recentBlockhash: string;
  signatures: string[];
  accountKeys: { pubkey: string; signer: boolean; writable: boolean }[];
  instructions: LedgerInstruction[];
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: RpcTokenBalance[];
  postTokenBalances: RpcTokenBalance[];
  logMessages: string[];
}

/** Lamports per signature, as getFeeForMessage answers. */
const FEE_PER_SIGNATURE = 5000;

/** A litesvm failure as the JSON `err` value nodes report (close enough for clients: non-null). */
function errorJson(failed: FailedTransactionMetadata): unknown {
  const err = failed.err() as unknown;
  const describe = (value: unknown) =>
    typeof value === 'number'
      ? `TransactionError${value}`
      : String((value as { toString(): string }).toString());
  if (typeof err === 'object' && err !== null && 'index' in err) {
    const instruction = err as { index: number; err(): unknown };
    return { InstructionError: [instruction.index, describe(instruction.err())] };
  }
  return describe(err);
}

/** Creates the ledger over a LiteSVM; `onStatus` hears every signature the chain settles. */
export function createSolanaLedger(svm: LiteSVM) {
  const statuses = new Map<string, SignatureStatus>();
  const byAddress = new Map<string, SignatureRecord[]>();
  const transactions = new Map<string, LedgerTransaction>();
  const listeners = new Set<(signature: string, status: SignatureStatus) => void>();
  const base58 = getBase58Decoder();

  const slot = (): number => Number(svm.getClock().slot);

  // Each settled transaction is its own slot and gets a fresh blockhash, so that two identical
  // transfers in a row are two transactions (litesvm would call the second AlreadyProcessed).
  const advance = () => {
    svm.expireBlockhash();
    svm.warpToSlot(svm.getClock().slot + 1n);
  };

  const settle = (signature: string, err: unknown, accounts: readonly string[]): SignatureRecord => {
    const status = { slot: slot(), err };
    const blockTime = Math.floor(Date.now() / 1000);
    statuses.set(signature, status);
    for (const account of accounts) {
      const list = byAddress.get(account) ?? [];
      list.unshift({ signature, slot: status.slot, err, blockTime });
      byAddress.set(account, list);
    }
    advance();
    for (const listener of listeners) listener(signature, status);
    return { signature, slot: status.slot, err, blockTime };
  };

  /** Decodes wire bytes into a litesvm transaction and its base58 signature (the first one). */
  const decode = (bytes: Uint8Array) => {
    let transaction: Transaction;
    let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
    let accounts: string[];
    try {
      transaction = getTransactionDecoder().decode(bytes);
      message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
      accounts = message.staticAccounts;
    } catch (error) {
      throw new SolanaRpcError(-32602, `failed to deserialize transaction: ${(error as Error).message}`);
    }
    const first = Object.values(transaction.signatures)[0];
    if (!first) throw new SolanaRpcError(-32602, 'transaction has no signature');
    return { transaction, message, signature: base58.decode(first), accounts };
  };

  /** The parts of a decoded message getTransaction reports: key roles and resolved instructions. */
  const describeMessage = (message: ReturnType<typeof decode>['message'], accounts: readonly string[]) => {
    const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
    const accountKeys = accounts.map((pubkey, index) => ({
      pubkey,
      signer: index < numSignerAccounts,
      writable:
        index < numSignerAccounts
          ? index < numSignerAccounts - numReadonlySignerAccounts
          : index < accounts.length - numReadonlyNonSignerAccounts,
    }));
    // Legacy and v0 messages list their instructions; a v1 message (not sent by the kit) reports none.
    const compiled = 'instructions' in message ? message.instructions : [];
    const instructions = compiled.map((instruction) => ({
      programId: accounts[instruction.programAddressIndex] ?? '',
      accounts: (instruction.accountIndices ?? []).map((index) => accounts[index] ?? ''),
      data: new Uint8Array(instruction.data ?? []),
    }));
    return { accountKeys, instructions, numSignerAccounts };
  };

  return {
    svm,
    slot,
    statuses,
    decode,
    onStatus(listener: (signature: string, status: SignatureStatus) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Runs a transaction; with preflight, a failure is refused (-32002) and leaves no trace. */
    send(bytes: Uint8Array, preflight: boolean): string {
      const { transaction, message, signature, accounts } = decode(bytes);
      if (preflight) {
        const simulated = svm.simulateTransaction(transaction);
        if (simulated instanceof FailedTransactionMetadata) {
          throw new SolanaRpcError(-32002, `Transaction simulation failed: ${simulated.toString()}`, {
            err: errorJson(simulated),
            logs: simulated.meta().logs(),
          });
        }
      }
      const { accountKeys, instructions, numSignerAccounts } = describeMessage(message, accounts);
      const lamportsOf = () => accounts.map((key) => Number(svm.getBalance(key as Address) ?? 0n));
      const preBalances = lamportsOf();
      const preTokenBalances = tokenBalancesOf(svm, accounts);
      const result = svm.sendTransaction(transaction);
      const failed = result instanceof FailedTransactionMetadata;
      const logMessages = (failed ? result.meta() : result).logs();
      const postBalances = lamportsOf();
      const postTokenBalances = tokenBalancesOf(svm, accounts);
      const record = settle(signature, failed ? errorJson(result) : null, accounts);
      transactions.set(signature, {
        slot: record.slot,
        blockTime: record.blockTime,
        err: record.err,
        fee: FEE_PER_SIGNATURE * numSignerAccounts,
        recentBlockhash: message.lifetimeToken,
        signatures: Object.values(transaction.signatures).flatMap((bytes) =>
          bytes ? [base58.decode(bytes)] : [],
        ),
        accountKeys,
        instructions,
        preBalances,
        postBalances,
        preTokenBalances,
        postTokenBalances,
        logMessages,
      });
      return signature;
    },
    /** Simulates without changing anything. */
    simulate(bytes: Uint8Array): { err: unknown; logs: string[]; unitsConsumed: number } {
      const { transaction } = decode(bytes);
      const result = svm.simulateTransaction(transaction);
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta();
        return {
          err: errorJson(result),
          logs: meta.logs(),
          unitsConsumed: Number(meta.computeUnitsConsumed()),
        };
      }
      const meta = result.meta();
      return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
    },
    airdrop(to: Address, lamports: bigint): string {
      const result = svm.airdrop(to, lamports as never);
      if (!result || result instanceof FailedTransactionMetadata) {
        throw new SolanaRpcError(-32603, `airdrop to ${to} failed`);
      }
      const signature = base58.decode(result.signature());
      settle(signature, null, [to]);
      return signature;
    },
    signaturesFor(account: string): SignatureRecord[] {
      return byAddress.get(account) ?? [];
    },
    /** A transaction sent through `send`, or undefined (airdrops are litesvm's own and not kept). */
    transaction(signature: string): LedgerTransaction | undefined {
      return transactions.get(signature);
    },
  };
}

export type SolanaLedger = ReturnType<typeof createSolanaLedger>;
