import type { AppKitEventMap } from '../../core/events/appKitEvents';
import { kitEventAction } from '../../store/actions/kitEventRaised';
import type { RootState } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { KitDispatch } from '../../store/kitThunk';
import { watchActions } from '../../store/watchActions';
import type { SocialsState } from './socialsSlice';

// AppKit's social-login events, read from the socials slice's trace, which every flow (popup, redirect,
// Farcaster) writes the same way: one place raises them for all three. Watched from a flow's first
// step (watchSocialEvents), not from plugin listeners: those would load the blockchain API.

type SocialEvent =
  | {
      event: 'SOCIAL_LOGIN_STARTED' | 'SOCIAL_LOGIN_SUCCESS' | 'SOCIAL_LOGIN_CANCELED';
      properties: { provider: string };
    }
  | { event: 'SOCIAL_LOGIN_ERROR'; properties: AppKitEventMap['SOCIAL_LOGIN_ERROR'] };

/** Statuses of a flow still under way: leaving it from one of them is the visitor cancelling. */
const UNDER_WAY = new Set<SocialsState['status']>(['opening', 'waiting', 'redirecting', 'connecting']);

/** The event a change of the socials trace from `before` to `after` means, if any. */
export function socialEventOf(
  before: SocialsState | undefined,
  after: SocialsState | undefined,
): SocialEvent | undefined {
  if (!after || (before?.status === after.status && before?.flowId === after.flowId)) return undefined;
  const provider = after.pendingProvider ?? (after.flow === 'farcaster' ? 'farcaster' : '');
  const newFlow = after.flowId !== undefined && after.flowId !== before?.flowId;
  if (newFlow && (after.status === 'opening' || after.status === 'redirecting'))
    return { event: 'SOCIAL_LOGIN_STARTED', properties: { provider } };
  if (after.status === 'connected') return { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } };
  if (after.status === 'failed')
    return { event: 'SOCIAL_LOGIN_ERROR', properties: { provider, message: after.error?.message ?? '' } };
  // The popup closed by the visitor, or the flow's view left (the trace is reset) while under way.
  if (before && UNDER_WAY.has(before.status) && (after.status === 'closed' || after.status === 'idle')) {
    const left = before.pendingProvider ?? (before.flow === 'farcaster' ? 'farcaster' : '');
    return { event: 'SOCIAL_LOGIN_CANCELED', properties: { provider: left } };
  }
  return undefined;
}

const WATCH_SERVICE_ID = 'socials:events';

/** Starts raising the social-login events of this kit (once; stopped when the kit is destroyed). */
export function watchSocialEvents(dispatch: KitDispatch, services: ServiceRegistry): void {
  if (services.has(WATCH_SERVICE_ID)) return;
  const stop = watchActions(dispatch).when(
    (_action, current, previous) => (current as RootState).socials !== (previous as RootState).socials,
    (_action, api) => {
      const before = (api.getOriginalState() as RootState).socials;
      const event = socialEventOf(before, (api.getState() as RootState).socials);
      if (event) api.dispatch(kitEventAction(event));
    },
  );
  services.set(WATCH_SERVICE_ID, stop);
  services.onDispose(() => stop());
}
