/**
 * Service id of the total wallet count the API last reported for the unfiltered list: the Connect
 * view's "All wallets" badge reads it without loading the API (bundled count until then).
 */
export const WALLET_COUNT_SERVICE_ID = 'wallets:count';
