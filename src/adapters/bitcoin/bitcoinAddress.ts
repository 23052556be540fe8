import { sha256 } from '@noble/hashes/sha2.js';
import { decodeBase58 } from '../../core/base58';

// Bitcoin addresses to the output script they pay (what a node indexes), with the checksum checked:
// bech32 (BIP-173, segwit v0) and bech32m (BIP-350, v1+ such as taproot) for `bc` / `tb` / `bcrt`, and
// Base58Check P2PKH / P2SH. Written here (about 60 lines) so the kit's Bitcoin chunk needs no library.

/** Which chain family an address belongs to: its prefix says it (testnet and signet share `tb`). */
export type BitcoinAddressFamily = 'mainnet' | 'testnet' | 'regtest';

export interface DecodedBitcoinAddress {
  family: BitcoinAddressFamily;
  type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'segwit';
  /** scriptPubKey, hex. */
  script: string;
}

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HRP_FAMILY: Record<string, BitcoinAddressFamily> = { bc: 'mainnet', tb: 'testnet', bcrt: 'regtest' };
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generator[i]!;
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string) => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

/** 5-bit groups to bytes; undefined on non-zero padding. */
function fromWords(words: number[]): Uint8Array | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const word of words) {
    acc = (acc << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  if (bits >= 5 || (acc & ((1 << bits) - 1)) !== 0) return undefined;
  return Uint8Array.from(out);
}

const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

function decodeSegwit(address: string): DecodedBitcoinAddress | undefined {
  if (address.length > 90 || (address !== address.toLowerCase() && address !== address.toUpperCase()))
    return undefined;
  const lower = address.toLowerCase();
  const split = lower.lastIndexOf('1');
  const family = HRP_FAMILY[lower.slice(0, split)];
  if (!family || lower.length - split - 1 < 7) return undefined;
  const data = [...lower.slice(split + 1)].map((c) => CHARSET.indexOf(c));
  if (data.some((v) => v < 0)) return undefined;
  const version = data[0]!;
  const check = polymod([...hrpExpand(lower.slice(0, split)), ...data]);
  if (check !== (version === 0 ? BECH32_CONST : BECH32M_CONST) || version > 16) return undefined;
  const program = fromWords(data.slice(1, -6));
  if (!program || program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  const type =
    version === 0
      ? program.length === 20
        ? 'p2wpkh'
        : 'p2wsh'
      : version === 1 && program.length === 32
        ? 'p2tr'
        : 'segwit';
  const opVersion = version === 0 ? 0 : 0x50 + version;
  return { family, type, script: toHex(Uint8Array.from([opVersion, program.length, ...program])) };
}

function decodeBase58Check(address: string): DecodedBitcoinAddress | undefined {
  const bytes = decodeBase58(address);
  if (bytes?.length !== 25) return undefined;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  if (checksum.some((b, i) => b !== bytes[21 + i])) return undefined;
  const hash = toHex(bytes.subarray(1, 21));
  const version = bytes[0];
  // 0x6f / 0xc4 serve testnet, signet and regtest alike; the kit reads them as testnet's.
  if (version === 0x00 || version === 0x6f)
    return { family: version ? 'testnet' : 'mainnet', type: 'p2pkh', script: `76a914${hash}88ac` };
  if (version === 0x05 || version === 0xc4)
    return { family: version === 0x05 ? 'mainnet' : 'testnet', type: 'p2sh', script: `a914${hash}87` };
  return undefined;
}

/** The address's family, type and output script; undefined when it is not a valid Bitcoin address. */
export function decodeBitcoinAddress(address: unknown): DecodedBitcoinAddress | undefined {
  if (typeof address !== 'string' || address.length === 0) return undefined;
  return decodeSegwit(address) ?? decodeBase58Check(address);
}
