import { defineError } from '../core/errors/defineError';

// Errors of the page registry (pageKits.ts): a kit misused in its page, reported in the console.

/**
 * The modal was opened, but nothing on the page can draw it: the kit came from `portico`'s
 * `createAppKit` and no React binding (provider, button, hook) nor `portico/elements` runs for it.
 */
export const ModalNotShownError = /* @__PURE__ */ defineError({
  name: 'ModalNotShownError',
  message:
    'The modal was opened but nothing on this page can show it: create the kit with createAppKit from "portico/react" (React apps, with or without <AppKitProvider>), or import "portico/elements" (pages with <appkit-button>)',
});
