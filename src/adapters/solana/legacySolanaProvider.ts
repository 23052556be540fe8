import { decodeBase58, encodeBase58 } from '../../core/base58';
import { fromBase64, toBase64 } from '../../core/base64';
import { SOLANA_METHODS as M, type SolanaWalletProvider } from './SolanaWalletProvider';
import { SolanaWalletMethodMissingError } from './solanaErrors';

// A Phantom-style `window.solana` (the injection Solana wallets used before the Wallet Standard) seen
// through the adapter's request shape. That API takes and returns web3.js transaction objects, so the
// wire bytes are turned into a VersionedTransaction (which reads legacy messages too) on first use;
// web3.js is already loaded then, as the adapter that sends these requests is built on it.

/** A public key as such wallets hand it out: a web3.js PublicKey, or a base58 string. */
type LegacyKey = { toBase58(): string } | string;

/** A transaction object the wallet signs and gives back (web3.js). */
interface LegacyTransaction {
  serialize(): Uint8Array;
}

/** The parts of a Phantom-style injected Solana wallet this uses. */
export interface LegacySolanaWallet {
  isPhantom?: boolean;
  publicKey?: LegacyKey | null;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: LegacyKey | null } | undefined>;
  disconnect?(): Promise<void>;
  signMessage?(message: Uint8Array, display?: 'utf8'): Promise<{ signature: Uint8Array | string }>;
  signTransaction?(transaction: LegacyTransaction): Promise<LegacyTransaction>;
  signAllTransactions?(transactions: LegacyTransaction[]): Promise<LegacyTransaction[]>;
  signAndSendTransaction?(
    transaction: LegacyTransaction,
    options?: object,
  ): Promise<{ signature: Uint8Array | string }>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  off?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** True when `value` looks like a Phantom-style injected Solana wallet (it can at least connect). */
export function isLegacySolanaWallet(value: unknown): value is LegacySolanaWallet {
  return (
    typeof value === 'object' && value !== null && typeof (value as LegacySolanaWallet).connect === 'function'
  );
}

const keyText = (key: LegacyKey | null | undefined) =>
  key === null || key === undefined ? undefined : typeof key === 'string' ? key : key.toBase58();

const missing = (method: string) => new SolanaWalletMethodMissingError(method);

const signatureText = (signature: Uint8Array | string | undefined) =>
  signature instanceof Uint8Array ? encodeBase58(signature) : signature;

/** Wire bytes (base64) to the transaction object the wallet expects. */
async function toTransaction(base64: unknown): Promise<LegacyTransaction> {
  const { VersionedTransaction } = await import('@solana/web3.js');
  return VersionedTransaction.deserialize(fromBase64(base64) ?? new Uint8Array());
}

/** The request-shaped provider for a Phantom-style injected wallet. */
export function legacySolanaProvider(injected: LegacySolanaWallet): SolanaWalletProvider {
  const accounts = (key: LegacyKey | null | undefined) => {
    const text = keyText(key);
    return text ? [{ pubkey: text }] : [];
  };
  // The wallet's `accountChanged` hands one key (or null when locked); the adapter wants a list.
  const wrapped = new Map<(...args: unknown[]) => void, (...args: unknown[]) => void>();

  return {
    async request({ method, params }) {
      const p = (params ?? {}) as Record<string, unknown>;
      switch (method) {
        case M.requestAccounts: {
          const answer = await injected.connect();
          return accounts(answer?.publicKey ?? injected.publicKey);
        }
        case M.getAccounts: {
          if (keyText(injected.publicKey)) return accounts(injected.publicKey);
          // A site the visitor trusted before reconnects without a prompt; any other answers nothing.
          const answer = await injected.connect({ onlyIfTrusted: true }).catch(() => undefined);
          return accounts(answer?.publicKey ?? injected.publicKey);
        }
        case M.signMessage: {
          if (!injected.signMessage) throw missing(method);
          const message = decodeBase58(String(p.message)) ?? new Uint8Array();
          const output = await injected.signMessage(message, 'utf8');
          return { signature: signatureText(output?.signature) };
        }
        case M.signTransaction: {
          if (!injected.signTransaction) throw missing(method);
          const signed = await injected.signTransaction(await toTransaction(p.transaction));
          return { transaction: toBase64(signed.serialize()) };
        }
        case M.signAllTransactions: {
          if (!injected.signAllTransactions) throw missing(method);
          const list = await Promise.all(((p.transactions as unknown[]) ?? []).map(toTransaction));
          const signed = await injected.signAllTransactions(list);
          return { transactions: signed.map((tx) => toBase64(tx.serialize())) };
        }
        case M.signAndSendTransaction: {
          if (!injected.signAndSendTransaction) throw missing(method);
          const output = await injected.signAndSendTransaction(
            await toTransaction(p.transaction),
            (p.sendOptions as object | undefined) ?? {},
          );
          return { signature: signatureText(output?.signature) };
        }
        case M.disconnect:
          await injected.disconnect?.();
          return null;
        default:
          throw missing(method);
      }
    },
    on(event, listener) {
      if (wrapped.has(listener)) return;
      const handler =
        event === 'accountsChanged'
          ? (key: unknown) => listener(accounts(key as LegacyKey | null))
          : (...args: unknown[]) => listener(...args);
      wrapped.set(listener, handler);
      injected.on?.(event === 'accountsChanged' ? 'accountChanged' : event, handler);
    },
    removeListener(event, listener) {
      const handler = wrapped.get(listener);
      if (!handler) return;
      wrapped.delete(listener);
      const name = event === 'accountsChanged' ? 'accountChanged' : event;
      if (injected.removeListener) injected.removeListener(name, handler);
      else injected.off?.(name, handler);
    },
  };
}
