// Embedded-wallet frame timings and the app events they apply to (SPEC §4, §7, §9). Event names are
// the kit's own. On the wire an app event is `${FRAME_APP_EVENT_PREFIX}${name}` and its replies are
// `${FRAME_EVENT_PREFIX}${name}_SUCCESS` / `_ERROR` (src/frame/schemas, docs/embedded-wallet-protocol.md).

/** Every app event of SPEC §7 (app -> frame), one name per row of the messaging table. */
export const FRAME_APP_EVENTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
] as const;

/** An app event name. */
export type FrameAppEventName = (typeof FRAME_APP_EVENTS)[number];

/** Wire prefix of app events (app -> frame). */
export const FRAME_APP_EVENT_PREFIX = '@portico-app/';

/** Wire prefix of frame events (frame -> app). */
export const FRAME_EVENT_PREFIX = '@portico-frame/';

/** The frame event that says the frame has loaded; it answers no request. */
export const FRAME_READY_EVENT = 'READY';

/** Path of the secure frame page on the secure-site origin. */
export const FRAME_PATH = '/sdk';

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
] as const satisfies readonly FrameAppEventName[];

/** App events subject to `FRAME_REQUEST_TIMEOUT_MS`: the login steps. */
export const FRAME_EVENTS_WITH_REQUEST_TIMEOUT = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
] as const satisfies readonly FrameAppEventName[];

/** Reasons passed to the timeout callback; all open requests are aborted after either. */
export const FRAME_TIMEOUT_REASONS = ['iframe_load_failed', 'iframe_request_timeout'] as const;

/** A reason passed to the timeout callback. */
export type FrameTimeoutReason = (typeof FRAME_TIMEOUT_REASONS)[number];

/**
 * The frame's error message when the user rejects a request in its approval screen. The kit's
 * providers turn it into an EIP-1193 4001 (user rejected); both sides import this one constant.
 */
export const FRAME_USER_REJECTED_MESSAGE = 'User rejected the request.';
