import type { HistoryRows, TransferRow } from '../sandbox/api/indexer/HistoryRows';

export interface HistoryBenchRowsParameters {
  /** Lower-case; the account whose history the bench reads. */
  account: string;
  chainId: string;
  /** Lower-case address of an ERC-20 the database already has metadata for (the sandbox USDC). */
  token: string;
  count: number;
  /** Block number of the oldest transaction; later ones follow, four per block, 2 s apart. */
  firstBlock: bigint;
  firstTime: bigint;
}

/** A counterparty per transaction, from a pool of 50, so the table holds other accounts' rows too. */
const counterparty = (index: number) => `0x${(0xc0ffee00 + (index % 50)).toString(16).padStart(40, '0')}`;

/**
 * `count` made-up transactions of one account as the indexer would have written them: native and
 * ERC-20 sends and receives in turn, every tenth a trade with two legs, each with an entry for the
 * counterparty as well. Hashes are unique per index, so the same seed never collides with itself.
 */
export function historyBenchRows(parameters: HistoryBenchRowsParameters): HistoryRows {
  const { account, chainId, token } = parameters;
  const rows: HistoryRows = { blocks: [], tokens: [], transactions: [], transfers: [], entries: [] };
  for (let index = 0; index < parameters.count; index++) {
    const hash = `0x${'be'.repeat(12)}${index.toString(16).padStart(40, '0')}`;
    const blockNumber = parameters.firstBlock + BigInt(index >> 2);
    const blockTime = parameters.firstTime + 2n * BigInt(index >> 2);
    const txIndex = index & 3;
    const other = counterparty(index);
    const outgoing = index % 2 === 1;
    const trade = index % 10 === 0;
    const [sender, recipient] = outgoing || trade ? [account, other] : [other, account];
    const transfer = (position: number, erc20: boolean, from: string, to: string): TransferRow => ({
      chainId,
      txHash: hash,
      position,
      blockNumber,
      standard: erc20 ? 'erc20' : 'native',
      token: erc20 ? token : null,
      sender: from,
      recipient: to,
      amount: erc20 ? 1_000_000n * BigInt(1 + (index % 97)) : 10n ** 15n * BigInt(1 + (index % 89)),
      tokenId: null,
    });
    const erc20 = index % 4 >= 2;
    rows.transactions.push({
      chainId,
      hash,
      blockNumber,
      blockTime,
      txIndex,
      sender,
      recipient,
      nonce: index,
      status: 'confirmed',
    });
    rows.transfers.push(
      ...(trade
        ? [transfer(-1, false, account, other), transfer(0, true, other, account)]
        : [transfer(erc20 ? 0 : -1, erc20, sender, recipient)]),
    );
    const position = { chainId, txHash: hash, blockTime, blockNumber, txIndex };
    rows.entries.push(
      { ...position, account, operationType: trade ? 'trade' : outgoing ? 'send' : 'receive' },
      { ...position, account: other, operationType: trade ? 'trade' : outgoing ? 'receive' : 'send' },
    );
  }
  return rows;
}
