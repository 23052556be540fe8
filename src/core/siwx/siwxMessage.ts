// The CAIP-122 message model (SPEC §3 "SIWX message" and "Session"). Field names are the SPEC's;
// times are kept as the exact RFC 3339 text that was signed, because re-serialising a date (e.g.
// adding ".000") would change the signed bytes.

/**
 * The chain families whose sign-in text is CAIP-122's plain template (the ERC-4361 layout, the chain
 * named in the first line, `Chain ID:` the CAIP-2 reference); their signatures are checked by
 * `portico/server` (docs/siwx.md, "Namespaces").
 */
export type SiwxFamilyNamespace = 'bip122' | 'polkadot' | 'cosmos';

/** Namespaces whose sign-in text Portico builds, parses and verifies. */
export type SiwxNamespace = 'eip155' | 'solana' | SiwxFamilyNamespace;

/** Fields shared by every namespace; which are required depends on the namespace. */
export interface SiwxCommonFields {
  /** URI scheme written before the domain (`https://example.com wants you ...`), when present. */
  scheme?: string;
  /** RFC 3986 authority asking for the sign-in (host, optional userinfo and port). */
  domain: string;
  /** The signing account, in its namespace's format (EIP-55 for eip155, base58 for solana). */
  accountAddress: string;
  /** Human-readable line(s) shown by the wallet. */
  statement?: string;
  uri?: string;
  version?: '1';
  nonce?: string;
  /** RFC 3339 date-time, e.g. `2021-09-30T16:25:24Z`. */
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  /** RFC 3986 URIs, one per `- ` line. */
  resources?: string[];
}

/** EIP-4361 (Sign-In with Ethereum) fields: uri, version, chainId, nonce and issuedAt are required. */
export interface SiweMessageFields extends SiwxCommonFields {
  uri: string;
  version: '1';
  /** EIP-155 chain id, e.g. 1 (the `eip155:` prefix is not part of the text). */
  chainId: number;
  nonce: string;
  issuedAt: string;
}

/** Sign-In With Solana fields: only domain and accountAddress are required. */
export interface SiwsMessageFields extends SiwxCommonFields {
  /** As written in the text, e.g. `mainnet`, `solana:devnet` or a genesis-hash reference. */
  chainId?: string;
}

/**
 * CAIP-122 fields of bip122, polkadot and cosmos: required as in ERC-4361; the address as the family
 * writes it (bech32 `bc1…`/`bcrt1…`, SS58, bech32 `cosmos1…`).
 */
export interface Caip122MessageFields extends SiwxCommonFields {
  uri: string;
  version: '1';
  /** The CAIP-2 reference, e.g. `0f9188f13cb7b2c71f2a335e3a4fc328` (bip122) or `cosmoshub-4`. */
  chainId: string;
  nonce: string;
  issuedAt: string;
}

/** A sign-in message of one namespace. */
export type SiwxMessage =
  | ({ namespace: 'eip155' } & SiweMessageFields)
  | ({ namespace: 'solana' } & SiwsMessageFields)
  | ({ namespace: SiwxFamilyNamespace } & Caip122MessageFields);

/** A signed-in session (SPEC §3 "Session"): the message fields, its exact text, and the signature. */
export interface SiwxSession {
  data: SiwxMessage;
  message: string;
  signature: string;
  /** CACAO form of the same sign-in, when the wallet returned one (WalletConnect `authenticate`). */
  cacao?: unknown;
}

/** The CAIP-2 network id a message signs in on (`eip155:1`, `cosmos:cosmoshub-4`; `solana:<chainId>`, or undefined). */
export function siwxCaipNetworkId(message: SiwxMessage): string | undefined {
  if (message.namespace !== 'solana') return `${message.namespace}:${message.chainId}`;
  if (message.chainId === undefined) return undefined;
  return message.chainId.startsWith('solana:') ? message.chainId : `solana:${message.chainId}`;
}
