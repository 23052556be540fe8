import { encodeBase58Check } from '../../core/address/base58Check';
import { BECH32, BECH32M, bytesToWords, encodeBech32Words } from '../../core/address/bech32';
import { BITCOIN_SEGWIT_PREFIXES, type BitcoinAddressFamily } from '../../core/address/bitcoinAddress';

// The other way from core/address/bitcoinAddress.ts: an output script to the address a network's wallets
// show for it, so the chain client, handed a script, can ask the reference API by address. Segwit scripts
// become bech32 (v0) or bech32m (v1+) addresses, P2PKH and P2SH Base58Check ones; any other script has none.

const encodeSegwit = (hrp: string, version: number, program: Uint8Array) =>
  encodeBech32Words(hrp, [version, ...bytesToWords(program)], version === 0 ? BECH32 : BECH32M);

const encodeLegacy = (version: number, hash: Uint8Array) =>
  encodeBase58Check(Uint8Array.from([version, ...hash]));

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** The address of an output script (hex) on a network family; undefined for a script no address names. */
export function bitcoinScriptAddress(script: string, family: BitcoinAddressFamily): string | undefined {
  if (!/^(?:[0-9a-f]{2})+$/.test(script)) return undefined;
  const bytes = fromHex(script);
  const [op, push] = [bytes[0]!, bytes[1]];
  // Segwit: OP_0 or OP_1..OP_16, then one push of the whole 2-40 byte program.
  if ((op === 0 || (op >= 0x51 && op <= 0x60)) && push === bytes.length - 2 && push >= 2 && push <= 40) {
    const version = op === 0 ? 0 : op - 0x50;
    if (version === 0 && push !== 20 && push !== 32) return undefined;
    return encodeSegwit(BITCOIN_SEGWIT_PREFIXES[family], version, bytes.subarray(2));
  }
  const testnet = family !== 'mainnet';
  if (/^76a914[0-9a-f]{40}88ac$/.test(script))
    return encodeLegacy(testnet ? 0x6f : 0x00, bytes.subarray(3, 23));
  if (/^a914[0-9a-f]{40}87$/.test(script)) return encodeLegacy(testnet ? 0xc4 : 0x05, bytes.subarray(2, 22));
  return undefined;
}
