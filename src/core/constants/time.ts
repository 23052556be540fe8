// Durations of SPEC §9, all in milliseconds. Frame, wallet-connect and animation timings live with
// their topic (frame.ts, walletConnect.ts, display.ts).

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** After a failed balance fetch, no retry for this long (the toast would otherwise repeat). */
export const BALANCE_RETRY_BLOCK_MS = 30 * SECOND;

/** Token balances are cached per address for this long. */
export const BALANCE_CACHE_MS = 30 * SECOND;

/** The native balance has the same cache life as token balances. */
export const NATIVE_BALANCE_CACHE_MS = BALANCE_CACHE_MS;

/** ENS lookups are cached for this long. */
export const ENS_CACHE_MS = 5 * MINUTE;

/** Identity (name, avatar) lookups are cached for this long. */
export const IDENTITY_CACHE_MS = 5 * MINUTE;

/** Length of the shake animation on a wrong input. */
export const SHAKE_ANIMATION_MS = 500;

/** Default timeout of one chain RPC call. */
export const RPC_TIMEOUT_MS = 10 * SECOND;

/** A new e-mail login within this time of the last one is refused ("Please try again after {n} seconds"). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND;

/** A pairing URI with this little time left counts as expired and is replaced. */
export const PAIRING_EXPIRY_THRESHOLD_MS = 10 * SECOND;

/** A fresh pairing URI is generated this often while the QR code is shown. */
export const PAIRING_REFRESH_MS = 4 * MINUTE;

/** Pause between two attempts of a retried operation. */
export const RETRY_SPACING_MS = SECOND;

/** Image preloading gives up after this long and shows the placeholder. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND;

/** Waiting time for an avatar refresh before falling back to the generated avatar. */
export const AVATAR_REFRESH_TIMEOUT_MS = 100;

/** A notification shown while another is open closes it and reopens after this delay. */
export const NOTIFICATION_REOPEN_MS = 150;

/** Delay before the 'Action not allowed' toast for a disallowed RPC method (SPEC §8). */
export const ACTION_NOT_ALLOWED_TOAST_DELAY_MS = 300;

/** The sign client starts processing its cache this long after init, off the start-up path. */
export const SIGN_CLIENT_CACHE_DELAY_MS = SECOND;
