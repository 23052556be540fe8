import type { PayloadAction } from '@reduxjs/toolkit';
import { PAIRING_EXPIRY_THRESHOLD_MS } from '../../core/constants/time';
import { WALLETCONNECT_TIMING } from '../../core/constants/walletConnect';
import { type ChainNamespace, isChainNamespace } from '../../core/namespaces';
import { createSlice } from '../core/createSlice';
import { isRehydrateOf } from '../persistence/isRehydrateOf';
import { chainsSlice } from './chainsSlice';

/** Connection status of one namespace (SPEC §4). */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/** What the modal shows about the wallet a namespace is connected through. */
export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  rdns?: string;
  id?: string;
}

/** WalletConnect pairing state: status runs disconnected -> connecting -> connected. */
export interface WalletConnectState {
  status: ConnectionStatus;
  uri?: string;
  /** Epoch ms at which the pairing URI expires; set whenever a URI is set. */
  pairingExpiry?: number;
  error?: string;
}

export interface ConnectionState {
  status: Partial<Record<ChainNamespace, ConnectionStatus>>;
  /** Persisted: the connector each namespace was connected through (drives reconnect on load). */
  connectorIds: Partial<Record<ChainNamespace, string>>;
  /** Persisted: wallet id and name per namespace. */
  wallets: Partial<Record<ChainNamespace, ConnectedWalletInfo>>;
  /**
   * Persisted: the account address each namespace last reported. Shown (busy) while a returning
   * visitor reconnects, so server HTML read from cookies already shows their account; it is never
   * treated as connected until the wallet confirms (docs/ssr.md).
   */
  lastAddresses: Partial<Record<ChainNamespace, string>>;
  walletConnect: WalletConnectState;
}

const initialState: ConnectionState = {
  status: {},
  connectorIds: {},
  wallets: {},
  lastAddresses: {},
  walletConnect: { status: 'disconnected' },
};

/**
 * A stored address is shown on the page: keep only address-shaped text (any namespace's alphabet).
 * Not core/validate's isAddressForNamespace: its per-namespace checks would join the start-up bundle
 * for a value that is only displayed, busy, until the wallet confirms the real one.
 */
const ADDRESS_SHAPE = /^[0-9A-Za-z:._-]{1,128}$/;

/** A pairing URI lives for the WalletConnect proposal ttl (5 min). */
const PAIRING_TTL_MS = WALLETCONNECT_TIMING.proposalTtlMs;

/**
 * Connection status per namespace. Only connector ids, wallet info and the last address are persisted;
 * on rehydration a namespace with a stored connector starts as `connecting` until its adapter has
 * synced (SPEC §4).
 */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connecting(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      state.status[action.payload.namespace] = 'connecting';
    },
    connected(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectorId: string; wallet?: ConnectedWalletInfo }>,
    ) {
      const { namespace, connectorId, wallet } = action.payload;
      state.status[namespace] = 'connected';
      state.connectorIds[namespace] = connectorId;
      if (wallet) state.wallets[namespace] = wallet;
    },
    /** A sync after start failed: the namespace is disconnected and forgets its connector. */
    syncFailed(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      forget(state, action.payload.namespace);
    },
    disconnected(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      forget(state, action.payload.namespace);
    },
    walletConnectUriSet(state, action: PayloadAction<{ uri: string; now: number }>) {
      state.walletConnect = {
        status: 'connecting',
        uri: action.payload.uri,
        pairingExpiry: action.payload.now + PAIRING_TTL_MS,
      };
    },
    walletConnectStatusSet(state, action: PayloadAction<{ status: ConnectionStatus; error?: string }>) {
      state.walletConnect.status = action.payload.status;
      if (action.payload.error === undefined) delete state.walletConnect.error;
      else state.walletConnect.error = action.payload.error;
      if (action.payload.status === 'disconnected') {
        delete state.walletConnect.uri;
        delete state.walletConnect.pairingExpiry;
      }
    },
  },
  extraReducers: (builder) => {
    // Every address a namespace reports is remembered; a disconnect forgets it.
    builder.addCase(chainsSlice.actions.accountUpdated, (state, action) => {
      const { namespace, address } = action.payload;
      if (typeof address === 'string' && ADDRESS_SHAPE.test(address))
        state.lastAddresses[namespace] = address;
    });
    // A namespace with a stored connector starts as `connecting` until its adapter has synced.
    builder.addMatcher(isRehydrateOf<ConnectionState>('connection'), (state, action) => {
      const { connectorIds = {}, wallets = {}, lastAddresses = {} } = action.payload ?? {};
      for (const [namespace, id] of Object.entries(connectorIds)) {
        if (!isChainNamespace(namespace) || typeof id !== 'string') continue;
        state.connectorIds[namespace] = id;
        state.status[namespace] = 'connecting';
        const wallet = wallets[namespace];
        if (wallet && typeof wallet.name === 'string') state.wallets[namespace] = wallet;
        const address = (lastAddresses as Record<string, unknown>)[namespace];
        if (typeof address === 'string' && ADDRESS_SHAPE.test(address))
          state.lastAddresses[namespace] = address;
      }
    });
  },
  selectors: {
    selectStatus: (state, namespace: ChainNamespace): ConnectionStatus =>
      state.status[namespace] ?? 'disconnected',
    selectConnectorId: (state, namespace: ChainNamespace) => state.connectorIds[namespace],
    selectWalletInfo: (state, namespace: ChainNamespace) => state.wallets[namespace],
    selectLastAddress: (state, namespace: ChainNamespace) => state.lastAddresses[namespace],
    selectWalletConnect: (state) => state.walletConnect,
  },
});

function forget(state: ConnectionState, namespace: ChainNamespace): void {
  state.status[namespace] = 'disconnected';
  delete state.connectorIds[namespace];
  delete state.wallets[namespace];
  delete state.lastAddresses[namespace];
}

/** True when a WalletConnect pairing has 10 s or less left (SPEC §9), so a new URI is needed. */
export function isPairingExpired(walletConnect: WalletConnectState, now: number): boolean {
  return (
    walletConnect.pairingExpiry === undefined ||
    walletConnect.pairingExpiry - now <= PAIRING_EXPIRY_THRESHOLD_MS
  );
}
