import type { PayloadAction } from '@reduxjs/toolkit';
import type { CaipNetworkId } from '../../core/namespaces';
import { createSlice } from '../core/createSlice';
import { isRehydrateOf } from '../persistence/isRehydrateOf';

/**
 * Cached embedded-wallet login data (SPEC §3 locally stored items). It is core, not part of the email
 * plugin, because the kit must know at start-up whether to restore an embedded session before any
 * plugin chunk has loaded.
 */
export interface AuthState {
  emailLoginUsed: boolean;
  email?: string;
  socialUsername?: string;
  socialProvider?: string;
  /** Epoch ms of the last e-mail code request; drives the 30 s throttle. */
  lastEmailLoginTime?: number;
  lastUsedChain?: CaipNetworkId;
  /** Stored comma-joined (SPEC §3); kept as a list in memory. */
  smartAccountEnabledNetworks: CaipNetworkId[];
}

const initialState: AuthState = { emailLoginUsed: false, smartAccountEnabledNetworks: [] };

/** Embedded-wallet login data that survives a reload. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    emailLoginStarted(state, action: PayloadAction<{ now: number }>) {
      state.lastEmailLoginTime = action.payload.now;
    },
    /** SPEC §4: on success the e-mail and login flag are stored and the last login time is cleared. */
    emailLoginSucceeded(state, action: PayloadAction<{ email: string }>) {
      state.email = action.payload.email;
      state.emailLoginUsed = true;
      delete state.lastEmailLoginTime;
    },
    socialLoginSucceeded(state, action: PayloadAction<{ provider: string; username?: string }>) {
      state.socialProvider = action.payload.provider;
      if (action.payload.username) state.socialUsername = action.payload.username;
    },
    socialProviderCleared(state) {
      delete state.socialProvider;
    },
    lastUsedChainSet(state, action: PayloadAction<CaipNetworkId>) {
      state.lastUsedChain = action.payload;
    },
    smartAccountEnabledNetworksSet(state, action: PayloadAction<CaipNetworkId[]>) {
      state.smartAccountEnabledNetworks = action.payload;
    },
    /** Sign-out or a failed connection check clears the cached login data (SPEC §4). */
    loginDataCleared(state) {
      return { ...initialState, smartAccountEnabledNetworks: state.smartAccountEnabledNetworks };
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isRehydrateOf<AuthState>('auth'), (state, action) => {
      const r = action.payload ?? {};
      if (typeof r.emailLoginUsed === 'boolean') state.emailLoginUsed = r.emailLoginUsed;
      if (typeof r.email === 'string') state.email = r.email;
      if (typeof r.socialUsername === 'string') state.socialUsername = r.socialUsername;
      if (typeof r.socialProvider === 'string') state.socialProvider = r.socialProvider;
      if (typeof r.lastEmailLoginTime === 'number') state.lastEmailLoginTime = r.lastEmailLoginTime;
      if (typeof r.lastUsedChain === 'string') state.lastUsedChain = r.lastUsedChain;
      if (Array.isArray(r.smartAccountEnabledNetworks)) {
        state.smartAccountEnabledNetworks = r.smartAccountEnabledNetworks.filter(
          (n) => typeof n === 'string',
        );
      }
    });
  },
  selectors: { selectAuth: (state) => state },
});
