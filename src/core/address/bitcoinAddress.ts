import { decodeBase58Check } from './base58Check';
import { BECH32, BECH32M, decodeBech32Words, wordsToBytes } from './bech32';

// Bitcoin addresses to the output script they pay (what a node indexes), with the checksum checked:
// bech32 (BIP-173, segwit v0) and bech32m (BIP-350, v1+ such as taproot) for `bc` / `tb` / `bcrt`, and
// Base58Check P2PKH / P2SH. One decoder for the Bitcoin adapter, the Send form and portico/server.

/** Which chain family an address belongs to: its prefix says it (testnet and signet share `tb`). */
export type BitcoinAddressFamily = 'mainnet' | 'testnet' | 'regtest';

export interface DecodedBitcoinAddress {
  family: BitcoinAddressFamily;
  type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'segwit';
  /** scriptPubKey, hex. */
  script: string;
  /** What the script commits to: the 20-byte key or script hash (p2pkh, p2sh, p2wpkh) or the witness program. */
  program: Uint8Array;
}

/** The bech32 prefix of each family's segwit addresses. */
export const BITCOIN_SEGWIT_PREFIXES: Readonly<Record<BitcoinAddressFamily, string>> = {
  mainnet: 'bc',
  testnet: 'tb',
  regtest: 'bcrt',
};

const PREFIX_FAMILY: Readonly<Record<string, BitcoinAddressFamily>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
};

const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

function segwitType(version: number, length: number): DecodedBitcoinAddress['type'] {
  if (version === 0) return length === 20 ? 'p2wpkh' : 'p2wsh';
  return version === 1 && length === 32 ? 'p2tr' : 'segwit';
}

function decodeSegwit(address: string): DecodedBitcoinAddress | undefined {
  const decoded = decodeBech32Words(address);
  const family = decoded && PREFIX_FAMILY[decoded.prefix];
  const [version, ...rest] = decoded?.words ?? [];
  if (!decoded || !family || version === undefined || version > 16) return undefined;
  if (decoded.constant !== (version === 0 ? BECH32 : BECH32M)) return undefined;
  const program = wordsToBytes(rest);
  if (!program || program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  const opVersion = version === 0 ? 0 : 0x50 + version;
  const script = toHex(Uint8Array.from([opVersion, program.length, ...program]));
  return { family, type: segwitType(version, program.length), script, program };
}

function decodeLegacy(address: string): DecodedBitcoinAddress | undefined {
  // Version byte and 20-byte hash.
  const payload = decodeBase58Check(address, 21);
  if (!payload) return undefined;
  const program = payload.slice(1);
  const hash = toHex(program);
  const version = payload[0];
  // 0x6f / 0xc4 serve testnet, signet and regtest alike; the kit reads them as testnet's.
  if (version === 0x00 || version === 0x6f)
    return { family: version ? 'testnet' : 'mainnet', type: 'p2pkh', script: `76a914${hash}88ac`, program };
  if (version === 0x05 || version === 0xc4)
    return {
      family: version === 0x05 ? 'mainnet' : 'testnet',
      type: 'p2sh',
      script: `a914${hash}87`,
      program,
    };
  return undefined;
}

/** The address's family, type, output script and program; undefined when it is not a valid Bitcoin address. */
export function decodeBitcoinAddress(address: unknown): DecodedBitcoinAddress | undefined {
  if (typeof address !== 'string' || address.length === 0) return undefined;
  return decodeSegwit(address) ?? decodeLegacy(address);
}

/**
 * True when a decoded address may be paid on a network of `family`. A regtest node takes its own `bcrt`
 * segwit addresses and the Base58 versions it shares with testnet (`m…`, `n…`, `2…`).
 */
export function isBitcoinAddressOfFamily(
  decoded: DecodedBitcoinAddress,
  family: BitcoinAddressFamily,
): boolean {
  if (decoded.family === family) return true;
  const legacy = decoded.type === 'p2pkh' || decoded.type === 'p2sh';
  return family === 'regtest' && decoded.family === 'testnet' && legacy;
}
