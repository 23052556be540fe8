import { decodeBase58 } from './base58';
import { isValidChecksumAddress } from './eip55';

// SPEC §5 formats. Every check takes `unknown` so form input and wallet payloads can be passed as-is.

const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/;
const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/;
// bech32 (BIP-173): human-readable part, separator '1', data in the 32-character bech32 charset.
const BECH32_LOWER = /^[a-z0-9]{1,83}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/;
const BECH32_UPPER = /^[A-Z0-9]{1,83}1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{6,}$/;

// All-lowercase (and unprefixed) input is accepted: the eip155 CAIP-10 profile says implementers
// SHOULD accept legacy lowercase. The checksum is `isAddressForNamespace('eip155', ...)`'s job.
/** SPEC §5 EVM address: optional `0x` then 40 hex digits, in any case. */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}

/** SPEC §5 Solana address: 32 to 44 base58 characters that decode to exactly 32 bytes (a public key). */
export function isSolanaAddress(value: unknown): boolean {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44 || !BASE58.test(value))
    return false;
  return decodeBase58(value)?.length === 32;
}

// EVM: SPEC format, and a mixed-case address must carry a valid EIP-55 checksum (a single-case one
// carries none, so it is accepted as legacy input).
// The account form (CAIP-10 eip155 profile, wallet and API payloads) carries the 0x prefix; only typed
// input may omit it (isEvmAddress), and the kit adds it before use.
function isEvmAccount(value: string): boolean {
  if (!value.startsWith('0x') || !isEvmAddress(value)) return false;
  const hex = value.slice(-40);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return isValidChecksumAddress(`0x${hex}`);
}

// Polkadot SS58, loose: base58 of a 1-byte prefix (< 64) or 2-byte prefix (first byte 64..127), a
// 32-byte account id and a 2-byte checksum. The blake2b checksum is not verified: no flow sends to a
// polkadot address, and it keeps blake2b out of the core bundle.
function isPolkadotAccount(value: string): boolean {
  if (value.length < 46 || value.length > 50 || !BASE58.test(value)) return false;
  const bytes = decodeBase58(value);
  const first = bytes?.[0];
  if (bytes === null || first === undefined) return false;
  return (bytes.length === 35 && first < 64) || (bytes.length === 36 && first >= 64 && first < 128);
}

// Bitcoin-family, loose: a legacy/P2SH Base58Check address (25 bytes: version, 20-byte hash, 4-byte
// checksum) or a bech32/bech32m segwit address of any coin's prefix (bc1, tb1, ltc1...). Neither
// checksum is verified; the wallet that signs checks the address it is given.
function isBitcoinAccount(value: string): boolean {
  const base58 = value.length >= 25 && value.length <= 35 && BASE58.test(value);
  if (base58 && decodeBase58(value)?.length === 25) return true;
  return value.length <= 90 && (BECH32_LOWER.test(value) || BECH32_UPPER.test(value));
}

// Cosmos, loose: bech32 shape with a letters-only prefix (cosmos1, osmo1...), up to the CAIP-10 limit of
// 128 characters (contract addresses are longer than account ones). The checksum is not verified.
function isCosmosAccount(value: string): boolean {
  if (value.length > 128) return false;
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return false;
  return /^[a-z]+1/.test(lower) && BECH32_LOWER.test(lower);
}

// Strict for eip155 and solana, the namespaces that can send (SPEC §5); loose shape checks for
// polkadot, bip122 and cosmos, whose wallets check what they sign.
/** True when `address` is an account address of `namespace`; false for unknown namespaces. */
export function isAddressForNamespace(namespace: string, address: unknown): boolean {
  if (typeof address !== 'string') return false;
  switch (namespace) {
    case 'eip155':
      return isEvmAccount(address);
    case 'solana':
      return isSolanaAddress(address);
    case 'polkadot':
      return isPolkadotAccount(address);
    case 'bip122':
      return isBitcoinAccount(address);
    case 'cosmos':
      return isCosmosAccount(address);
    default:
      return false;
  }
}

/** SPEC §5 transaction hash: `0x` plus 64 hex digits. */
export function isTransactionHash(value: unknown): boolean {
  return typeof value === 'string' && TRANSACTION_HASH.test(value);
}

/**
 * A Solana transaction signature (a transaction's id, as explorers link it): base58 of 64 bytes, 64 to
 * 88 characters.
 */
export function isSolanaSignature(value: unknown): boolean {
  if (typeof value !== 'string' || value.length < 64 || value.length > 88 || !BASE58.test(value))
    return false;
  return decodeBase58(value)?.length === 64;
}

/** SPEC §5 signed message: `0x` plus at least 62 hex digits. */
export function isSignedMessage(value: unknown): boolean {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value);
}

/** SPEC §5 ENS-style account name: ASCII letters, digits and hyphen only, at least 4 characters. */
export function isAccountName(value: unknown): boolean {
  return typeof value === 'string' && ACCOUNT_NAME.test(value);
}

// isEmail is its own module: the e-mail field on the Connect view needs it, and validate.ts's address
// checks bring keccak (EIP-55) into the modal's idle-loaded code.
export { isEmail } from './isEmail';

// Placeholder label swapped in for a leading `*` so the URL parser can normalise the rest of the host.
const WILDCARD_LABEL = 'portico-wildcard';

interface ParsedOrigin {
  protocol: string;
  hostname: string;
  port: string;
}

// Parses a bare origin (`scheme://host[:port]`, optional trailing '/') into lowercase, default-port-free
// parts, or null for anything with a path, query, fragment or credentials.
function parseOrigin(value: string): ParsedOrigin | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' || url.pathname === '';
  if (!url.host || !bare || url.search || url.hash || url.username || url.password) return null;
  return { protocol: url.protocol, hostname: url.hostname.toLowerCase(), port: url.port };
}

// Entries: exact origins, `*` (everything), or `scheme://*.domain[:port]` (any subdomain at any depth,
// not the apex). Scheme and port must match; hosts compare case-insensitively; entries without a
// scheme or with a path are malformed and never match, failing closed.
/** True when `origin` matches an entry of `allowList` (SPEC §5 wildcard patterns). */
export function isOriginAllowed(origin: string, allowList: readonly string[]): boolean {
  if (allowList.includes('*')) return true;
  const target = typeof origin === 'string' ? parseOrigin(origin) : null;
  if (target === null) return false;

  return allowList.some((entry) => {
    if (typeof entry !== 'string') return false;
    const wildcard = /^[a-z][a-z0-9+.-]*:\/\/\*\./i.test(entry);
    const pattern = parseOrigin(wildcard ? entry.replace('*', WILDCARD_LABEL) : entry);
    if (pattern === null || pattern.protocol !== target.protocol || pattern.port !== target.port)
      return false;
    if (!wildcard) return pattern.hostname === target.hostname;
    const suffix = pattern.hostname.slice(WILDCARD_LABEL.length);
    return target.hostname.endsWith(suffix) && target.hostname.length > suffix.length;
  });
}

// Case-insensitive so EVM checksum case never matters. Base58 is case-sensitive, but two valid
// addresses differing only in case do not occur in practice.
/** SPEC §5 address comparison, case-insensitive; missing or empty values are never the same. */
export function isSameAddress(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a.length === 0) return false;
  return a.toLowerCase() === b.toLowerCase();
}
