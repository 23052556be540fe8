import type { RecentWallet } from '../slices/connectorsSlice';

/** A migration turns the stored state of version N-1 into version N. */
export type Migration = (state: Record<string, unknown>) => Record<string, unknown>;

/** How one slice is persisted: which of its fields, at which version, with which migrations. */
export interface PersistedKey {
  key: string;
  version: number;
  whitelist: string[];
  migrations?: Record<number, Migration>;
  /** Field-level codecs for fields whose stored form differs from the state (e.g. comma joined). */
  codecs?: Record<string, { toStorage(value: unknown): unknown; fromStorage(value: unknown): unknown }>;
}

const commaJoined = {
  toStorage: (value: unknown) => (Array.isArray(value) ? value.join(',') : ''),
  fromStorage: (value: unknown) => (typeof value === 'string' && value ? value.split(',') : []),
};

/**
 * Exactly the items SPEC §3 lists as locally stored, grouped by the slice that owns them. Each group
 * is one storage key under the `@appkit/` prefix (e.g. `@appkit/connection`).
 */
export const PERSISTED_KEYS: Record<string, PersistedKey> = {
  // wallet id and name per namespace (connector ids drive reconnect), and the last address each
  // reported: issue 16 asks that a returning user's server HTML show their account (docs/ssr.md)
  connection: { key: 'connection', version: 1, whitelist: ['connectorIds', 'wallets', 'lastAddresses'] },
  // active network, preferred account types
  chains: { key: 'chains', version: 1, whitelist: ['activeCaipNetworkId', 'preferredAccountTypes'] },
  // recent wallets
  connectors: {
    key: 'connectors',
    version: 1,
    whitelist: ['recentWallets'],
    migrations: {
      // Version 0 stored recent wallets as bare wallet ids.
      1: (state) => ({
        ...state,
        recentWallets: Array.isArray(state.recentWallets)
          ? state.recentWallets.map((w): RecentWallet | unknown => (typeof w === 'string' ? { id: w } : w))
          : [],
      }),
    },
  },
  // e-mail-login-used flag, e-mail, social username and provider, last e-mail login time, last used
  // chain, smart-account-enabled networks (comma joined)
  auth: {
    key: 'auth',
    version: 1,
    whitelist: [
      'emailLoginUsed',
      'email',
      'socialUsername',
      'socialProvider',
      'lastEmailLoginTime',
      'lastUsedChain',
      'smartAccountEnabledNetworks',
    ],
    codecs: { smartAccountEnabledNetworks: commaJoined },
  },
  // balance, portfolio, ENS and identity caches
  caches: { key: 'caches', version: 1, whitelist: ['identity', 'ens', 'balance', 'portfolio'] },
};
