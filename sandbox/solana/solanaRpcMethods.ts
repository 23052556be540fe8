import { type Address, getBase58Encoder } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { type SolanaLedger, SolanaRpcError } from './createSolanaLedger';
import { parseInstruction } from './parseInstruction';
import {
  decodeMintDecimals,
  decodeTokenAccount,
  parseTokenProgramData,
  toAddress,
} from './parseTokenAccount';
import { SOLANA_SANDBOX_GENESIS_HASH } from './solanaSandboxAccounts';

// The JSON-RPC methods web3.js 1.x Connection, sendAndConfirmTransaction and SPL token reads need
// (../shared/INFRA.md, "Solana"), answered from litesvm through the ledger. Shapes follow the Solana
// RPC docs; fields web3.js does not read are left out.

type Params = readonly unknown[];
type Method = (params: Params) => unknown;

/** How many slots a blockhash stays valid, as on real clusters. */
const BLOCKHASH_VALIDITY = 150;

const PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
];

function decodeWire(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw new SolanaRpcError(-32602, 'invalid transaction: expected a string');
  if (encoding === 'base58') return new Uint8Array(getBase58Encoder().encode(value));
  return new Uint8Array(Buffer.from(value, 'base64'));
}

const configOf = (params: Params, index: number): Record<string, unknown> => {
  const config = params[index];
  return typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
};

function addressParam(params: Params, index = 0): Address {
  const value = toAddress(params[index]);
  if (!value)
    throw new SolanaRpcError(-32602, `Invalid param: ${String(params[index])} is not a valid public key`);
  return value;
}

/** Builds the method table over a ledger. */
export function solanaRpcMethods(ledger: SolanaLedger): Record<string, Method> {
  const { svm } = ledger;
  const context = () => ({ apiVersion: '2.1.0', slot: ledger.slot() });
  const withContext = (value: unknown) => ({ context: context(), value });

  const mintDecimals = (mint: Address) => {
    const account = svm.getAccount(mint);
    return account.exists ? decodeMintDecimals(account.data) : null;
  };

  const accountJson = (key: Address, encoding: unknown) => {
    const account = svm.getAccount(key);
    if (!account.exists) return null;
    const parsed =
      encoding === 'jsonParsed'
        ? parseTokenProgramData(account.programAddress, account.data, mintDecimals)
        : null;
    return {
      data: parsed ?? [Buffer.from(account.data).toString('base64'), 'base64'],
      executable: account.executable,
      lamports: Number(account.lamports),
      owner: account.programAddress,
      rentEpoch: 0,
      space: account.data.length,
    };
  };

  const statusJson = (signature: unknown) => {
    const status = typeof signature === 'string' ? ledger.statuses.get(signature) : undefined;
    if (!status) return null;
    return {
      slot: status.slot,
      confirmations: null,
      err: status.err,
      status: status.err === null ? { Ok: null } : { Err: status.err },
      confirmationStatus: 'finalized',
    };
  };

  return {
    getGenesisHash: () => SOLANA_SANDBOX_GENESIS_HASH,
    getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
    getHealth: () => 'ok',
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot(),
      blockHeight: ledger.slot(),
      epoch: 0,
      slotIndex: ledger.slot(),
      slotsInEpoch: 432_000,
      transactionCount: ledger.statuses.size,
    }),
    getBalance: (params) => withContext(Number(svm.getBalance(addressParam(params)) ?? 0n)),
    getAccountInfo: (params) => withContext(accountJson(addressParam(params), configOf(params, 1).encoding)),
    getMultipleAccounts: (params) => {
      const keys = Array.isArray(params[0]) ? (params[0] as unknown[]) : [];
      const encoding = configOf(params, 1).encoding;
      return withContext(keys.map((_, index) => accountJson(addressParam(keys, index), encoding)));
    },
    getLatestBlockhash: () =>
      withContext({
        blockhash: svm.latestBlockhash(),
        lastValidBlockHeight: ledger.slot() + BLOCKHASH_VALIDITY,
      }),
    isBlockhashValid: () => withContext(true),
    getMinimumBalanceForRentExemption: (params) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(Number(params[0]) || 0))),
    getFeeForMessage: () => withContext(5000),
    getRecentPrioritizationFees: () => [],
    sendTransaction: (params) => {
      const config = configOf(params, 1);
      if (
        config.preflightCommitment !== undefined &&
        !PREFLIGHT_COMMITMENTS.includes(String(config.preflightCommitment))
      )
        throw new SolanaRpcError(
          -32602,
          `Invalid param: unknown preflightCommitment ${String(config.preflightCommitment)}`,
        );
      if (typeof config.minContextSlot === 'number' && config.minContextSlot > ledger.slot()) {
        throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', {
          contextSlot: ledger.slot(),
        });
      }
      return ledger.send(decodeWire(params[0], config.encoding), config.skipPreflight !== true);
    },
    simulateTransaction: (params) => {
      const config = configOf(params, 1);
      const result = ledger.simulate(decodeWire(params[0], config.encoding));
      return withContext({ ...result, accounts: null, returnData: null });
    },
    requestAirdrop: (params) => ledger.airdrop(addressParam(params), BigInt(Number(params[1]) || 0)),
    getSignatureStatuses: (params) => {
      const signatures = Array.isArray(params[0]) ? (params[0] as unknown[]) : [];
      return withContext(signatures.map(statusJson));
    },
    getSignaturesForAddress: (params) => {
      const config = configOf(params, 1);
      const limit = Number(config.limit) || 1000;
      let records = ledger.signaturesFor(addressParam(params));
      // `before` pages back from a transaction (of any address), as a cluster does: only older ones;
      // a signature the chain does not know finds none. One transaction per slot here, so by slot.
      if (config.before !== undefined) {
        const before = typeof config.before === 'string' ? ledger.statuses.get(config.before) : undefined;
        records = before ? records.filter((record) => record.slot < before.slot) : [];
      }
      return records
        .slice(0, limit)
        .map((record) => ({ ...record, memo: null, confirmationStatus: 'finalized' }));
    },
    // jsonParsed only: the form history readers ask for (parsed transfers, token account owners).
    getTransaction: (params) => {
      const encoding = configOf(params, 1).encoding;
      if (encoding !== 'jsonParsed')
        throw new SolanaRpcError(
          -32602,
          `Invalid param: the sandbox answers getTransaction in jsonParsed only`,
        );
      const record = typeof params[0] === 'string' ? ledger.transaction(params[0]) : undefined;
      if (!record) return null;
      const { slot, blockTime, err, fee, preBalances, postBalances, preTokenBalances, postTokenBalances } =
        record;
      return {
        slot,
        blockTime,
        version: 'legacy',
        meta: {
          err,
          status: err === null ? { Ok: null } : { Err: err },
          fee,
          preBalances,
          postBalances,
          preTokenBalances,
          postTokenBalances,
          innerInstructions: [],
          logMessages: record.logMessages,
        },
        transaction: {
          signatures: record.signatures,
          message: {
            accountKeys: record.accountKeys.map((key) => ({ ...key, source: 'transaction' })),
            instructions: record.instructions.map(parseInstruction),
            recentBlockhash: record.recentBlockhash,
          },
        },
      };
    },
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params);
      const filter = configOf(params, 1);
      const encoding = configOf(params, 2).encoding;
      if (filter.programId !== undefined && filter.programId !== TOKEN_PROGRAM_ADDRESS)
        return withContext([]);
      const accounts = svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
        const token = decodeTokenAccount(account.data as Uint8Array);
        return token?.owner === owner && (filter.mint === undefined || token.mint === filter.mint);
      });
      return withContext(
        accounts.map((account) => ({
          pubkey: account.address,
          account: accountJson(account.address, encoding),
        })),
      );
    },
    getTokenAccountBalance: (params) => {
      const parsed = accountJson(addressParam(params), 'jsonParsed')?.data as
        | { parsed?: { info?: { tokenAmount?: unknown } } }
        | undefined;
      const amount = parsed?.parsed?.info?.tokenAmount;
      if (!amount) throw new SolanaRpcError(-32602, 'Invalid param: not a Token account');
      return withContext(amount);
    },
  };
}
