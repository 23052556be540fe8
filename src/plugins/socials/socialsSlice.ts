import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import { isModalNavigation, leavesViews } from '../../store/connectFlow';
import type { RootState } from '../../store/createKitStore';
import { modalSlice } from '../../store/slices/modalSlice';
import type { SocialsLoginView } from './socialsLoginViews';

/** Which social login the state traces: in a popup, by a full-page redirect, or Farcaster's QR code. */
export type SocialFlow = 'popup' | 'redirect' | 'farcaster';

/** Where a social login is (SPEC §4). `blocked`, `closed` and `failed` wait for "Try again". */
export type SocialStatus =
  | 'idle'
  | 'opening'
  | 'waiting'
  | 'redirecting'
  | 'connecting'
  | 'connected'
  | 'blocked'
  | 'closed'
  | 'failed';

export interface SocialsState {
  status: SocialStatus;
  flow?: SocialFlow;
  /** The id of the running flow; answers of an older or abandoned flow change nothing. */
  flowId?: string;
  /** The provider whose popup or redirect is in progress. */
  pendingProvider?: string;
  /** The Sign-In-With-Farcaster URL currently shown as a QR code. */
  farcasterUrl?: string;
  /** The last failure, as shown (the frame's message, or 'Something went wrong'). */
  error?: SerializedError;
}

const initialState: SocialsState = { status: 'idle' };

/**
 * The view a flow is shown in (one of the plugin's declared login views); leaving it ends the flow. A
 * redirect leaves the page instead.
 */
const FLOW_VIEWS: Readonly<Record<SocialFlow, readonly SocialsLoginView[] | undefined>> = {
  popup: ['ConnectingSocial'],
  farcaster: ['ConnectingFarcaster'],
  redirect: undefined,
};

/** True from the start of a flow until it is connected (a failure still waits for "Try again"). */
const isRunning = (state: SocialsState) =>
  state.flowId !== undefined && state.status !== 'idle' && state.status !== 'connected';

/** Leaving the flow's view (or the modal) ends a running, view-bound flow. */
const isLeftBy = (state: SocialsState, action: UnknownAction) =>
  isRunning(state) && state.flow !== undefined && leavesViews(action, FLOW_VIEWS[state.flow]);

/** The wallet is completing the sign-in (which closes the modal): closing it ends nothing then. */
const isHandingOver = (state: SocialsState) =>
  state.status === 'connecting' || (state.flow === 'farcaster' && state.status === 'waiting');

type Keyed<T = object> = PayloadAction<T & { flowId: string }>;

/** Runs `update` only for an action of the current flow: the guard against late answers. */
function ofFlow<T>(update: (state: SocialsState, payload: T) => void) {
  return (state: SocialsState, action: Keyed<T>) => {
    if (state.flowId === action.payload.flowId) update(state, action.payload);
  };
}

/** State of the socials plugin, injected into a kit when the plugin loads: the trace of its flows. */
export const socialsSlice = createSlice({
  name: 'socials',
  initialState,
  reducers: {
    socialFlowStarted(
      _state,
      action: Keyed<{ flow: SocialFlow; status: SocialStatus; provider?: string }>,
    ): SocialsState {
      const { flowId, flow, status, provider } = action.payload;
      return { status, flow, flowId, ...(provider === undefined ? {} : { pendingProvider: provider }) };
    },
    socialStatusChanged: ofFlow<{ status: SocialStatus }>((state, payload) => {
      state.status = payload.status;
      delete state.error;
    }),
    farcasterUrlReceived: ofFlow<{ url: string }>((state, payload) => {
      state.farcasterUrl = payload.url;
      state.status = 'waiting';
      delete state.error;
    }),
    socialFailed: ofFlow<{ error: SerializedError }>((state, payload) => {
      state.status = 'failed';
      state.error = payload.error;
    }),
    /** Ends any flow (a host abandons it; its popup closes); late answers then change nothing. */
    socialFlowCancelled: () => initialState,
  },
  extraReducers: (builder) => {
    const { opened, closed } = modalSlice.actions;
    builder
      // Opening the modal afresh starts from a clean slate, unless it opens the running flow's own view.
      .addCase(opened, (state, action) => {
        if (!action.payload) return state;
        return isRunning(state) && !isLeftBy(state, action) ? state : initialState;
      })
      // Navigating to a view outside the flow, back, or closing the modal is the user leaving it; a
      // close while the wallet completes the sign-in ends nothing.
      .addMatcher(isModalNavigation, (state, action) => {
        if (opened.match(action) || !isLeftBy(state, action)) return state;
        return closed.match(action) && isHandingOver(state) ? state : initialState;
      });
  },
});

export const { socialFlowCancelled } = socialsSlice.actions;

/** The socials plugin's state, or undefined while the plugin is not loaded. */
export const selectSocials = (state: RootState): SocialsState | undefined => state.socials;

/** True while a `flow` (for `provider`, when given) runs; a view arriving for it attaches instead. */
export function selectSocialLoginRunning(state: RootState, flow: SocialFlow, provider?: string): boolean {
  const current = state.socials;
  if (!current || current.flow !== flow || !isRunning(current)) return false;
  return provider === undefined || current.pendingProvider === provider;
}

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    socials: SocialsState;
  }
}
