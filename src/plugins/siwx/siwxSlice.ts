import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import type { SiwxMessage } from '../../core/siwx/siwxMessage';
import { isRehydrateOf } from '../../store/persistence/isRehydrateOf';
import type { StoredSiwxSession } from './siwxConfig';

/**
 * The message Sign asks the wallet to sign, prepared when SIWXSignMessage opens so the view can show
 * it (prepareSiwxMessage): for one account on one network, with its nonce already issued.
 */
export interface PreparedSiwxMessage {
  caipNetworkId: string;
  address: string;
  data: SiwxMessage;
  /** The exact text the wallet is asked to sign. */
  message: string;
  /** Epoch ms it was prepared at: an old one is prepared again at Sign (SIWX_PREPARED_MAX_AGE_MS). */
  preparedAt: number;
}

/** SIWX state: the kept sessions (persisted) and where the current sign-in is. */
export interface SiwxState {
  sessions: StoredSiwxSession[];
  /** idle: nothing asked; required: the view waits for Sign; signing: the wallet is asked; signedIn. */
  status: 'idle' | 'required' | 'signing' | 'signedIn';
  error?: SerializedError;
  /** Whether Cancel disconnects (the config's `required`), so SIWXSignMessage can say so; unknown: assume it does. */
  required?: boolean;
  /**
   * True once the kept sessions were read back from storage (or found absent). The slice is injected
   * lazily and restored asynchronously, so the connect check waits for this: checking earlier would
   * ask a returning visitor to sign again.
   */
  restored?: boolean;
  /** The message of the current sign-in, once prepared; taken (removed) by Sign, since its nonce is used once. */
  prepared?: PreparedSiwxMessage;
  /** Where preparing the message is: asked, or failed (Sign then prepares it itself). */
  preparation?: 'preparing' | 'failed';
}

// A rehydration from empty storage may leave `sessions` unset: every reader defaults it.
const initialState: SiwxState = { sessions: [], status: 'idle' };

// A kept session is trusted only with the fields the check and the server helper read.
const isStoredSession = (s: unknown): s is StoredSiwxSession => {
  const v = s as Partial<StoredSiwxSession> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.caipNetworkId === 'string' &&
    typeof v.address === 'string' &&
    typeof v.message === 'string' &&
    typeof v.signature === 'string' &&
    typeof v.data === 'object' &&
    v.data !== null &&
    (v.expiresAt === undefined || typeof v.expiresAt === 'string') &&
    (v.token === undefined || typeof v.token === 'string')
  );
};

const sameAccount = (a: StoredSiwxSession, b: { caipNetworkId: string; address: string }) =>
  a.caipNetworkId === b.caipNetworkId && a.address.toLowerCase() === b.address.toLowerCase();

const sameAddress = (s: StoredSiwxSession, by: { namespace: string; address: string }) =>
  s.caipNetworkId.startsWith(`${by.namespace}:`) && s.address.toLowerCase() === by.address.toLowerCase();

/** State of the SIWX plugin; its sessions are persisted under the kit's `@appkit/…/siwx` key. */
export const siwxSlice = createSlice({
  name: 'siwx',
  initialState,
  reducers: {
    /** The flow moved on (required, signing, signedIn, idle), with the last failure if any. */
    siwxStatusSet(
      state,
      action: PayloadAction<{ status: SiwxState['status']; error?: SerializedError; required?: boolean }>,
    ) {
      state.status = action.payload.status;
      if (action.payload.required !== undefined) state.required = action.payload.required;
      // A prepared message belongs to a sign-in that waits for Sign; none waits once signed in or idle.
      if (action.payload.status === 'signedIn' || action.payload.status === 'idle') {
        delete state.prepared;
        delete state.preparation;
      }
      if (action.payload.error) state.error = action.payload.error;
      else delete state.error;
    },
    /** Preparing the message started (prepareSiwxMessage). */
    siwxMessagePreparing(state) {
      delete state.prepared;
      state.preparation = 'preparing';
    },
    /** The message is prepared: the view shows it and Sign asks the wallet to sign it. */
    siwxMessagePrepared(state, action: PayloadAction<PreparedSiwxMessage>) {
      state.prepared = action.payload;
      delete state.preparation;
    },
    /** Preparing failed (the nonce could not be fetched, the host's message was refused). */
    siwxMessagePreparationFailed(state) {
      delete state.prepared;
      state.preparation = 'failed';
    },
    /** Sign took the prepared message: its nonce is for this one attempt. */
    siwxMessageTaken(state) {
      delete state.prepared;
      delete state.preparation;
    },
    /** A new session replaces the account's earlier ones. */
    siwxSessionAdded(state, action: PayloadAction<StoredSiwxSession>) {
      state.sessions = [
        ...(state.sessions ?? []).filter((s) => !sameAccount(s, action.payload)),
        action.payload,
      ];
    },
    /** The account's sessions are replaced by those that still hold (none: signed out). */
    siwxSessionsReplaced(
      state,
      action: PayloadAction<{ caipNetworkId: string; address: string; sessions: StoredSiwxSession[] }>,
    ) {
      state.sessions = [
        ...(state.sessions ?? []).filter((s) => !sameAccount(s, action.payload)),
        ...action.payload.sessions,
      ];
    },
    /** Sign-out on disconnect: every kept session of the address in the namespace, on any of its networks. */
    siwxAddressSignedOut(state, action: PayloadAction<{ namespace: string; address: string }>) {
      state.sessions = (state.sessions ?? []).filter((s) => !sameAddress(s, action.payload));
    },
  },
  extraReducers: (builder) => {
    // The persistence layer does no blind merge (stateReconciler: false): the slice applies its own
    // restored sessions, dropping any that lost their shape, and marks itself restored either way.
    builder.addMatcher(isRehydrateOf<SiwxState>('siwx'), (state, action) => {
      const restored = action.payload?.sessions;
      if (Array.isArray(restored)) {
        // A session signed in this page before the restore is newer than a kept one of that account.
        const current = state.sessions ?? [];
        const older = restored.filter(isStoredSession).filter((r) => !current.some((s) => sameAccount(s, r)));
        state.sessions = [...older, ...current];
      }
      state.restored = true;
    });
  },
});

/** The SIWX plugin's actions. */
export const {
  siwxStatusSet,
  siwxSessionAdded,
  siwxSessionsReplaced,
  siwxAddressSignedOut,
  siwxMessagePreparing,
  siwxMessagePrepared,
  siwxMessagePreparationFailed,
  siwxMessageTaken,
} = siwxSlice.actions;

/** The kept sessions of an address in a namespace, on any of its networks. */
export function sessionsOfAddress(state: SiwxState | undefined, by: { namespace: string; address: string }) {
  return (state?.sessions ?? []).filter((s) => sameAddress(s, by));
}

/** The stored sessions of one account on one network. */
export function sessionsOf(
  state: SiwxState | undefined,
  account: { caipNetworkId: string; address: string },
) {
  return (state?.sessions ?? []).filter((s) => sameAccount(s, account));
}

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    siwx: SiwxState;
  }
}
