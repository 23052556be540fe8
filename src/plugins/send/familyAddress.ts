import { blake2b } from '@noble/hashes/blake2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeBase58 } from '../../core/base58';
import { bitcoin, bitcoinRegtest } from '../../core/networks/chains/bitcoin';
import { polkadot, polkadotLocal } from '../../core/networks/chains/polkadot';
import type { Network } from '../../core/networks/network';

// Receiver addresses of Bitcoin, Polkadot and Cosmos, checked for the network the send goes to, with
// their checksums: the core's loose shapes (core/validate.ts) would let a mainnet address through on
// regtest, or an `osmo1…` address on the Cosmos Hub, and the wallet or chain would refuse it later with
// its own words. The adapters decode the same formats for their own checks, but a plugin never imports
// an adapter (docs/architecture.md), so the checks are written here (bech32/bech32m, Base58Check, SS58).

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32 = 1;
const BECH32M = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= GENERATORS[i]!;
  }
  return checksum >>> 0;
}

/** Prefix, 5-bit words (checksum cut off) and checksum constant of a bech32 or bech32m string. */
function decodeBech32Words(text: string): { prefix: string; words: number[]; constant: number } | null {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return null;
  const lower = text.toLowerCase();
  const split = lower.lastIndexOf('1');
  if (split < 1 || split + 7 > lower.length) return null;
  const prefix = lower.slice(0, split);
  const words = [...lower.slice(split + 1)].map((c) => CHARSET.indexOf(c));
  if (words.some((w) => w < 0)) return null;
  const expanded = [...prefix].flatMap((c) => [c.charCodeAt(0) >>> 5]);
  const low = [...prefix].map((c) => c.charCodeAt(0) & 31);
  return { prefix, words: words.slice(0, -6), constant: polymod([...expanded, 0, ...low, ...words]) };
}

/** 5-bit words to bytes; null when the padding is not zero. */
function toBytes(words: readonly number[]): Uint8Array | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const word of words) {
    acc = (acc << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >>> bits) & 0xff);
    }
  }
  if (bits >= 5 || (acc & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(out);
}

/** The bech32 prefix (HRP) and Base58 versions of each Bitcoin address family. */
const BITCOIN_FAMILIES = {
  mainnet: { hrp: 'bc', versions: [0x00, 0x05] },
  testnet: { hrp: 'tb', versions: [0x6f, 0xc4] },
  // Regtest's Base58 versions are testnet's; its segwit prefix is its own.
  regtest: { hrp: 'bcrt', versions: [0x6f, 0xc4] },
} as const;

/** Mainnet and regtest by CAIP-2 reference; any other bip122 chain is a test network (tb). */
function bitcoinFamily(network: Network | undefined) {
  const reference = String(network?.id);
  if (reference === bitcoin.id) return BITCOIN_FAMILIES.mainnet;
  if (reference === bitcoinRegtest.id) return BITCOIN_FAMILIES.regtest;
  return BITCOIN_FAMILIES.testnet;
}

/** A segwit (BIP-173 v0, BIP-350 v1+) or Base58Check address of the network's family. */
export function isBitcoinAddressOn(network: Network | undefined, input: string): boolean {
  const family = bitcoinFamily(network);
  const segwit = decodeBech32Words(input);
  if (segwit) {
    const [version, ...rest] = segwit.words;
    if (segwit.prefix !== family.hrp || version === undefined || version > 16) return false;
    if (segwit.constant !== (version === 0 ? BECH32 : BECH32M)) return false;
    const program = toBytes(rest);
    if (!program || program.length < 2 || program.length > 40) return false;
    return version !== 0 || program.length === 20 || program.length === 32;
  }
  const bytes = decodeBase58(input);
  if (bytes?.length !== 25) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  if (checksum.some((b, i) => b !== bytes[21 + i])) return false;
  return (family.versions as readonly number[]).includes(bytes[0]!);
}

/** SS58 formats by CAIP-2 reference (Polkadot and the sandbox's simulator 0, Kusama 2); others 42. */
const SS58_FORMATS: Readonly<Record<string, number>> = {
  [polkadot.id]: 0,
  [polkadotLocal.id]: 0,
  // Kusama.
  b0a8d493285c2df73290dfb7e61f870f: 2,
};
/** The generic Substrate format, which extensions show by default: accepted on every chain. */
const SS58_GENERIC = 42;
const SS58PRE = [0x53, 0x53, 0x35, 0x38, 0x50, 0x52, 0x45];

/** The SS58 format of `input` when it is a 32-byte account with a valid checksum, else undefined. */
function ss58Format(input: string): number | undefined {
  const bytes = decodeBase58(input);
  if (!bytes || bytes.length < 35) return undefined;
  const prefixLength = (bytes[0]! & 0x40) === 0 ? 1 : 2;
  if (bytes.length !== prefixLength + 34) return undefined;
  const body = bytes.subarray(0, prefixLength + 32);
  const hash = blake2b(Uint8Array.from([...SS58PRE, ...body]), { dkLen: 64 });
  if (hash[0] !== bytes[prefixLength + 32] || hash[1] !== bytes[prefixLength + 33]) return undefined;
  if (prefixLength === 1) return bytes[0]!;
  const [a, b] = [bytes[0]!, bytes[1]!];
  return ((a & 0x3f) << 2) | (b >> 6) | ((b & 0x3f) << 8);
}

/** An SS58 account of the network's format (or the generic 42 that extensions show). */
export function isPolkadotAddressOn(network: Network | undefined, input: string): boolean {
  const format = ss58Format(input);
  const own = SS58_FORMATS[String(network?.id)] ?? SS58_GENERIC;
  return format !== undefined && (format === own || format === SS58_GENERIC);
}

/**
 * A Cosmos account (20 bytes; 32 for module and contract accounts) in bech32 with the sender's prefix:
 * a chain's prefix is what its wallet gave the sender (the network record names none).
 */
export function isCosmosAddressFor(sender: string | undefined, input: string): boolean {
  const receiver = decodeBech32Words(input);
  if (!receiver || receiver.constant !== BECH32) return false;
  const bytes = toBytes(receiver.words);
  if (!bytes || (bytes.length !== 20 && bytes.length !== 32)) return false;
  const prefix = sender ? decodeBech32Words(sender)?.prefix : undefined;
  return prefix === undefined || receiver.prefix === prefix;
}
