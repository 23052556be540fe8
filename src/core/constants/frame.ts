// Embedded-wallet frame timings and the app events they apply to (SPEC §4, §9). Event names are
// the kit's own; src/frame maps them onto its message types.

/** The secure frame must signal ready within this time, or the load is reported failed. */
export const IFRAME_LOAD_TIMEOUT_MS = 20_000;

/** Interactive login requests fail with a timeout after this long. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;

/** Extra wait after the frame's ready event before the first request. */
export const FRAME_POST_READY_DELAY_MS = 500;

/** App events that start no load timeout: background syncs, so a slow frame raises no alert for them. */
export const FRAME_EVENTS_WITHOUT_LOAD_TIMEOUT = [
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
] as const;

/** App events subject to `FRAME_REQUEST_TIMEOUT_MS`: the login steps. */
export const FRAME_EVENTS_WITH_REQUEST_TIMEOUT = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
] as const;

/** Reasons passed to the timeout callback; all open requests are aborted after either. */
export const FRAME_TIMEOUT_REASONS = ['iframe_load_failed', 'iframe_request_timeout'] as const;
