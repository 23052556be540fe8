import { defineError } from '../../core/errors/defineError';
import type { EmailFlow } from './emailSlice';

// Errors of the e-mail plugin that SPEC §8 has no text for; the flows throw them, the views show them
// through the i18n table by name.

/** A step thunk was dispatched with no flow of its kind running (e.g. a code before `connectEmail`). */
export const EmailFlowMissingError = /* @__PURE__ */ defineError({
  name: 'EmailFlowMissingError',
  message: (flow: EmailFlow) => `No e-mail ${flow} is in progress`,
});

/** `connectEmail` / `updateEmail` got something that is not an e-mail address (SPEC §5 rule). */
export const InvalidEmailError = /* @__PURE__ */ defineError({
  name: 'InvalidEmailError',
  message: 'Enter a valid e-mail address.',
});

/** An e-mail login in a kit with no network the embedded wallet serves (EVM or Solana, SPEC §6). */
export const EmailNetworkMissingError = /* @__PURE__ */ defineError({
  name: 'EmailNetworkMissingError',
  message: (configured: string) =>
    `E-mail login needs an EVM or Solana network, which the embedded wallet serves (configured: ${configured})`,
  fields: (configured: string) => ({ configured }),
});
