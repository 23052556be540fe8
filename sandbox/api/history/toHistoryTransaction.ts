import { formatUnits, getAddress } from 'viem';
import type { NativeCurrency, UsdPrices } from '../chain/createChainReader';
import { iconUrl } from '../icons/sandboxIcons';
import type { HistoryTransaction, HistoryTransfer } from './HistoryTransaction';
import type { HistoryEntry } from './queryHistoryPage';
import type { HistoryTransferRow } from './queryHistoryTransfers';

/** What the answer needs to know about the entry's chain besides the database. */
export interface HistoryChainView {
  nativeCurrency: NativeCurrency;
  /** Pool prices now; absent when the chain could not be read (the answer then carries no USD). */
  prices: UsdPrices | undefined;
  /** Lower-case addresses of the sandbox's listed tokens, the only ones shown with their own icon. */
  listedTokens: ReadonlySet<string>;
  baseUrl: string;
}

/** The wire form of one history entry and the account's transfers in it, addresses checksummed. */
export function toHistoryTransaction(
  account: string,
  entry: HistoryEntry,
  transfers: readonly HistoryTransferRow[],
  chain: HistoryChainView,
): HistoryTransaction {
  return {
    id: `${entry.chainId}:${entry.hash}`,
    metadata: {
      operationType: entry.operationType,
      hash: entry.hash,
      minedAt: new Date(entry.blockTime * 1000).toISOString(),
      sentFrom: getAddress(entry.sender),
      sentTo: getAddress(entry.recipient),
      status: entry.status,
      nonce: entry.nonce,
      chain: entry.chainId,
    },
    transfers: transfers.map((transfer) => toTransfer(account, transfer, chain)),
  };
}

function toTransfer(account: string, row: HistoryTransferRow, chain: HistoryChainView): HistoryTransfer {
  const direction = row.sender === account ? (row.recipient === account ? 'self' : 'out') : 'in';
  // The transfer's own parties: for a token the transaction's sentTo is the contract, not the receiver.
  const parties = { sender: getAddress(row.sender), recipient: getAddress(row.recipient) };
  const flags = { is_spam: row.isSpam };
  if (row.standard === 'erc721') {
    return {
      direction,
      ...parties,
      quantity: { numeric: '1' },
      nft_info: { name: `${row.name ?? 'Unknown collection'} #${row.tokenId ?? '?'}`, flags },
    };
  }
  const native = row.standard === 'native';
  const decimals = native ? chain.nativeCurrency.decimals : (row.decimals ?? 0);
  const numeric = formatUnits(BigInt(row.amount), decimals);
  const name = native ? chain.nativeCurrency.name : (row.name ?? 'Unknown token');
  const symbol = native ? chain.nativeCurrency.symbol : (row.symbol ?? '');
  // A token of its own choosing could call itself USDC: only listed tokens get a symbol's icon.
  const listed = native || (row.token !== null && chain.listedTokens.has(row.token));
  const transfer: HistoryTransfer = {
    direction,
    ...parties,
    quantity: { numeric },
    fungible_info: { name, symbol, icon: { url: iconUrl(chain.baseUrl, listed ? symbol : 'token') }, flags },
  };
  const price = native ? chain.prices?.native : row.token ? chain.prices?.tokens.get(row.token) : undefined;
  if (price !== undefined && !row.isSpam) {
    transfer.price = price;
    transfer.value = Number(numeric) * price;
  }
  return transfer;
}
