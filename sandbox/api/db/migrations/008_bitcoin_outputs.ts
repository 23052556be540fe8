import type { Migration } from './Migration';

/**
 * What the Bitcoin indexer (sandbox/api/indexer/bitcoin) keeps of a bip122 chain's blocks: every output
 * with its script and value, and every spend of one. An address's UTXOs are its script's outputs no
 * spend names, confirmed ones only (the mempool is not indexed). The block hashes go to
 * `indexed_blocks` as the EVM chains' do (the chain ids differ), so a reorg finds its common ancestor
 * the same way; `block_number` lets it delete everything above that block.
 */
export const bitcoinOutputsMigration: Migration = {
  id: 8,
  name: 'bitcoin outputs',
  sql: `
    create table bitcoin_outputs (
      chain_id text not null,
      txid text not null,
      vout integer not null,
      -- scriptPubKey, hex: the API asks by script (an address decodes to one), never by the node's encoding
      script text not null,
      -- satoshis (21e14 at most: an int8)
      value bigint not null,
      block_number bigint not null,
      primary key (chain_id, txid, vout)
    );
    create index bitcoin_outputs_script_idx on bitcoin_outputs (chain_id, script);
    create index bitcoin_outputs_block_idx on bitcoin_outputs (chain_id, block_number);

    -- One row per spent output: the transaction and block that spent it.
    create table bitcoin_spends (
      chain_id text not null,
      txid text not null,
      vout integer not null,
      spent_by text not null,
      block_number bigint not null,
      primary key (chain_id, txid, vout)
    );
    create index bitcoin_spends_block_idx on bitcoin_spends (chain_id, block_number);
  `,
};
