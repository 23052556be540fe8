import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PAIRING_EXPIRY_THRESHOLD_MS } from '../../core/constants/time';
import { WALLETCONNECT_TIMING } from '../../core/constants/walletConnect';
import { type ChainNamespace, isChainNamespace } from '../../core/namespaces';
import { isRehydrateOf } from '../persistence/isRehydrateOf';

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
  walletConnect: WalletConnectState;
}

const initialState: ConnectionState = {
  status: {},
  connectorIds: {},
  wallets: {},
  walletConnect: { status: 'disconnected' },
};

/** A pairing URI lives for the WalletConnect proposal ttl (5 min). */
const PAIRING_TTL_MS = WALLETCONNECT_TIMING.proposalTtlMs;

/**
 * Connection status per namespace. Only connector ids and wallet info are persisted; on rehydration a
 * namespace with a stored connector starts as `connecting` until its adapter has synced (SPEC §4).
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
    // A namespace with a stored connector starts as `connecting` until its adapter has synced.
    builder.addMatcher(isRehydrateOf<ConnectionState>('connection'), (state, action) => {
      const { connectorIds = {}, wallets = {} } = action.payload ?? {};
      for (const [namespace, id] of Object.entries(connectorIds)) {
        if (!isChainNamespace(namespace) || typeof id !== 'string') continue;
        state.connectorIds[namespace] = id;
        state.status[namespace] = 'connecting';
        const wallet = wallets[namespace];
        if (wallet && typeof wallet.name === 'string') state.wallets[namespace] = wallet;
      }
    });
  },
  selectors: {
    selectStatus: (state, namespace: ChainNamespace): ConnectionStatus =>
      state.status[namespace] ?? 'disconnected',
    selectConnectorId: (state, namespace: ChainNamespace) => state.connectorIds[namespace],
    selectWalletInfo: (state, namespace: ChainNamespace) => state.wallets[namespace],
    selectWalletConnect: (state) => state.walletConnect,
  },
});

function forget(state: ConnectionState, namespace: ChainNamespace): void {
  state.status[namespace] = 'disconnected';
  delete state.connectorIds[namespace];
  delete state.wallets[namespace];
}

/** True when a WalletConnect pairing has 10 s or less left (SPEC §9), so a new URI is needed. */
export function isPairingExpired(walletConnect: WalletConnectState, now: number): boolean {
  return (
    walletConnect.pairingExpiry === undefined ||
    walletConnect.pairingExpiry - now <= PAIRING_EXPIRY_THRESHOLD_MS
  );
}
