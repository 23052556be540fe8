import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import type { AccountType } from '../../core/networks/namespaceFeatures';
import type { Network } from '../../core/networks/network';
import { createSlice } from '../core/createSlice';
import { isRehydrateOf } from '../persistence/isRehydrateOf';

/** Network part of a namespace's state (SPEC §3). The active network is kept by id, never copied. */
export interface NetworkState {
  /** The network the wallet is on; may be one the app did not configure (then it is "unsupported"). */
  caipNetworkId?: CaipNetworkId;
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: CaipNetworkId[];
  requestedCaipNetworkIds: CaipNetworkId[];
  approvedCaipNetworkIds: CaipNetworkId[];
}

/** One entry of an embedded-wallet user's accounts. */
export interface AccountEntry {
  address: string;
  type: AccountType;
  namespace: ChainNamespace;
}

/** Account part of a namespace's state (SPEC §3). Connection status lives in the connection slice. */
export interface AccountState {
  caipAddress?: CaipAddress;
  address?: string;
  /** The native balance on the namespace's current network; cleared when that network changes. */
  balance?: string;
  balanceSymbol?: string;
  /** The last read of that balance failed: views say "unavailable" rather than show an old figure. */
  balanceUnavailable?: boolean;
  profileName?: string | null;
  profileImage?: string | null;
  addressExplorerUrl?: string;
  user?: { email?: string | null; username?: string };
  allAccounts: AccountEntry[];
  smartAccountDeployed?: boolean;
  socialProvider?: string;
  farcasterUrl?: string;
  addressLabels: Record<string, string>;
  currentTab: number;
  /**
   * SPEC §3: the account's tokens on the namespace's current network, as last read (the balance part
   * writes every read that lands; cleared when the network changes). Typed by the api layer
   * (apiTypes.ts merges it in), so the store never imports the api.
   */
  tokenBalance?: AccountTokenList;
}

/** What the api layer types for the account (`tokenBalance: TokenBalance[]`), by declaration merging. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by src/api/apiTypes.ts
export interface AccountValues {}

/** The token list's type: the api layer's `TokenBalance[]`. */
export type AccountTokenList = AccountValues extends { tokenBalance: infer T } ? T : unknown[];

export interface ChainState {
  namespace: ChainNamespace;
  networkState: NetworkState;
  accountState: AccountState;
  caipNetworks: Network[];
}

export interface ChainsState {
  activeNamespace?: ChainNamespace;
  /** Persisted: the active network id (SPEC §3 "active network"). */
  activeCaipNetworkId?: CaipNetworkId;
  chains: Partial<Record<ChainNamespace, ChainState>>;
  /** Persisted: preferred account type per namespace. */
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>;
}

const initialState: ChainsState = { chains: {}, preferredAccountTypes: {} };

/** An empty account: what a namespace holds before connect and after disconnect. */
export function emptyAccountState(): AccountState {
  return { allAccounts: [], addressLabels: {}, currentTab: 0 };
}

function emptyNetworkState(requested: CaipNetworkId[]): NetworkState {
  return {
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    requestedCaipNetworkIds: requested,
    approvedCaipNetworkIds: [],
  };
}

function chain(state: ChainsState, namespace: ChainNamespace): ChainState | undefined {
  return state.chains[namespace];
}

/** Chains per namespace: configured networks, the active network and each namespace's account. */
export const chainsSlice = createSlice({
  name: 'chains',
  initialState,
  reducers: {
    /** Sets the configured networks; the default (or first) network becomes active unless one was restored. */
    chainsInitialised(
      state,
      action: PayloadAction<{ networks: Network[]; defaultCaipNetworkId?: CaipNetworkId }>,
    ) {
      const { networks, defaultCaipNetworkId } = action.payload;
      for (const network of networks) {
        const ns = network.chainNamespace;
        const existing = state.chains[ns];
        if (existing) {
          existing.caipNetworks.push(network as Draft<Network>);
          existing.networkState.requestedCaipNetworkIds.push(network.caipNetworkId);
        } else {
          state.chains[ns] = {
            namespace: ns,
            networkState: emptyNetworkState([network.caipNetworkId]),
            accountState: emptyAccountState(),
            caipNetworks: [network as Draft<Network>],
          };
        }
      }
      const known = (id: CaipNetworkId | undefined) => networks.some((n) => n.caipNetworkId === id);
      const active = known(state.activeCaipNetworkId)
        ? state.activeCaipNetworkId
        : known(defaultCaipNetworkId)
          ? defaultCaipNetworkId
          : networks[0]?.caipNetworkId;
      if (active) setActive(state, active);
    },
    /** Switching also switches the active namespace (SPEC §4); listeners clear the send form. */
    /**
     * `restored`: the kit going back to the wallet's network after the wallet refused a switch (not a
     * switch of its own: AppKit's SWITCH_NETWORK is raised once, for the switch asked).
     */
    activeNetworkSet(state, action: PayloadAction<{ caipNetworkId: CaipNetworkId; restored?: true }>) {
      setActive(state, action.payload.caipNetworkId);
    },
    /** The wallet reports the network it is on, which may be outside the configured list. */
    walletNetworkSet(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; caipNetworkId: CaipNetworkId }>,
    ) {
      const target = chain(state, action.payload.namespace);
      if (!target) return;
      setNetwork(target, action.payload.caipNetworkId);
      if (state.activeNamespace === action.payload.namespace)
        state.activeCaipNetworkId = action.payload.caipNetworkId;
    },
    /**
     * A native balance read for `caipNetworkId` and `address` (`balance` absent: the read failed). It is
     * kept only when both are still the namespace's, so a late answer never shows under another chain.
     */
    balanceRead(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        caipNetworkId: CaipNetworkId;
        address: string;
        balance?: { balance: string; symbol: string };
      }>,
    ) {
      const account = accountStillAt(state, action.payload);
      if (!account) return;
      const { balance } = action.payload;
      account.balance = balance?.balance;
      account.balanceSymbol = balance?.symbol;
      account.balanceUnavailable = !balance;
    },
    /** A token list read for an account on a network (SPEC §3 tokenBalance); dropped if either moved on. */
    tokensRead(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        caipNetworkId: CaipNetworkId;
        address: string;
        tokens: NonNullable<AccountState['tokenBalance']>;
      }>,
    ) {
      const account = accountStillAt(state, action.payload);
      if (account) account.tokenBalance = action.payload.tokens as typeof account.tokenBalance;
    },
    accountUpdated(state, action: PayloadAction<{ namespace: ChainNamespace } & Partial<AccountState>>) {
      const { namespace, ...patch } = action.payload;
      const target = chain(state, namespace);
      if (target) Object.assign(target.accountState, patch);
    },
    accountReset(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      const target = chain(state, action.payload.namespace);
      if (target) target.accountState = emptyAccountState();
    },
    /** Disconnect resets the namespace's network state but keeps the configured networks. */
    networkReset(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      const target = chain(state, action.payload.namespace);
      if (!target) return;
      const current = target.networkState.caipNetworkId;
      target.networkState = emptyNetworkState(target.caipNetworks.map((n) => n.caipNetworkId));
      if (current && target.caipNetworks.some((n) => n.caipNetworkId === current)) {
        target.networkState.caipNetworkId = current;
      }
    },
    approvedNetworksSet(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        approved: CaipNetworkId[];
        supportsAllNetworks: boolean;
      }>,
    ) {
      const target = chain(state, action.payload.namespace);
      if (!target) return;
      target.networkState.approvedCaipNetworkIds = action.payload.approved;
      target.networkState.supportsAllNetworks = action.payload.supportsAllNetworks;
    },
    smartAccountNetworksSet(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; networks: CaipNetworkId[] }>,
    ) {
      const target = chain(state, action.payload.namespace);
      if (target) target.networkState.smartAccountEnabledNetworks = action.payload.networks;
    },
    preferredAccountTypeSet(state, action: PayloadAction<{ namespace: ChainNamespace; type: AccountType }>) {
      state.preferredAccountTypes[action.payload.namespace] = action.payload.type;
    },
  },
  extraReducers: (builder) => {
    // Restore the active network only if it is still configured, and keep the namespace in step.
    builder.addMatcher(isRehydrateOf<ChainsState>('chains'), (state, action) => {
      const restored = action.payload;
      const id = restored?.activeCaipNetworkId;
      if (id && isConfigured(state, id)) setActive(state, id);
      for (const [namespace, type] of Object.entries(restored?.preferredAccountTypes ?? {})) {
        if (state.chains[namespace as ChainNamespace] && typeof type === 'string') {
          state.preferredAccountTypes[namespace as ChainNamespace] = type as AccountType;
        }
      }
    });
  },
  selectors: {
    selectActiveNamespace: (state) => state.activeNamespace,
    selectActiveCaipNetworkId: (state) => state.activeCaipNetworkId,
    selectChain: (state, namespace: ChainNamespace) => state.chains[namespace],
    selectNamespaces: (state) => Object.keys(state.chains) as ChainNamespace[],
  },
});

function isConfigured(state: ChainsState, id: CaipNetworkId): boolean {
  return Object.values(state.chains).some((c) => c?.caipNetworks.some((n) => n.caipNetworkId === id));
}

/**
 * The namespace's account when a read for `caipNetworkId` and `address` still applies to it (both are
 * still the namespace's), else undefined: a late answer never shows under another chain or account.
 */
function accountStillAt(
  state: ChainsState,
  read: { namespace: ChainNamespace; caipNetworkId: CaipNetworkId; address: string },
): AccountState | undefined {
  const target = chain(state, read.namespace);
  const account = target?.accountState;
  if (!account?.address || target?.networkState.caipNetworkId !== read.caipNetworkId) return undefined;
  return account.address.toLowerCase() === read.address.toLowerCase() ? account : undefined;
}

function setActive(state: ChainsState, caipNetworkId: CaipNetworkId): void {
  const namespace = caipNetworkId.split(':')[0] as ChainNamespace;
  state.activeNamespace = namespace;
  state.activeCaipNetworkId = caipNetworkId;
  const target = state.chains[namespace];
  if (target) setNetwork(target, caipNetworkId);
}

/** Moves a namespace to a network; its balance was another chain's, so it goes until read again. */
function setNetwork(target: ChainState, caipNetworkId: CaipNetworkId): void {
  if (target.networkState.caipNetworkId === caipNetworkId) return;
  target.networkState.caipNetworkId = caipNetworkId;
  delete target.accountState.balance;
  delete target.accountState.balanceSymbol;
  delete target.accountState.balanceUnavailable;
  delete target.accountState.tokenBalance;
}
