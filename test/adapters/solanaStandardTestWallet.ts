import { ed25519 } from '@noble/curves/ed25519.js';
import { Connection, type Keypair, Transaction } from '@solana/web3.js';
import { solanaRpcFetch } from '../../src/adapters/solana/solanaRpcFetch';
import type { StandardAccount, StandardWallet } from '../../src/adapters/solana/walletStandardProvider';
import { decodeBase58 } from '../../src/core/base58';

// A Wallet Standard wallet (the solana:* features) signing with a real ed25519 key and sending to the
// local chain, as a browser extension would register it. `fail` makes one feature misbehave.

export interface StandardTestWallet extends StandardWallet {
  /** Inputs each feature received, by feature name. */
  inputs: Record<string, unknown[]>;
  fail: Partial<Record<string, 'reject' | 'short-signature'>>;
  /** Simulates the user switching account in the wallet. */
  switchAccount(account: StandardAccount): void;
}

/** Creates the wallet; accounts are empty until `standard:connect`. */
export function createStandardTestWallet(keypair: Keypair, rpcUrl: string): StandardTestWallet {
  const account: StandardAccount = {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: ['solana:localnet'],
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  };
  const secret = keypair.secretKey.slice(0, 32);
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', fetch: solanaRpcFetch });
  const changeListeners = new Set<(properties: { accounts?: readonly StandardAccount[] }) => void>();
  let accounts: StandardAccount[] = [];
  const inputs: Record<string, unknown[]> = {};
  const record = (feature: string, input: unknown[]) => {
    inputs[feature] = [...(inputs[feature] ?? []), ...input];
    if (wallet.fail[feature] === 'reject')
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    return wallet.fail[feature] === 'short-signature';
  };
  const sign = (bytes: Uint8Array) => {
    const tx = Transaction.from(bytes);
    tx.addSignature(keypair.publicKey, Buffer.from(ed25519.sign(tx.serializeMessage(), secret)));
    return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
  };

  const wallet: StandardTestWallet = {
    name: 'Portico Solana Test Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:localnet'],
    get accounts() {
      return accounts;
    },
    inputs,
    fail: {},
    switchAccount(next) {
      accounts = [next];
      for (const listener of changeListeners) listener({ accounts });
    },
    features: {
      'standard:connect': {
        async connect(input) {
          record('standard:connect', [input]);
          if (!input?.silent) accounts = [account];
          return { accounts };
        },
      },
      'standard:disconnect': {
        async disconnect() {
          accounts = [];
        },
      },
      'standard:events': {
        on(_event, listener) {
          changeListeners.add(listener);
          return () => changeListeners.delete(listener);
        },
      },
      'solana:signMessage': {
        async signMessage(...list) {
          const short = record('solana:signMessage', list);
          return list.map(({ message }) => ({
            signature: ed25519.sign(message, secret).slice(0, short ? 10 : 64),
          }));
        },
      },
      'solana:signTransaction': {
        async signTransaction(...list) {
          record('solana:signTransaction', list);
          return list.map(({ transaction }) => ({ signedTransaction: sign(transaction) }));
        },
      },
      'solana:signAndSendTransaction': {
        async signAndSendTransaction(...list) {
          record('solana:signAndSendTransaction', list);
          const signatures = [];
          for (const { transaction, options } of list) {
            const signature = await connection.sendRawTransaction(sign(transaction), options);
            signatures.push({ signature: decodeBase58(signature) ?? new Uint8Array() });
          }
          return signatures;
        },
      },
    },
  };
  return wallet;
}
