import { nanoid } from '@reduxjs/toolkit';
import type { SocialProvider } from '../../core/constants/features';
import type { KitThunk } from '../../store/kitThunk';
import { requireEmbeddedWallet, shownError } from '../support/embeddedWallet';
import { watchSocialEvents } from './socialEvents';
import { completeSocialRedirect, isSocialReturnUrl, startSocialRedirect } from './socialRedirect';
import {
  isCurrentSocialFlow,
  requireSocialProvider,
  requireSocialsLoaded,
  type SocialFlowOutcome,
} from './socialsFlow';
import { socialsSlice } from './socialsSlice';

// Social login by a full-page redirect, as thunks over `socialRedirect.ts`: the first half records
// `redirecting` and leaves the page, the second (on the page load that brings the provider's answer)
// records `connecting`, then `connected` or the failure. Plain thunks: `navigate` is a function, and
// the answer's URL carries the provider's one-time `code`, which must not ride in `meta.arg`.

/** Parameters of `connectSocialRedirect`. */
export interface ConnectSocialRedirectParameters {
  provider: SocialProvider;
  /** Leaves the page for the provider; `location.assign` by default. */
  navigate?: (url: string) => void;
}

/** Redirect mode, first half: asks the frame for the provider's URL and leaves the page for it. */
export function connectSocialRedirect({
  provider,
  navigate,
}: ConnectSocialRedirectParameters): KitThunk<Promise<SocialFlowOutcome>> {
  return async (dispatch, getState, { services }) => {
    const flowId = nanoid();
    try {
      requireSocialsLoaded(getState);
      requireSocialProvider(provider);
      requireEmbeddedWallet(services);
      watchSocialEvents(dispatch, services);
      dispatch(
        socialsSlice.actions.socialFlowStarted({ flowId, flow: 'redirect', status: 'redirecting', provider }),
      );
      await startSocialRedirect({ services }, provider, navigate);
      return 'redirecting';
    } catch (error) {
      const shown = shownError(error);
      if (isCurrentSocialFlow(getState, flowId))
        dispatch(socialsSlice.actions.socialFailed({ flowId, error: shown }));
      throw shown;
    }
  };
}

/** Parameters of `finishSocialRedirect`. */
export interface FinishSocialRedirectParameters {
  /** The page's URL, `location.href`. */
  href: string;
  /** The provider, when the app started the redirect itself; else the one `connectSocialRedirect` kept. */
  provider?: SocialProvider;
}

const originOf = (href: string) => {
  try {
    return new URL(href).origin;
  } catch {
    return '';
  }
};

/**
 * Redirect mode, second half, for every page load: when `href` is a provider's answer (`code=` or
 * `error=`) it completes the login through the frame and resolves `connected`; otherwise it records
 * nothing and resolves `none`. Rejects with the shown error (e.g. the frame's 'Invalid state').
 */
export function finishSocialRedirect({
  href,
  provider,
}: FinishSocialRedirectParameters): KitThunk<Promise<SocialFlowOutcome | 'none'>> {
  return async (dispatch, getState, { services }) => {
    const flowId = nanoid();
    try {
      requireSocialsLoaded(getState);
      const origin = originOf(href);
      if (!origin || !isSocialReturnUrl(href, origin)) return 'none';
      watchSocialEvents(dispatch, services);
      dispatch(
        socialsSlice.actions.socialFlowStarted({ flowId, flow: 'redirect', status: 'connecting', provider }),
      );
      await completeSocialRedirect({ services }, href, provider);
      if (!isCurrentSocialFlow(getState, flowId)) return 'cancelled';
      dispatch(socialsSlice.actions.socialStatusChanged({ flowId, status: 'connected' }));
      return 'connected';
    } catch (error) {
      const shown = shownError(error);
      if (isCurrentSocialFlow(getState, flowId))
        dispatch(socialsSlice.actions.socialFailed({ flowId, error: shown }));
      throw shown;
    }
  };
}
