import { sha256 } from '@noble/hashes/sha2.js';
import { decodeBase58 } from '../core/base58';
import { BECH32, BECH32M, decodeBech32Words, wordsToBytes } from './bech32Words';

// The Bitcoin address a sign-in names, as the verifiers need it: its type, the hash or key it commits
// to, its output script, and the network its encoding belongs to.

export type BitcoinAddressKind = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2tr';

export interface BitcoinMessageAddress {
  kind: BitcoinAddressKind;
  /** 20-byte key or script hash (p2pkh, p2sh, p2wpkh) or 32-byte x-only output key (p2tr). */
  program: Uint8Array;
  /** scriptPubKey. */
  script: Uint8Array;
  /** bech32 prefix (`bc`, `tb`, `bcrt`) or `main` / `test` for Base58Check versions. */
  encoding: string;
}

// What each Bitcoin network's addresses start with, by CAIP-2 reference (the genesis hash's first 32
// hex digits). A bip122 chain not listed (another coin) is not held to an encoding.
const NETWORK_ENCODINGS: Readonly<Record<string, readonly string[]>> = {
  '000000000019d6689c085ae165831e93': ['bc', 'main'],
  '000000000933ea01ad0ee984209779ba': ['tb', 'test'],
  '00000000da84f2bafbbc53dee25a72ae': ['tb', 'test'],
  '00000008819873e925422c1ff0f99f7c': ['tb', 'test'],
  '0f9188f13cb7b2c71f2a335e3a4fc328': ['bcrt', 'test'],
};

function segwit(address: string): BitcoinMessageAddress | undefined {
  const decoded = decodeBech32Words(address);
  if (!decoded || !['bc', 'tb', 'bcrt'].includes(decoded.prefix)) return undefined;
  const [version, ...rest] = decoded.words;
  const program = wordsToBytes(rest);
  if (version === undefined || !program) return undefined;
  if (version === 0 && decoded.constant === BECH32 && program.length === 20) {
    return { kind: 'p2wpkh', program, script: Uint8Array.of(0, 20, ...program), encoding: decoded.prefix };
  }
  if (version === 1 && decoded.constant === BECH32M && program.length === 32) {
    return { kind: 'p2tr', program, script: Uint8Array.of(0x51, 32, ...program), encoding: decoded.prefix };
  }
  return undefined;
}

function base58Check(address: string): BitcoinMessageAddress | undefined {
  const bytes = decodeBase58(address);
  if (bytes?.length !== 25) return undefined;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  if (checksum.some((byte, i) => byte !== bytes[21 + i])) return undefined;
  const program = bytes.slice(1, 21);
  const version = bytes[0];
  const encoding = version === 0x00 || version === 0x05 ? 'main' : 'test';
  if (version === 0x00 || version === 0x6f) {
    return {
      kind: 'p2pkh',
      program,
      script: Uint8Array.of(0x76, 0xa9, 20, ...program, 0x88, 0xac),
      encoding,
    };
  }
  if (version === 0x05 || version === 0xc4) {
    return { kind: 'p2sh', program, script: Uint8Array.of(0xa9, 20, ...program, 0x87), encoding };
  }
  return undefined;
}

/**
 * The address's kind, program and script when it is a P2PKH, P2SH, P2WPKH or P2TR address of the
 * network `chainReference` names; undefined otherwise (P2WSH and future witness versions included:
 * their signatures depend on a script the message does not carry).
 */
export function decodeBitcoinMessageAddress(
  address: string,
  chainReference: string,
): BitcoinMessageAddress | undefined {
  const decoded = segwit(address) ?? base58Check(address);
  const encodings = NETWORK_ENCODINGS[chainReference];
  if (!decoded || (encodings && !encodings.includes(decoded.encoding))) return undefined;
  return decoded;
}
