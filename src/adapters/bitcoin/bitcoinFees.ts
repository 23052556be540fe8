import type { DecodedBitcoinAddress } from '../../core/address/bitcoinAddress';

// Virtual sizes (vbytes) of a transaction's parts, for fee estimates before the wallet builds it:
// segwit inputs as spent by a single key (P2WPKH: signature + key in the witness; P2TR key path: one
// Schnorr signature), outputs by script length. Rounded up; the wallet's own transaction may be a few
// vbytes smaller.

const OVERHEAD = 11; // version, locktime, counts, segwit marker and flag (10.5)
const INPUT: Record<DecodedBitcoinAddress['type'], number> = {
  p2wpkh: 68,
  p2tr: 58,
  p2pkh: 148,
  p2sh: 91, // as P2SH-P2WPKH
  p2wsh: 105,
  segwit: 58,
};

/** Output size: 8 (amount) + 1 (length) + the script. */
const outputSize = (script: string) => 9 + script.length / 2;

/** vbytes of spending `inputs` (of the sender's type) to the given output scripts. */
export function transferVsize(
  inputType: DecodedBitcoinAddress['type'],
  inputs: number,
  outputScripts: readonly string[],
): number {
  return OVERHEAD + inputs * INPUT[inputType] + outputScripts.reduce((sum, s) => sum + outputSize(s), 0);
}
