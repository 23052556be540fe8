import type { SocialProvider } from '../../core/constants/features';
import type { RootState } from '../../store/createKitStore';
import { PluginNotLoadedError } from '../support/flowErrors';
import { isSocialProvider } from './socialRedirect';
import { UnknownSocialProviderError } from './socialsErrors';

// What the social thunks share: the checks before a flow starts, and its outcome type.

/** What a social thunk resolves with: where the flow ended, or `cancelled` when it was left meanwhile. */
export type SocialFlowOutcome = 'connected' | 'redirecting' | 'blocked' | 'closed' | 'failed' | 'cancelled';

/** Throws unless the socials plugin is loaded into the kit. */
export function requireSocialsLoaded(getState: () => RootState): void {
  if (!getState().socials) throw new PluginNotLoadedError('socials');
}

/** `provider` checked as one of the six social providers. */
export function requireSocialProvider(provider: unknown): SocialProvider {
  if (!isSocialProvider(provider)) throw new UnknownSocialProviderError(String(provider));
  return provider;
}

/** True while `flowId` is still the kit's current social flow. */
export const isCurrentSocialFlow = (getState: () => RootState, flowId: string) =>
  getState().socials?.flowId === flowId;
