import { defineError } from './defineError';

// SPEC §8 error of a host that uses the kit wrongly (text verbatim).

export const MissingAppKitError = /* @__PURE__ */ defineError({
  name: 'MissingAppKitError',
  message: (hook: string = 'useAppKit') => `Please call "createAppKit" before using "${hook}" hook`,
});
