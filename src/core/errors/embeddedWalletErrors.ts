import { defineError } from './defineError';

// SPEC §8 errors of the embedded wallet and its frame (texts verbatim).

export const FrameNotSetError = /* @__PURE__ */ defineError({
  name: 'FrameNotSetError',
  message: 'W3mFrame: iframe is not set',
});
export const FrameParentNotSetError = /* @__PURE__ */ defineError({
  name: 'FrameParentNotSetError',
  message: 'W3mFrame: parent is not set',
});
export const EmailDependencyLoadError = /* @__PURE__ */ defineError({
  name: 'EmailDependencyLoadError',
  message: 'Unable to load email login dependency',
});
export const SomethingWentWrongError = /* @__PURE__ */ defineError({
  name: 'SomethingWentWrongError',
  message: 'Something went wrong',
});
/** A frame error event: the frame's own message when it sent one, else the generic text. */
export const FrameError = /* @__PURE__ */ defineError({
  name: 'FrameError',
  message: (message?: string) =>
    typeof message === 'string' && message.length > 0 ? message : 'An error occurred',
});
export const EmailThrottleError = /* @__PURE__ */ defineError({
  name: 'EmailThrottleError',
  message: (seconds: number) => `Please try again after ${seconds} seconds`,
  fields: (seconds: number) => ({ secondsLeft: seconds }),
});
