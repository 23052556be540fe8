import { ed25519 } from '@noble/curves/ed25519.js';
import { Connection, type Keypair, Transaction, VersionedTransaction } from '@solana/web3.js';
import type { SolanaWalletProvider } from '../../src/adapters/solana/SolanaWalletProvider';
import { solanaRpcFetch } from '../../src/adapters/solana/solanaRpcFetch';
import { decodeBase58, encodeBase58 } from '../../src/core/base58';

// A Solana wallet for the adapter's integration tests: the request shape of SolanaWalletProvider.ts,
// signing with a real ed25519 key (a sandbox dev account) and sending to the local chain. `behaviour`
// makes it misbehave the ways real wallets do: refuse, answer garbage, sign other bytes, lack methods.

export interface SolanaTestWalletOptions {
  keypair: Keypair;
  /** The chain signAndSendTransaction sends to. */
  rpcUrl: string;
}

export interface SolanaTestWallet extends SolanaWalletProvider {
  calls: { method: string; params: unknown }[];
  connected: boolean;
  /** Per method: 'reject' (4001), 'missing' (-32601), 'garbage', 'wrong-signature', or an answer to return. */
  behaviour: Record<string, 'reject' | 'missing' | 'garbage' | 'wrong-signature' | { answer: unknown }>;
  emit(event: string, ...args: unknown[]): void;
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

/** Creates the wallet; it starts disconnected (solana_getAccounts answers []). */
export function createSolanaTestWallet({ keypair, rpcUrl }: SolanaTestWalletOptions): SolanaTestWallet {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const address = keypair.publicKey.toBase58();
  const secret = keypair.secretKey.slice(0, 32);
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', fetch: solanaRpcFetch });

  const signWire = (base64: unknown, wrong: boolean): Uint8Array => {
    const bytes = Uint8Array.from(Buffer.from(String(base64), 'base64'));
    try {
      const tx = Transaction.from(bytes);
      const message = tx.serializeMessage();
      const signature = ed25519.sign(wrong ? new Uint8Array([1, 2, 3]) : message, secret);
      tx.addSignature(keypair.publicKey, Buffer.from(signature));
      return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
    } catch {
      const tx = VersionedTransaction.deserialize(bytes);
      tx.sign([keypair]);
      return tx.serialize();
    }
  };

  const wallet: SolanaTestWallet = {
    calls: [],
    connected: false,
    behaviour: {},
    async request({ method, params }) {
      wallet.calls.push({ method, params });
      const behaviour = wallet.behaviour[method];
      if (behaviour === 'reject') throw rpcError(4001, 'User rejected the request.');
      if (behaviour === 'missing') throw rpcError(-32601, 'Method not found');
      if (behaviour === 'garbage')
        return { signature: 'not base58 0OIl', transaction: '***', transactions: 'no' };
      if (typeof behaviour === 'object') return behaviour.answer;
      const wrong = behaviour === 'wrong-signature';
      const p = (params ?? {}) as Record<string, unknown>;
      switch (method) {
        case 'solana_requestAccounts':
          wallet.connected = true;
          return [{ pubkey: address }];
        case 'solana_getAccounts':
          return wallet.connected ? [{ pubkey: address }] : [];
        case 'solana_disconnect':
          wallet.connected = false;
          return null;
        case 'solana_signMessage': {
          const message = decodeBase58(String(p.message)) ?? new Uint8Array();
          const signature = ed25519.sign(wrong ? new Uint8Array([9]) : message, secret);
          return { signature: encodeBase58(signature) };
        }
        case 'solana_signTransaction':
          return { transaction: Buffer.from(signWire(p.transaction, wrong)).toString('base64') };
        case 'solana_signAllTransactions':
          return {
            transactions: (p.transactions as unknown[]).map((tx) =>
              Buffer.from(signWire(tx, wrong)).toString('base64'),
            ),
          };
        case 'solana_signAndSendTransaction': {
          const signed = signWire(p.transaction, wrong);
          const signature = await connection.sendRawTransaction(signed, p.sendOptions as object);
          return { signature };
        }
        default:
          throw rpcError(-32601, `Method not found: ${method}`);
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
  return wallet;
}
