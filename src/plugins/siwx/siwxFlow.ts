import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import { UserRejectedRequestError } from '../../core/errors/coreErrors';
import { serializeError } from '../../core/errors/defineError';
import { TOAST } from '../../core/errors/toasts';
import { isUserRejection } from '../../core/rpcErrors';
import { showNotification } from '../../store/actions/showNotification';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { RootState } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { selectConnectedAccount } from '../../store/selectors/selectActiveAccount';
import { SIWX_ONE_CLICK_SERVICE_ID } from '../../store/services/SiwxOneClickService';
import { modalSlice } from '../../store/slices/modalSlice';
import { buildSiwxSignIn, usablePreparedMessage } from './prepareSiwxMessage';
import type { SiwxOneClickHandle } from './registerSiwxOneClick';
import {
  requireSiwxConfig,
  SIWX_WALLET_SERVICE_ID,
  type SiwxWallet,
  type StoredSiwxSession,
} from './siwxConfig';
import { NoActiveCaipNetworkOrClientError, SiwxSignInAbandonedError } from './siwxErrors';
import { siwxEventRaised } from './siwxEvents';
import {
  sessionsOf,
  siwxMessageTaken,
  siwxSessionAdded,
  siwxSessionsReplaced,
  siwxStatusSet,
} from './siwxSlice';
import { SIWX_SIGN_FAILED_TOAST } from './siwxStrings';

/** The connected account and network the sign-in is for, or undefined when not connected. */
export function siwxAccount(state: RootState): { caipNetworkId: string; address: string } | undefined {
  const account = selectConnectedAccount(state);
  return account?.caipNetworkId
    ? { caipNetworkId: account.caipNetworkId, address: account.address }
    : undefined;
}

const notExpired = (now: number) => (s: StoredSiwxSession) => !s.expiresAt || Date.parse(s.expiresAt) > now;

function wallet(services: ServiceRegistry): SiwxWallet {
  const service = services.get<SiwxWallet>(SIWX_WALLET_SERVICE_ID);
  if (!service) throw new NoActiveCaipNetworkOrClientError();
  return service;
}

/**
 * After connect (SPEC §4): a session that still holds for the account and network signs the visitor
 * in; none opens SIWXSignMessage. Failing to ask (the config or its server fails) shows 'A problem
 * occurred while trying initialize authentication', disconnects and resets the modal to Connect.
 * Rejects `SIWX is not enabled` without a config.
 */
export const checkSiwxSession = createKitAsyncThunk<'signedIn' | 'required' | 'notConnected', void>(
  'siwx/check',
  async (_, { getState, dispatch, extra, rejectWithValue }) => {
    let config: ReturnType<typeof requireSiwxConfig>;
    try {
      config = requireSiwxConfig(extra.services);
    } catch (error) {
      return rejectWithValue(serializeError(error));
    }
    const account = siwxAccount(getState());
    if (!account) return 'notConnected';
    try {
      // Signed while connecting (WalletConnect one-click) and already verified: kept like a Sign.
      const oneClick = extra.services.get<SiwxOneClickHandle>(SIWX_ONE_CLICK_SERVICE_ID);
      for (const session of (await oneClick?.take(account)) ?? []) dispatch(siwxSessionAdded(session));
      const stored = sessionsOf(getState().siwx, account).filter(notExpired(Date.now()));
      const valid = config.getSessions ? await config.getSessions(stored) : stored;
      dispatch(siwxSessionsReplaced({ ...account, sessions: valid }));
      if (valid.length > 0) {
        dispatch(siwxStatusSet({ status: 'signedIn' }));
        return 'signedIn';
      }
      dispatch(siwxStatusSet({ status: 'required', required: config.required === true }));
      dispatch(modalSlice.actions.opened({ view: 'SIWXSignMessage' }));
      return 'required';
    } catch (error) {
      dispatch(showNotification(extra.services, { message: TOAST.siwxInitFailed, variant: 'error' }));
      await wallet(extra.services)
        .disconnect()
        .catch(() => undefined);
      dispatch(siwxStatusSet({ status: 'idle', error: serializeError(error) }));
      dispatch(modalSlice.actions.reset({ view: 'Connect' }));
      return rejectWithValue(serializeError(error));
    }
  },
);

/**
 * Sign (SIWXSignMessage): the message the view showed (prepareSiwxMessage; prepared here when there is
 * none, it failed, or it is older than SIWX_PREPARED_MAX_AGE_MS), the wallet signs it through the
 * adapter runtime, the config verifies and records the session; the kit keeps it and closes the modal.
 * A refusal (4001: the runtime shows 'Signature declined') or a failed verification reopens the view;
 * any failure but a refusal (a message that cannot be created, first of all) toasts 'Error signing
 * message'. Raises SIWX_AUTH_SUCCESS or SIWX_AUTH_ERROR (with the failure's message); an abandoned
 * sign-in raises neither.
 */
export const signInWithSiwx = createKitAsyncThunk<StoredSiwxSession, void>(
  'siwx/signIn',
  async (_, { getState, dispatch, extra, rejectWithValue }) => {
    try {
      const config = requireSiwxConfig(extra.services);
      const account = siwxAccount(getState());
      if (!account) throw new NoActiveCaipAddressError();
      const signer = wallet(extra.services);
      dispatch(siwxStatusSet({ status: 'signing' }));
      dispatch(modalSlice.actions.replaced({ view: 'ConnectingSiwe' }));
      // Taken either way: a nonce is for one attempt (a reopened view prepares a new message).
      const prepared = usablePreparedMessage(getState().siwx, account, Date.now());
      dispatch(siwxMessageTaken());
      const { data, message } = prepared ?? (await buildSiwxSignIn(config, account));
      const signature = await signer.signMessage(message);
      // Closed (required: disconnected), canceled or switched account while the wallet was asked:
      // the signature is for a sign-in nobody waits for any more, so nothing is recorded or kept.
      if (getState().siwx?.status !== 'signing') throw new SiwxSignInAbandonedError();
      const recorded = await config.addSession({ data, message, signature });
      const session: StoredSiwxSession = { ...account, data, message, signature, ...recorded };
      dispatch(siwxSessionAdded(session));
      dispatch(siwxStatusSet({ status: 'signedIn' }));
      dispatch(siwxEventRaised('SIWX_AUTH_SUCCESS'));
      dispatch(modalSlice.actions.closed());
      return session;
    } catch (error) {
      // A refusal reads the same whichever adapter library signed (ethers says ACTION_REJECTED).
      const failure = serializeError(
        isUserRejection(error) ? new UserRejectedRequestError({ cause: error }) : error,
      );
      // Abandoned (see above) or not connected: there is no sign-in to reopen.
      if (getState().siwx?.status !== 'signing' || !siwxAccount(getState())) return rejectWithValue(failure);
      // A refusal has its toast already ("Signature declined", from the wallet runtime); anything else
      // (the message could not be created, the wallet failed, the signature was not accepted) has this.
      if (!isUserRejection(error))
        dispatch(showNotification(extra.services, { message: SIWX_SIGN_FAILED_TOAST, variant: 'error' }));
      dispatch(siwxEventRaised('SIWX_AUTH_ERROR', failure.message));
      dispatch(siwxStatusSet({ status: 'required', error: failure }));
      if (getState().modal.open) dispatch(modalSlice.actions.replaced({ view: 'SIWXSignMessage' }));
      else dispatch(modalSlice.actions.opened({ view: 'SIWXSignMessage' }));
      return rejectWithValue(failure);
    }
  },
);

/**
 * Cancel (SIWXSignMessage): disconnects when sign-in is required, else only closes the modal. Closing
 * the modal on an unfinished required sign-in runs this too (siwxRequiredGuard).
 */
export const cancelSiwx = createKitAsyncThunk<'disconnected' | 'closed', void>(
  'siwx/cancel',
  async (_, { dispatch, extra, rejectWithValue }) => {
    try {
      const config = requireSiwxConfig(extra.services);
      dispatch(siwxStatusSet({ status: 'idle' }));
      dispatch(modalSlice.actions.closed());
      if (!config.required) return 'closed';
      await wallet(extra.services).disconnect();
      return 'disconnected';
    } catch (error) {
      return rejectWithValue(serializeError(error));
    }
  },
);

/** Sign out: revokes the account's sessions at their issuer and forgets them. */
export const signOutSiwx = createKitAsyncThunk<void, void>(
  'siwx/signOut',
  async (_, { getState, dispatch, extra, rejectWithValue }) => {
    try {
      const config = requireSiwxConfig(extra.services);
      const account = siwxAccount(getState());
      if (!account) throw new NoActiveCaipAddressError();
      for (const session of sessionsOf(getState().siwx, account)) await config.revokeSession?.(session);
      dispatch(siwxSessionsReplaced({ ...account, sessions: [] }));
      dispatch(siwxStatusSet({ status: 'idle' }));
    } catch (error) {
      return rejectWithValue(serializeError(error));
    }
  },
);
