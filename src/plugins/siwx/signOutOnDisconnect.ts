import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import { SIWX_CONFIG_SERVICE_ID, type SiwxConfig } from './siwxConfig';
import { sessionsOfAddress, siwxAddressSignedOut } from './siwxSlice';

/**
 * Sign-out on disconnect (AppKit's `signOutOnDisconnect`, default true): the disconnected address's
 * kept sessions in its namespace are forgotten at once, so the next connect asks to sign again even
 * if the page closes right after; then each is revoked at its issuer. A revoke that fails is ignored:
 * the visitor asked to leave, and the issuer's session still ends at its expiry. Resolves with the
 * number of sessions signed out (0 without a config, with the option off, or with nothing kept).
 */
export const signOutOnDisconnect = createKitAsyncThunk<number, { namespace: string; address: string }>(
  'siwx/signOutOnDisconnect',
  async (by, { getState, dispatch, extra }) => {
    const config = extra.services.get<SiwxConfig>(SIWX_CONFIG_SERVICE_ID);
    if (!config || config.signOutOnDisconnect === false) return 0;
    const sessions = sessionsOfAddress(getState().siwx, by);
    if (sessions.length === 0) return 0;
    dispatch(siwxAddressSignedOut(by));
    await Promise.all(
      sessions.map((session) =>
        Promise.resolve()
          .then(() => config.revokeSession?.(session))
          .catch(() => undefined),
      ),
    );
    return sessions.length;
  },
);
