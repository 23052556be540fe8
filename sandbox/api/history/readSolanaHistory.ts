import type { HistoryTransaction } from './HistoryTransaction';
import { historyPageSize } from './readHistoryPage';
import {
  type ParsedSolanaTransaction,
  type SolanaHistoryChain,
  toSolanaHistoryTransaction,
} from './toSolanaHistoryTransaction';

// A Solana account's history from plain JSON-RPC, so it works against the sandbox chain and a real
// cluster alike (no indexer): the signatures of the wallet address and of its token accounts (a token
// received into an existing account never names the wallet itself), newest first, each read with
// getTransaction jsonParsed.

/** One JSON-RPC call to the chain (the reader's). */
export type SolanaRpc = <T>(method: string, params: unknown[]) => Promise<T>;

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

interface SignatureInfo {
  signature: string;
  slot: number;
}

/** The newest page (historyPageSize) of `owner`'s transactions on the chain. */
export async function readSolanaHistory(
  rpc: SolanaRpc,
  owner: string,
  chain: SolanaHistoryChain,
): Promise<HistoryTransaction[]> {
  const tokenAccounts = await rpc<{ value: { pubkey: string }[] }>('getTokenAccountsByOwner', [
    owner,
    { programId: TOKEN_PROGRAM },
    { encoding: 'jsonParsed' },
  ]);
  const addresses = [owner, ...tokenAccounts.value.map((account) => account.pubkey)];
  const lists = await Promise.all(
    addresses.map((address) =>
      rpc<SignatureInfo[]>('getSignaturesForAddress', [address, { limit: historyPageSize }]),
    ),
  );
  const bySignature = new Map<string, SignatureInfo>();
  for (const info of lists.flat()) bySignature.set(info.signature, info);
  const newest = [...bySignature.values()].sort((a, b) => b.slot - a.slot).slice(0, historyPageSize);
  const transactions = await Promise.all(
    newest.map(({ signature }) =>
      rpc<ParsedSolanaTransaction | null>('getTransaction', [
        signature,
        { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]),
    ),
  );
  return transactions.flatMap((tx) => {
    const entry = tx ? toSolanaHistoryTransaction(owner, tx, chain) : undefined;
    return entry ? [entry] : [];
  });
}
