// Numeric codes of SPEC §8.

/** Wallet code for "unrecognised chain": add the chain (wallet_addEthereumChain), then switch again. */
export const WALLET_CODE_UNRECOGNIZED_CHAIN = 4902;

/** Code given to an error that carries none (CAIP-25 "Unknown error"). */
export const DEFAULT_ERROR_CODE = 5000;
