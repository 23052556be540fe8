import type { PayloadAction } from '@reduxjs/toolkit';
import type { ConnectorType } from '../../core/constants/connectors';
import { RECENT_WALLETS_LIMIT } from '../../core/constants/limits';
import type { ChainNamespace } from '../../core/namespaces';
import { createSlice } from '../core/createSlice';
import { isRehydrateOf } from '../persistence/isRehydrateOf';

/** Connector types of SPEC §3, defined once in core. */
export type { ConnectorType };

/**
 * The serialisable description of a connector. The provider object itself lives in the kit's service
 * registry under `connector:{id}` (DESIGN §2: the store holds only serialisable data).
 */
export interface ConnectorInfo {
  id: string;
  type: ConnectorType;
  name: string;
  chain: ChainNamespace;
  imageId?: string;
  imageUrl?: string;
  info?: { rdns?: string };
  explorerId?: string;
}

/** A recently used wallet (SPEC §3): id plus rdns, and what the list needs to show it. */
export interface RecentWallet {
  id: string;
  rdns?: string;
  name?: string;
  imageUrl?: string;
}

export interface ConnectorsState {
  connectors: ConnectorInfo[];
  /** Persisted; most recent first, at most RECENT_WALLETS_LIMIT entries. */
  recentWallets: RecentWallet[];
}

const initialState: ConnectorsState = { connectors: [], recentWallets: [] };

/** Known connectors (discovered or configured) and the recent-wallets list. */
export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState,
  reducers: {
    /** Adds or updates a connector; de-duplicated by id, then by rdns within the same chain. */
    connectorAdded(state, action: PayloadAction<ConnectorInfo>) {
      const next = action.payload;
      const rdns = next.info?.rdns;
      const index = state.connectors.findIndex(
        (c) => c.id === next.id || (rdns !== undefined && c.info?.rdns === rdns && c.chain === next.chain),
      );
      if (index === -1) state.connectors.push(next);
      else state.connectors[index] = { ...state.connectors[index], ...next };
    },
    connectorRemoved(state, action: PayloadAction<{ id: string }>) {
      state.connectors = state.connectors.filter((c) => c.id !== action.payload.id);
    },
    recentWalletAdded(state, action: PayloadAction<RecentWallet>) {
      const wallet = action.payload;
      state.recentWallets = [wallet, ...state.recentWallets.filter((w) => w.id !== wallet.id)].slice(
        0,
        RECENT_WALLETS_LIMIT,
      );
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isRehydrateOf<ConnectorsState>('connectors'), (state, action) => {
      const restored = action.payload?.recentWallets;
      if (!Array.isArray(restored)) return;
      state.recentWallets = restored
        .filter((w): w is RecentWallet => typeof w?.id === 'string' && w.id.length > 0)
        .slice(0, RECENT_WALLETS_LIMIT);
    });
  },
  selectors: {
    selectConnectors: (state) => state.connectors,
    selectConnectorById: (state, id: string) => state.connectors.find((c) => c.id === id),
    selectRecentWallets: (state) => state.recentWallets,
  },
});
