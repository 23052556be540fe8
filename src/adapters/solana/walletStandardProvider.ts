import { decodeBase58, encodeBase58 } from '../../core/base58';
import { fromBase64, toBase64 } from '../../core/base64';
import type { Network } from '../../core/networks/network';
import { SOLANA_METHODS as M, type SolanaWalletProvider } from './SolanaWalletProvider';
import { SolanaWalletAccountMissingError, SolanaWalletMethodMissingError } from './solanaErrors';

// A Wallet Standard wallet (the `solana:*` features Phantom, Solflare, Backpack... register) seen
// through the adapter's request shape (SolanaWalletProvider.ts). Only the feature shapes are typed
// here, so this module needs no Wallet Standard package; discovery (which wallets exist) is separate.
// The wallet's own answers are passed on untouched in form: the adapter checks them.

/** The parts of a Wallet Standard account this uses. */
export interface StandardAccount {
  readonly address: string;
  readonly publicKey?: Uint8Array;
  readonly chains?: readonly string[];
  readonly features?: readonly string[];
}

type Input = { account: StandardAccount; chain?: string };

/** The parts of a Wallet Standard wallet this uses (features by their standard names). */
export interface StandardWallet {
  readonly name: string;
  readonly icon?: string;
  readonly accounts: readonly StandardAccount[];
  readonly chains?: readonly string[];
  readonly features: {
    'standard:connect'?: {
      connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>;
    };
    'standard:disconnect'?: { disconnect(): Promise<void> };
    'standard:events'?: {
      on(
        event: 'change',
        listener: (properties: { accounts?: readonly StandardAccount[] }) => void,
      ): () => void;
    };
    'solana:signMessage'?: {
      signMessage(
        ...inputs: (Input & { message: Uint8Array })[]
      ): Promise<readonly { signature: Uint8Array }[]>;
    };
    'solana:signTransaction'?: {
      signTransaction(
        ...inputs: (Input & { transaction: Uint8Array })[]
      ): Promise<readonly { signedTransaction: Uint8Array }[]>;
    };
    'solana:signAndSendTransaction'?: {
      signAndSendTransaction(
        ...inputs: (Input & { chain: string; transaction: Uint8Array; options?: object })[]
      ): Promise<readonly { signature: Uint8Array }[]>;
    };
    readonly [feature: string]: unknown;
  };
}

const CLUSTERS: Record<string, string> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
};

/** The Wallet Standard chain name of a kit network (`solana:localnet` for any other cluster). */
export function walletStandardChain(network: Pick<Network, 'caipNetworkId'>): string {
  return CLUSTERS[network.caipNetworkId] ?? 'solana:localnet';
}

const missing = (method: string) => new SolanaWalletMethodMissingError(method);

/**
 * The request-shaped provider for `wallet`. `chain()` names the cluster the kit has chosen (a Wallet
 * Standard chain such as `solana:devnet`, see walletStandardChain); it goes with every transaction.
 */
export function walletStandardProvider(
  wallet: StandardWallet,
  options: { chain(): string },
): SolanaWalletProvider {
  const f = wallet.features;
  const accounts = () => wallet.accounts.map((account) => ({ pubkey: account.address }));
  const account = (pubkey?: unknown): StandardAccount => {
    const found =
      pubkey === undefined ? wallet.accounts[0] : wallet.accounts.find((a) => a.address === pubkey);
    if (!found) throw new SolanaWalletAccountMissingError();
    return found;
  };
  const bytes = (value: unknown) => fromBase64(value) ?? new Uint8Array();
  const listeners = new Map<(...args: unknown[]) => void, () => void>();

  return {
    async request({ method, params }) {
      const p = (params ?? {}) as Record<string, unknown>;
      switch (method) {
        case M.requestAccounts: {
          if (!f['standard:connect']) throw missing(method);
          const { accounts: granted } = await f['standard:connect'].connect();
          return granted.map((a) => ({ pubkey: a.address }));
        }
        case M.getAccounts:
          if (wallet.accounts.length > 0 || !f['standard:connect']) return accounts();
          return (await f['standard:connect'].connect({ silent: true })).accounts.map((a) => ({
            pubkey: a.address,
          }));
        case M.signMessage: {
          if (!f['solana:signMessage']) throw missing(method);
          const message = decodeBase58(String(p.message)) ?? new Uint8Array();
          const [output] = await f['solana:signMessage'].signMessage({ account: account(p.pubkey), message });
          return {
            signature:
              output?.signature instanceof Uint8Array ? encodeBase58(output.signature) : output?.signature,
          };
        }
        case M.signTransaction:
        case M.signAllTransactions: {
          if (!f['solana:signTransaction']) throw missing(method);
          const list = method === M.signTransaction ? [p.transaction] : ((p.transactions as unknown[]) ?? []);
          const outputs = await f['solana:signTransaction'].signTransaction(
            ...list.map((tx) => ({ account: account(), transaction: bytes(tx), chain: options.chain() })),
          );
          const encoded = outputs.map((o) =>
            o?.signedTransaction instanceof Uint8Array ? toBase64(o.signedTransaction) : undefined,
          );
          return method === M.signTransaction ? { transaction: encoded[0] } : { transactions: encoded };
        }
        case M.signAndSendTransaction: {
          if (!f['solana:signAndSendTransaction']) throw missing(method);
          const [output] = await f['solana:signAndSendTransaction'].signAndSendTransaction({
            account: account(),
            transaction: bytes(p.transaction),
            chain: options.chain(),
            options: (p.sendOptions as object | undefined) ?? {},
          });
          return {
            signature:
              output?.signature instanceof Uint8Array ? encodeBase58(output.signature) : output?.signature,
          };
        }
        case M.disconnect:
          await f['standard:disconnect']?.disconnect();
          return null;
        default:
          throw missing(method);
      }
    },
    on(event, listener) {
      // Wallet Standard has one `change` event; accounts in it become accountsChanged.
      if (event !== 'accountsChanged' || !f['standard:events'] || listeners.has(listener)) return;
      const off = f['standard:events'].on('change', ({ accounts: changed }) => {
        if (changed) listener(changed.map((a) => ({ pubkey: a.address })));
      });
      listeners.set(listener, off);
    },
    removeListener(_event, listener) {
      listeners.get(listener)?.();
      listeners.delete(listener);
    },
  };
}
