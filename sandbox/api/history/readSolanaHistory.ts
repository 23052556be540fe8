import type { HistoryResponse } from './HistoryTransaction';
import { historyPageSize } from './historyPageSize';
import {
  type ParsedSolanaTransaction,
  type SolanaHistoryChain,
  toSolanaHistoryTransaction,
} from './toSolanaHistoryTransaction';

// A Solana account's history from plain JSON-RPC, so it works against the sandbox chain and a real
// cluster alike (no indexer): the signatures of the wallet address and of its token accounts (a token
// received into an existing account never names the wallet itself), newest first, each read with
// getTransaction jsonParsed. Paged like a cluster's RPC is: `getSignaturesForAddress` with `before`.

/** One JSON-RPC call to the chain (the reader's). */
export type SolanaRpc = <T>(method: string, params: unknown[]) => Promise<T>;

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

interface SignatureInfo {
  signature: string;
  slot: number;
}

/**
 * A page (historyPageSize) of `owner`'s transactions on the chain, newest first: the newest, or those
 * before the signature `before` (the previous page's `next`). `next` is the page's last signature when
 * older ones follow, else null: one signature more than a page is asked of each address to know.
 */
export async function readSolanaHistory(
  rpc: SolanaRpc,
  owner: string,
  chain: SolanaHistoryChain,
  before?: string,
): Promise<HistoryResponse> {
  const tokenAccounts = await rpc<{ value: { pubkey: string }[] }>('getTokenAccountsByOwner', [
    owner,
    { programId: TOKEN_PROGRAM },
    { encoding: 'jsonParsed' },
  ]);
  const addresses = [owner, ...tokenAccounts.value.map((account) => account.pubkey)];
  // Each address's newest page before the cursor covers the merged page: a transaction of the merged
  // page is among the newest of every address it names.
  const options = { limit: historyPageSize + 1, ...(before ? { before } : {}) };
  const lists = await Promise.all(
    addresses.map((address) => rpc<SignatureInfo[]>('getSignaturesForAddress', [address, options])),
  );
  const bySignature = new Map<string, SignatureInfo>();
  for (const info of lists.flat()) bySignature.set(info.signature, info);
  const merged = [...bySignature.values()].sort((a, b) => b.slot - a.slot);
  const newest = merged.slice(0, historyPageSize);
  // The cursor is the last signature read, not the last entry shown: a transaction that is no
  // transfer of the owner's is left out of `data` but still passed.
  const next = merged.length > historyPageSize ? (newest.at(-1)?.signature ?? null) : null;
  const transactions = await Promise.all(
    newest.map(({ signature }) =>
      rpc<ParsedSolanaTransaction | null>('getTransaction', [
        signature,
        { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]),
    ),
  );
  const data = transactions.flatMap((tx) => {
    const entry = tx ? toSolanaHistoryTransaction(owner, tx, chain) : undefined;
    return entry ? [entry] : [];
  });
  return { data, next };
}
