// Counts and sizes of SPEC §9.

/** How many recently used wallets are remembered and shown first. */
export const RECENT_WALLETS_LIMIT = 2;

/** Page size of the wallet search. */
export const WALLETS_SEARCH_PAGE_SIZE = 100;

/** Page size of the "all wallets" list. */
export const WALLETS_PAGE_SIZE = 40;

/** How many recommended wallets the connect view shows. */
export const RECOMMENDED_WALLETS_COUNT = 4;

/** Attempts of a chain RPC call before it fails. */
export const RPC_RETRY_COUNT = 3;

/** Swap slippage tolerance, in percent (SPEC gives 1 in one reading; used as the default). */
export const SWAP_SLIPPAGE_PERCENT = 1;

/** Most pending transactions the kit tracks at once. */
export const PENDING_TRANSACTIONS_LIMIT = 99;

/** Listener cap per event emitter, so a leak shows as a warning instead of silent growth. */
export const EVENT_LISTENER_MAX = 10;
