import type { AppKitEventMap } from '../../core/events/appKitEvents';
import { kitEventAction } from '../../store/actions/kitEventRaised';
import type { RootState } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { KitDispatch } from '../../store/kitThunk';
import { watchActions } from '../../store/watchActions';
import type { EmailState } from './emailSlice';

// AppKit's e-mail events, read from the email slice's trace (the flows' steps), so every way through
// the login (code, device approval, "Try again", "Resend code") is reported the same way.
// Watched from the login's first step (watchEmailEvents), not from plugin listeners: those would load
// the blockchain API with the plugin.

type EmailEvent =
  | {
      event:
        | 'EMAIL_EDIT'
        | 'EMAIL_SUBMITTED'
        | 'EMAIL_VERIFICATION_CODE_SENT'
        | 'EMAIL_VERIFICATION_CODE_PASS'
        | 'DEVICE_REGISTERED_FOR_EMAIL';
    }
  | { event: 'EMAIL_VERIFICATION_CODE_FAIL'; properties: AppKitEventMap['EMAIL_VERIFICATION_CODE_FAIL'] };

/** The events a change of the login's trace from `before` to `after` means, in order. */
export function emailEventsOf(before: EmailState | undefined, after: EmailState | undefined): EmailEvent[] {
  if (!after?.flow || after === before) return [];
  const same = before?.flowId === after.flowId;
  // The update flow (a signed-in user changes the address) is AppKit's EMAIL_EDIT when it starts.
  if (after.flow === 'update') return !same && after.step === 'updating' ? [{ event: 'EMAIL_EDIT' }] : [];
  const events: EmailEvent[] = [];
  if (!same && after.step === 'sending') events.push({ event: 'EMAIL_SUBMITTED' });
  const stepChanged = !same || before?.step !== after.step;
  if (stepChanged && after.step === 'verifyOtp') {
    if (same && before?.step === 'verifyDevice') events.push({ event: 'DEVICE_REGISTERED_FOR_EMAIL' });
    // A refused resend (the throttle) keeps the step with the old code: no new code was sent.
    if (same && after.throttleSecondsLeft === undefined)
      events.push({ event: 'EMAIL_VERIFICATION_CODE_SENT' });
  }
  if (same && after.resent && !before?.resent) events.push({ event: 'EMAIL_VERIFICATION_CODE_SENT' });
  if (same && before?.verifying && !after.verifying) {
    if (after.failedOperation === 'otp')
      events.push({
        event: 'EMAIL_VERIFICATION_CODE_FAIL',
        properties: { message: after.error?.message ?? '' },
      });
    else if (after.step === 'connected' || after.step === 'connecting')
      events.push({ event: 'EMAIL_VERIFICATION_CODE_PASS' });
  }
  return events;
}

const WATCH_SERVICE_ID = 'email:events';

/** Starts raising the e-mail login events of this kit (once; stopped when the kit is destroyed). */
export function watchEmailEvents(dispatch: KitDispatch, services: ServiceRegistry): void {
  if (services.has(WATCH_SERVICE_ID)) return;
  const stop = watchActions(dispatch).when(
    (_action, current, previous) => (current as RootState).email !== (previous as RootState).email,
    (_action, api) => {
      const before = (api.getOriginalState() as RootState).email;
      for (const event of emailEventsOf(before, (api.getState() as RootState).email))
        api.dispatch(kitEventAction(event));
    },
  );
  services.set(WATCH_SERVICE_ID, stop);
  services.onDispose(() => stop());
}
