import { hex } from '@scure/base';
import { selectUTXO, type Transaction } from '@scure/btc-signer';
import type { BTC_NETWORK } from '@scure/btc-signer/utils.js';
import type { BitcoinUtxo } from '../createBitcoinReader';

// Coin selection and the unsigned transaction of a transfer, with @scure/btc-signer: the dev wallet's
// `sendTransfer` (and the tests' hand-made spends). Inputs are the sender's confirmed outputs; change
// goes back to the sender. Taproot inputs carry their internal key so the key-path spend can be signed.

export interface BuildBitcoinTransferParameters {
  utxos: readonly BitcoinUtxo[];
  recipients: readonly { address: string; amount: bigint }[];
  /** sat/vB. */
  feeRate: number;
  changeAddress: string;
  network: BTC_NETWORK;
  /** For a P2TR sender: its x-only key (hex). */
  tapInternalKey?: string;
}

/** The unsigned transaction and its fee; undefined when the outputs cannot pay for it. */
export function buildBitcoinTransfer(
  parameters: BuildBitcoinTransferParameters,
): { tx: Transaction; fee: bigint } | undefined {
  const inputs = parameters.utxos.map((utxo) => ({
    txid: hex.decode(utxo.txid),
    index: utxo.vout,
    witnessUtxo: { script: hex.decode(utxo.script), amount: utxo.value },
    ...(parameters.tapInternalKey ? { tapInternalKey: hex.decode(parameters.tapInternalKey) } : {}),
  }));
  const selected = selectUTXO(inputs, [...parameters.recipients], 'default', {
    feePerByte: BigInt(Math.ceil(parameters.feeRate)),
    changeAddress: parameters.changeAddress,
    network: parameters.network,
    createTx: true,
    bip69: false,
  });
  if (!selected?.tx || selected.fee === undefined) return undefined;
  return { tx: selected.tx, fee: selected.fee };
}
