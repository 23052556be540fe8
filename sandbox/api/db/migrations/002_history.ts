import type { Migration } from './Migration';

/**
 * Tables the history indexer fills from the chains and GET /v1/account/{account}/history reads.
 * Addresses and hashes are stored lower-case; answers checksum them. Amounts and token ids are
 * numeric(78): a uint256 has up to 78 digits. block_number columns let a chain rewind (evm_revert, a
 * reorg) delete everything above the block it went back to.
 */
export const historyMigration: Migration = {
  id: 2,
  name: 'history',
  sql: `
    -- One row per block the indexer has written; the highest is where it resumes, and the hashes
    -- find the block a rewound chain went back to.
    create table indexed_blocks (
      chain_id text not null,
      number bigint not null,
      hash text not null,
      primary key (chain_id, number)
    );

    -- Token metadata, read from the contract once, when the indexer first meets it.
    create table tokens (
      chain_id text not null,
      address text not null,
      standard text not null check (standard in ('erc20', 'erc721')),
      name text not null,
      symbol text not null,
      decimals integer not null,
      -- a contract created in blocks a rewind removes may come back at the same address as another one
      first_block bigint not null,
      primary key (chain_id, address)
    );

    -- Tokens whose transfers the API flags as spam (the kit hides a transaction whose transfers all are).
    create table spam_tokens (
      chain_id text not null,
      address text not null,
      primary key (chain_id, address)
    );

    create table transactions (
      chain_id text not null,
      hash text not null,
      block_number bigint not null,
      -- seconds since the epoch, as blocks carry it
      block_time bigint not null,
      tx_index integer not null,
      sender text not null,
      -- the called account, or the created contract for a deployment
      recipient text not null,
      nonce bigint not null,
      status text not null check (status in ('confirmed', 'failed')),
      primary key (chain_id, hash)
    );

    -- Asset movements of a transaction: its native value, ERC-20 and ERC-721 Transfer logs, and the
    -- native payout a sandbox pool's Swap log reports (an internal transfer no log shows otherwise).
    create table transfers (
      chain_id text not null,
      tx_hash text not null,
      -- -1 for the transaction's own value, else the index of the log it comes from
      position integer not null,
      block_number bigint not null,
      standard text not null check (standard in ('native', 'erc20', 'erc721')),
      -- null for the native token
      token text,
      sender text not null,
      recipient text not null,
      -- base units; 1 for an ERC-721 token
      amount numeric(78, 0) not null,
      token_id numeric(78, 0),
      primary key (chain_id, tx_hash, position)
    );

    -- Who sees which transaction in their history, and as what (send, receive, trade...): one row per
    -- account taking part. The sort columns are copied here so a page is one index range.
    create table account_transactions (
      account text not null,
      -- byte order, whatever the database's default collation: page cursors compare chain ids in
      -- JavaScript too, and both sides must agree
      chain_id text collate "C" not null,
      tx_hash text not null,
      block_time bigint not null,
      block_number bigint not null,
      tx_index integer not null,
      operation_type text not null,
      primary key (account, chain_id, tx_hash)
    );
    -- Newest first across chains: scanned backwards from the cursor's position.
    create index account_transactions_page_idx
      on account_transactions (account, block_time, block_number, tx_index, chain_id);
    -- The same for one chain (the kit always asks for the active network).
    create index account_transactions_chain_page_idx
      on account_transactions (account, chain_id, block_time, block_number, tx_index);
    create index account_transactions_block_idx on account_transactions (chain_id, block_number);
    create index transactions_block_idx on transactions (chain_id, block_number);
    create index transfers_block_idx on transfers (chain_id, block_number);
  `,
};
