import type { Database } from '../../db/Database';

/** An unspent output as GET /v1/bitcoin/utxos answers it. */
export interface BitcoinUnspentRow {
  txid: string;
  vout: number;
  /** Satoshis, as a decimal string. */
  value: string;
  /** The block it was confirmed in. */
  height: number;
}

/**
 * The confirmed outputs of `script` on the chain that no confirmed transaction spends, oldest first
 * (as the node's UTXO set has them: a spend still in the mempool does not remove one).
 */
export async function queryBitcoinUnspents(
  db: Database,
  chainId: string,
  script: string,
): Promise<BitcoinUnspentRow[]> {
  const { rows } = await db.query<{ txid: string; vout: number; value: string; height: number }>(
    `select o.txid, o.vout, o.value::text as value, o.block_number::int as height
     from bitcoin_outputs o
     left join bitcoin_spends s on s.chain_id = o.chain_id and s.txid = o.txid and s.vout = o.vout
     where o.chain_id = $1 and o.script = $2 and s.txid is null
     order by o.block_number, o.txid, o.vout`,
    [chainId, script],
  );
  return rows.map((row) => ({
    txid: row.txid,
    vout: Number(row.vout),
    value: row.value,
    height: Number(row.height),
  }));
}
