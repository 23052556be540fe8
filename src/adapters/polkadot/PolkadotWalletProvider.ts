import type { Eip1193Provider } from '../ChainAdapter';

// The wallet side of the Polkadot adapter (docs/polkadot.md). Its requests are WalletConnect's polkadot
// namespace (`polkadot_signTransaction`, `polkadot_signMessage`, with their payloads), because that is a
// wire format the kit must speak anyway, plus two account requests; a polkadot-js-style extension
// (`window.injectedWeb3[name].enable()` -> accounts and signer) maps onto it in injectedPolkadotProvider.ts.
// It is EIP-1193-shaped, so it fits `AdapterCallContext.provider`.

/**
 * | method | params | answer |
 * |---|---|---|
 * | `polkadot_requestAccounts` | none (may prompt: the extension's enable) | `[{ address, genesisHash?, type? }]` |
 * | `polkadot_getAccounts` | none (no prompt once the site was enabled) | the same, `[]` when none |
 * | `polkadot_signMessage` | `{ address, message }` (message: the text) | `{ signature: hex }` |
 * | `polkadot_signTransaction` | `{ address, transactionPayload }` (SignerPayloadJSON) | `{ signature: hex }` |
 *
 * Events: `accountsChanged` (the account list as above).
 */
export type PolkadotWalletProvider = Eip1193Provider;

/** The method names above. */
export const POLKADOT_METHODS = {
  requestAccounts: 'polkadot_requestAccounts',
  getAccounts: 'polkadot_getAccounts',
  signMessage: 'polkadot_signMessage',
  signTransaction: 'polkadot_signTransaction',
} as const;

/** An account as Polkadot wallets list it. */
export interface PolkadotWalletAccount {
  address: string;
  /** The chain the account is restricted to (full genesis hash), or null/absent for any chain. */
  genesisHash?: string | null;
  name?: string;
  type?: string;
}

/** The extrinsic payload a wallet signs (polkadot-js SignerPayloadJSON: hex fields, signed extensions). */
export interface PolkadotTransactionPayload {
  address: string;
  blockHash: string;
  blockNumber: string;
  era: string;
  genesisHash: string;
  method: string;
  nonce: string;
  specVersion: string;
  tip: string;
  transactionVersion: string;
  signedExtensions: string[];
  version: number;
  mode?: number;
  metadataHash?: string;
  assetId?: string;
}
