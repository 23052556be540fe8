import { nanoid } from '@reduxjs/toolkit';
import type { SocialProvider } from '../../core/constants/features';
import type { RootState } from '../../store/createKitStore';
import type { KitThunk } from '../../store/kitThunk';
import { watchActions } from '../../store/watchActions';
import { requireEmbeddedWallet, shownError } from '../support/embeddedWallet';
import { watchSocialEvents } from './socialEvents';
import {
  isCurrentSocialFlow,
  requireSocialProvider,
  requireSocialsLoaded,
  type SocialFlowOutcome,
} from './socialsFlow';
import { type SocialStatus, socialsSlice } from './socialsSlice';
import { type SocialPopup, watchSocialPopup } from './watchSocialPopup';

const POPUP_NAME = 'portico-social-login';
const POPUP_FEATURES = 'width=600,height=800,popup=yes';

/** Where the running popup attempt keeps its "end" (stop polling, close the popup) for the next one. */
const ATTEMPT_SERVICE_ID = 'socials:popupAttempt';

/**
 * Opens the blank social-login popup. Browsers allow a popup only straight from a click, so call it
 * synchronously in the click's handler; null when the browser blocked it.
 */
export function openSocialPopup(): SocialPopup | null {
  const opened = globalThis.open?.('about:blank', POPUP_NAME, POPUP_FEATURES) as
    | SocialPopup
    | null
    | undefined;
  return opened ?? null;
}

/** Parameters of `connectSocial`. */
export interface ConnectSocialParameters {
  provider: SocialProvider;
  /** A popup the caller opened in its click (`openSocialPopup()`); opened here, synchronously, if absent. */
  popup?: SocialPopup | null;
}

/**
 * Social login in a popup (SPEC §4). Its first, synchronous step opens the popup (dispatch it inside a
 * click) unless one is given; then it asks the frame for the provider's URL, points the popup there,
 * polls it until it comes back to this origin with `code=` or `error=`, and hands that URL to the frame,
 * which signs in. Every step is recorded in the socials slice. Resolves with where it ended (`blocked`,
 * `closed`, `failed` wait for "Try again"); rejects only when it cannot start (plugin not loaded, no
 * embedded wallet, unknown provider). Leaving the view, or a newer attempt, closes the popup.
 *
 * A plain thunk: its argument (a window) is not serialisable, the popup must open synchronously, and
 * the returned URL carries the provider's one-time `code`, which no action may carry.
 */
export function connectSocial({
  provider,
  popup,
}: ConnectSocialParameters): KitThunk<Promise<SocialFlowOutcome>> {
  return (dispatch, getState, { services }) => {
    let wallet: ReturnType<typeof requireEmbeddedWallet>;
    try {
      requireSocialsLoaded(getState);
      requireSocialProvider(provider);
      wallet = requireEmbeddedWallet(services);
    } catch (error) {
      return Promise.reject(shownError(error));
    }
    watchSocialEvents(dispatch, services);
    // The previous attempt ends first: a popup of the same name would otherwise be reused, then closed.
    services.get<() => void>(ATTEMPT_SERVICE_ID)?.();
    const window = popup === undefined ? openSocialPopup() : popup;
    const flowId = nanoid();
    const start = (status: SocialStatus) =>
      dispatch(socialsSlice.actions.socialFlowStarted({ flowId, flow: 'popup', status, provider }));
    if (!window) {
      start('blocked');
      return Promise.resolve('blocked');
    }
    start('opening');

    // One way out for every ending: the flow's own, the user leaving (the slice drops the flow), a newer
    // attempt, the kit destroyed. It stops the polling, closes the popup and settles the wait below.
    let stopWatching: () => void = () => undefined;
    let settleWait: (href: string | undefined) => void = () => undefined;
    const unlisten = watchActions(dispatch).when(
      (_action, state) => (state as RootState).socials?.flowId !== flowId,
      () => end(),
    );
    const release = services.onDispose(() => end());
    const end = () => {
      stopWatching();
      unlisten();
      release();
      settleWait(undefined);
      if (!window.closed) window.close();
      if (services.get(ATTEMPT_SERVICE_ID) === end) services.delete(ATTEMPT_SERVICE_ID);
    };
    services.set(ATTEMPT_SERVICE_ID, end);

    const current = () => isCurrentSocialFlow(getState, flowId);
    const status = (next: SocialStatus) =>
      dispatch(socialsSlice.actions.socialStatusChanged({ flowId, status: next }));
    const fail = (error: unknown): SocialFlowOutcome => {
      end();
      if (!current()) return 'cancelled';
      dispatch(socialsSlice.actions.socialFailed({ flowId, error: shownError(error) }));
      return 'failed';
    };

    const run = async (): Promise<SocialFlowOutcome> => {
      let uri: string;
      try {
        ({ uri } = await wallet.getSocialRedirectUri(provider));
      } catch (error) {
        return fail(error);
      }
      if (!current()) return 'cancelled';
      if (window.closed) {
        end();
        status('closed');
        return 'closed';
      }
      window.location.href = uri;
      status('waiting');
      const href = await new Promise<string | undefined>((resolve) => {
        settleWait = resolve;
        stopWatching = watchSocialPopup(window, globalThis.location?.origin ?? '', {
          onReturn: resolve,
          onClosed: () => resolve(undefined),
        });
      });
      end();
      if (!current()) return 'cancelled';
      if (href === undefined) {
        status('closed');
        return 'closed';
      }
      status('connecting');
      try {
        await wallet.connectSocial(href, provider);
      } catch (error) {
        return fail(error);
      }
      if (!current()) return 'cancelled';
      status('connected');
      return 'connected';
    };
    return run();
  };
}
