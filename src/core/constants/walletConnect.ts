// Timing and namespaces of the wallet-connect library (SPEC §9), so tests and docs share one source.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Connector id stored in `connection.connectorIds` for a WalletConnect session. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

/** Wallet-connect timings in ms, plus the connect attempt limit. */
export const WALLETCONNECT_TIMING = {
  proposalTtlMs: 5 * MINUTE_MS,
  sessionTtlMs: 7 * DAY_MS,
  historyTtlMs: 30 * DAY_MS,
  heartbeatTimeoutMs: 35_000,
  connectTimeoutMs: 15_000,
  maxConnectAttempts: 5,
} as const;

/** Namespaces with a dedicated provider in the universal provider; others use the generic one. */
export const WALLETCONNECT_DEDICATED_NAMESPACES = [
  'eip155',
  'solana',
  'cosmos',
  'algorand',
  'polkadot',
  'cip34',
  'elrond',
  'multiversx',
  'near',
  'tezos',
] as const;
