import { iconUrl } from '../icons/sandboxIcons';
import type { HistoryTransaction, HistoryTransfer, OperationType } from './HistoryTransaction';

// A Solana transaction (getTransaction, jsonParsed) as an entry of an account's history, in the same
// wire shape as the EVM entries: the account's SOL and SPL transfers with direction, parties, amount
// and token; hash = signature. A token instruction names token accounts, so their owners and mints come
// from the transaction's token balances, as any client of plain RPC has to do.

/** The fields of a jsonParsed getTransaction answer this module reads. */
export interface ParsedSolanaTransaction {
  slot: number;
  blockTime: number | null;
  meta: {
    err: unknown;
    preTokenBalances?: {
      accountIndex: number;
      mint: string;
      owner?: string;
      uiTokenAmount: { decimals: number };
    }[];
    postTokenBalances?: {
      accountIndex: number;
      mint: string;
      owner?: string;
      uiTokenAmount: { decimals: number };
    }[];
  } | null;
  transaction: {
    signatures: string[];
    message: {
      accountKeys: { pubkey: string }[];
      instructions: { programId: string; parsed?: { type?: string; info?: Record<string, unknown> } }[];
    };
  };
}

/** What the entry needs to know of its chain: tokens it names and prices, and where icons are served. */
export interface SolanaHistoryChain {
  caipNetworkId: string;
  /** Known SPL tokens by mint; others are named by their mint. */
  tokens: ReadonlyMap<string, { name: string; symbol: string; price?: number }>;
  /** USD price of SOL; 0 or absent when unknown. */
  nativePriceUsd?: number;
  baseUrl: string;
}

interface Movement {
  sender: string;
  recipient: string;
  /** Base units. */
  amount: bigint;
  /** Undefined for SOL. */
  mint?: string;
  decimals: number;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Base units as a decimal string in whole units ("0.1"). */
function toNumeric(amount: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals);
  const fraction = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${amount / base}.${fraction}` : `${amount / base}`;
}

/** The transfers of the transaction's parsed instructions, token accounts resolved to their owners. */
function movements(tx: ParsedSolanaTransaction): Movement[] {
  const keys = tx.transaction.message.accountKeys.map((key) => key.pubkey);
  const tokenAccounts = new Map<string, { owner?: string; mint: string; decimals: number }>();
  for (const balance of [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])]) {
    const key = keys[balance.accountIndex];
    if (key)
      tokenAccounts.set(key, {
        owner: balance.owner,
        mint: balance.mint,
        decimals: balance.uiTokenAmount.decimals,
      });
  }
  const result: Movement[] = [];
  for (const { parsed } of tx.transaction.message.instructions) {
    const info = parsed?.info ?? {};
    const source = text(info.source);
    const destination = text(info.destination);
    if (!source || !destination) continue;
    if (parsed?.type === 'transfer' && typeof info.lamports === 'number') {
      result.push({ sender: source, recipient: destination, amount: BigInt(info.lamports), decimals: 9 });
      continue;
    }
    if (parsed?.type !== 'transfer' && parsed?.type !== 'transferChecked') continue;
    const from = tokenAccounts.get(source);
    const to = tokenAccounts.get(destination);
    const checked = info.tokenAmount as { amount?: unknown } | undefined;
    const amount = text(info.amount) ?? text(checked?.amount);
    const mint = text(info.mint) ?? from?.mint ?? to?.mint;
    if (!from?.owner || !to?.owner || amount === undefined || !mint) continue;
    result.push({
      sender: from.owner,
      recipient: to.owner,
      amount: BigInt(amount),
      mint,
      decimals: from.decimals,
    });
  }
  return result;
}

function toTransfer(owner: string, movement: Movement, chain: SolanaHistoryChain): HistoryTransfer {
  const direction = movement.sender === owner ? (movement.recipient === owner ? 'self' : 'out') : 'in';
  const numeric = toNumeric(movement.amount, movement.decimals);
  const token = movement.mint ? chain.tokens.get(movement.mint) : undefined;
  const symbol = movement.mint ? (token?.symbol ?? movement.mint.slice(0, 4)) : 'SOL';
  const name = movement.mint ? (token?.name ?? movement.mint) : 'Solana';
  // Only SOL and known tokens get a symbol's icon: an unknown mint could call itself anything.
  const icon = iconUrl(chain.baseUrl, movement.mint && !token ? 'token' : symbol);
  const transfer: HistoryTransfer = {
    direction,
    sender: movement.sender,
    recipient: movement.recipient,
    quantity: { numeric },
    fungible_info: { name, symbol, icon: { url: icon }, flags: { is_spam: false } },
  };
  const price = movement.mint ? token?.price : chain.nativePriceUsd;
  if (price) {
    transfer.price = price;
    transfer.value = Number(numeric) * price;
  }
  return transfer;
}

/** Mirrors the EVM indexer's rule for plain transfers: in and out is a trade, in only a receive. */
function operationType(transfers: readonly HistoryTransfer[]): OperationType {
  const ins = transfers.some((t) => t.direction === 'in');
  const outs = transfers.some((t) => t.direction === 'out');
  if (ins && outs) return 'trade';
  if (ins) return 'receive';
  return transfers.length > 0 ? 'send' : 'execute';
}

/** The history entry of `tx` for `owner`, or undefined when it has no block time (not yet in a block). */
export function toSolanaHistoryTransaction(
  owner: string,
  tx: ParsedSolanaTransaction,
  chain: SolanaHistoryChain,
): HistoryTransaction | undefined {
  const hash = tx.transaction.signatures[0];
  if (tx.blockTime === null || !hash) return undefined;
  const failed = tx.meta?.err !== null && tx.meta?.err !== undefined;
  // A failed transaction moved nothing but its fee: its instructions are intent, not transfers.
  const transfers = (failed ? [] : movements(tx))
    .filter((m) => m.sender === owner || m.recipient === owner)
    .map((m) => toTransfer(owner, m, chain));
  const feePayer = tx.transaction.message.accountKeys[0]?.pubkey ?? '';
  const first = transfers[0];
  const programId = tx.transaction.message.instructions[0]?.programId ?? '';
  return {
    id: `${chain.caipNetworkId}:${hash}`,
    metadata: {
      operationType: operationType(transfers),
      hash,
      minedAt: new Date(tx.blockTime * 1000).toISOString(),
      sentFrom: feePayer,
      // Solana has no single "to": the account's first counterparty, else the program called.
      sentTo: (first?.direction === 'in' ? first.sender : first?.recipient) ?? programId,
      status: failed ? 'failed' : 'confirmed',
      // Solana transactions have no account nonce; the wire field is required, so 0.
      nonce: 0,
      chain: chain.caipNetworkId,
    },
    transfers,
  };
}
