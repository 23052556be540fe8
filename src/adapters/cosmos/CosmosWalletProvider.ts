import type { Eip1193Provider } from '../ChainAdapter';

// The wallet side of the Cosmos adapter (docs/cosmos.md). Its requests follow WalletConnect's cosmos
// namespace (cosmos_getAccounts, cosmos_signDirect, cosmos_signAmino: method names and payloads of its
// Cosmos RPC reference), a wire format the kit will speak to WalletConnect wallets anyway, plus the
// Keplr-only calls as `cosmos_*` of the same style. A Keplr-shaped `window.keplr` / `window.leap` is
// wrapped by its connector (keplrProvider.ts). Bytes travel as base64; every request names its chain.

/**
 * | method | params | answer |
 * |---|---|---|
 * | `cosmos_requestAccounts` | `{ chainId }` (prompts: Keplr's `enable`) | `[{ algo, address, pubkey }]` |
 * | `cosmos_getAccounts` | `{ chainId }` (no prompt once enabled) | `[{ algo, address, pubkey }]` |
 * | `cosmos_signDirect` | `{ chainId, signerAddress, signDoc: { chainId, accountNumber, bodyBytes, authInfoBytes } }` | `{ signed, signature: StdSignature }` |
 * | `cosmos_signAmino` | `{ chainId, signerAddress, signDoc }` (amino JSON) | `{ signed, signature: StdSignature }` |
 * | `cosmos_signArbitrary` | `{ chainId, signerAddress, data }` (ADR-036) | `StdSignature` |
 * | `cosmos_suggestChain` | `{ chainInfo }` (Keplr's experimentalSuggestChain) | anything |
 * | `cosmos_disconnect` | `{ chainId }` (Keplr's `disable`, optional) | anything |
 *
 * `pubkey` is base64 of the 33-byte compressed key; StdSignature is
 * `{ pub_key: { type: 'tendermint/PubKeySecp256k1', value }, signature }` (base64, 64 bytes r||s).
 * Event: `accountsChanged` (no payload needed: the adapter reads the accounts again).
 */
export type CosmosWalletProvider = Eip1193Provider;

/** The method names above. */
export const COSMOS_METHODS = {
  requestAccounts: 'cosmos_requestAccounts',
  getAccounts: 'cosmos_getAccounts',
  signDirect: 'cosmos_signDirect',
  signAmino: 'cosmos_signAmino',
  signArbitrary: 'cosmos_signArbitrary',
  suggestChain: 'cosmos_suggestChain',
  disconnect: 'cosmos_disconnect',
} as const;

/** An account as the wallet reports it. */
export interface CosmosWalletAccount {
  algo: string;
  address: string;
  /** base64 of the compressed secp256k1 public key. */
  pubkey: string;
}

/** A SIGN_MODE_DIRECT sign doc on the wire (bytes as base64, the account number as decimal text). */
export interface CosmosWireSignDoc {
  chainId: string;
  accountNumber: string;
  bodyBytes: string;
  authInfoBytes: string;
}

/** Amino's signature object (Keplr's StdSignature). */
export interface CosmosStdSignature {
  pub_key: { type: string; value: string };
  signature: string;
}
