// Connector and adapter kinds of SPEC §3, §6 and §9.

/** Connector types (SPEC §3); AUTH is the embedded wallet. */
export const CONNECTOR_TYPES = {
  INJECTED: 'INJECTED',
  ANNOUNCED: 'ANNOUNCED',
  MULTI_CHAIN: 'MULTI_CHAIN',
  EXTERNAL: 'EXTERNAL',
  AUTH: 'AUTH',
  WALLET_CONNECT: 'WALLET_CONNECT',
} as const;

/** A connector type. */
export type ConnectorType = (typeof CONNECTOR_TYPES)[keyof typeof CONNECTOR_TYPES];

// walletConnect is shown only when enabled and not already connected through it.
/** Order of the sections of the connect view's wallet list. */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;

/** A section of the wallet list. */
export type ConnectorSection = (typeof CONNECTOR_TYPE_ORDER)[number];

/** Chain adapter kinds of SPEC §9. */
export const ADAPTER_TYPES = ['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'] as const;

/** An adapter type. */
export type AdapterType = (typeof ADAPTER_TYPES)[number];
