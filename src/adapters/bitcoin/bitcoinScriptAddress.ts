import { sha256 } from '@noble/hashes/sha2.js';
import { encodeBase58 } from '../../core/base58';
import type { BitcoinAddressFamily } from './bitcoinAddress';

// The other way from bitcoinAddress.ts: an output script to the address a network's wallets show for
// it, so the chain client, handed a script, can ask the reference API by address. Segwit scripts become
// bech32 (v0) or bech32m (v1+) addresses, P2PKH and P2SH Base58Check ones; any other script has none.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HRP: Record<BitcoinAddressFamily, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' };

/** BIP-173's checksum over 5-bit values (the same as bitcoinAddress.ts checks). */
function polymod(values: readonly number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generator[i]!;
  }
  return chk >>> 0;
}

/** Bytes to 5-bit groups, the last one zero-padded. */
function toWords(bytes: Uint8Array): number[] {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = ((acc << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >> bits) & 31);
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  return words;
}

function encodeSegwit(hrp: string, version: number, program: Uint8Array): string {
  const data = [version, ...toWords(program)];
  const expanded = [
    ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
    0,
    ...[...hrp].map((c) => c.charCodeAt(0) & 31),
  ];
  const check = polymod([...expanded, ...data, 0, 0, 0, 0, 0, 0]) ^ (version === 0 ? 1 : 0x2bc830a3);
  const checksum = Array.from({ length: 6 }, (_, i) => (check >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((v) => CHARSET[v]).join('')}`;
}

function encodeBase58Check(version: number, hash: Uint8Array): string {
  const payload = Uint8Array.from([version, ...hash]);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return encodeBase58(Uint8Array.from([...payload, ...checksum]));
}

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
    return encodeSegwit(HRP[family], version, bytes.subarray(2));
  }
  const testnet = family !== 'mainnet';
  if (/^76a914[0-9a-f]{40}88ac$/.test(script))
    return encodeBase58Check(testnet ? 0x6f : 0x00, bytes.subarray(3, 23));
  if (/^a914[0-9a-f]{40}87$/.test(script))
    return encodeBase58Check(testnet ? 0xc4 : 0x05, bytes.subarray(2, 22));
  return undefined;
}
