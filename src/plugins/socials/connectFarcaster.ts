import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import { requireEmbeddedWallet, shownError } from '../support/embeddedWallet';
import { watchSocialEvents } from './socialEvents';
import { isCurrentSocialFlow, requireSocialsLoaded, type SocialFlowOutcome } from './socialsFlow';
import { socialsSlice } from './socialsSlice';

/**
 * Sign In With Farcaster (SPEC §4): asks the frame for the URL (recorded as `farcasterUrl`, shown as a
 * QR code), then waits until the user signed in on their phone; the wallet then connects. Rejects with
 * the shown error (recorded too); resolves `cancelled` when the flow was left meanwhile.
 */
export const connectFarcaster = createKitAsyncThunk<SocialFlowOutcome, void>(
  'socials/connectFarcaster',
  async (_, { dispatch, getState, extra, requestId: flowId, rejectWithValue }) => {
    const { farcasterUrlReceived, socialFailed, socialFlowStarted, socialStatusChanged } =
      socialsSlice.actions;
    const current = () => isCurrentSocialFlow(getState, flowId);
    let wallet: ReturnType<typeof requireEmbeddedWallet>;
    try {
      requireSocialsLoaded(getState);
      wallet = requireEmbeddedWallet(extra.services);
    } catch (error) {
      return rejectWithValue(shownError(error));
    }
    watchSocialEvents(dispatch, extra.services);
    dispatch(socialFlowStarted({ flowId, flow: 'farcaster', status: 'opening' }));
    try {
      const { url } = await wallet.getFarcasterUri();
      if (!current()) return 'cancelled';
      dispatch(farcasterUrlReceived({ flowId, url }));
      await wallet.connectFarcaster();
      if (!current()) return 'cancelled';
      dispatch(socialStatusChanged({ flowId, status: 'connected' }));
      return 'connected';
    } catch (error) {
      if (!current()) return 'cancelled';
      const shown = shownError(error);
      dispatch(socialFailed({ flowId, error: shown }));
      return rejectWithValue(shown);
    }
  },
);
