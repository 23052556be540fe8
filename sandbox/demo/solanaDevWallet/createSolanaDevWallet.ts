import { ed25519 } from '@noble/curves/ed25519.js';
import { Connection, type SendOptions, VersionedTransaction } from '@solana/web3.js';
import { solanaDevWalletIcon } from './solanaDevWalletIcon';

// The demo's Solana dev wallet: a Wallet Standard wallet (what Phantom, Solflare or Backpack register)
// signing with a real ed25519 key, one of the sandbox's public test accounts. Transactions it sends go
// to the local Solana chain (solana:localnet); it never asks before signing: it is a dev tool.

/** One account the wallet holds: base58 address and its 32-byte ed25519 seed. */
export interface SolanaDevAccount {
  address: string;
  seed: Uint8Array;
}

/** Options of `createSolanaDevWallet`. */
export interface SolanaDevWalletOptions {
  accounts: readonly SolanaDevAccount[];
  /** The local chain's JSON-RPC URL (solana:localnet). */
  rpcUrl: string;
  /** Whether this site was allowed before (the reconnect after a reload needs no prompt then). */
  authorized: boolean;
  /** Called when the site is allowed or forgotten, so the choice survives a reload. */
  onAuthorizedChange?(authorized: boolean): void;
}

const CHAINS = ['solana:localnet', 'solana:devnet', 'solana:mainnet'] as const;
const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'];
const PUBLIC_RPC: Record<string, string> = {
  'solana:devnet': 'https://api.devnet.solana.com',
  'solana:mainnet': 'https://api.mainnet-beta.solana.com',
};

type Account = { address: string; publicKey: Uint8Array; chains: typeof CHAINS; features: string[] };
type ChangeListener = (properties: { accounts?: readonly Account[] }) => void;

/** Creates the wallet object to register with `registerStandardWallet`. */
export function createSolanaDevWallet(options: SolanaDevWalletOptions) {
  const [key] = options.accounts;
  if (!key) throw new Error('The Solana dev wallet needs an account');
  const account: Account = {
    address: key.address,
    publicKey: ed25519.getPublicKey(key.seed),
    chains: CHAINS,
    features: FEATURES,
  };
  let authorized = options.authorized;
  const listeners = new Set<ChangeListener>();
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return;
    authorized = value;
    options.onAuthorizedChange?.(value);
    for (const listener of listeners) listener({ accounts: value ? [account] : [] });
  };
  const sign = (bytes: Uint8Array) => {
    const transaction = VersionedTransaction.deserialize(bytes);
    const index = transaction.message.staticAccountKeys.findIndex((k) => k.toBase58() === account.address);
    if (index < 0 || index >= transaction.message.header.numRequiredSignatures)
      throw new Error('The transaction does not need this account to sign');
    transaction.signatures[index] = ed25519.sign(transaction.message.serialize(), key.seed);
    return transaction;
  };
  const rpcFor = (chain: string | undefined) => PUBLIC_RPC[chain ?? ''] ?? options.rpcUrl;

  return {
    version: '1.0.0' as const,
    name: 'Portico Solana Dev Wallet',
    icon: solanaDevWalletIcon,
    chains: CHAINS,
    get accounts() {
      return authorized ? [account] : [];
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          // A silent connect (the kit's reconnect) answers only for a site allowed before.
          if (!input?.silent) setAuthorized(true);
          return { accounts: authorized ? [account] : [] };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          setAuthorized(false);
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { message: Uint8Array }[]) {
          return inputs.map(({ message }) => ({
            signedMessage: message,
            signature: ed25519.sign(message, key.seed),
          }));
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { transaction: Uint8Array }[]) {
          return inputs.map(({ transaction }) => ({ signedTransaction: sign(transaction).serialize() }));
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { transaction: Uint8Array; chain?: string; options?: SendOptions }[]
        ) {
          const outputs = [];
          for (const { transaction, chain, options: sendOptions } of inputs) {
            const signed = sign(transaction);
            await new Connection(rpcFor(chain), 'confirmed').sendRawTransaction(
              signed.serialize(),
              sendOptions,
            );
            // The fee payer's signature is the transaction's id.
            outputs.push({ signature: signed.signatures[0] as Uint8Array });
          }
          return outputs;
        },
      },
    },
  };
}
