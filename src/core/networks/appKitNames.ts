import { ethereum } from './chains/evm';

// AppKit (like viem) calls Ethereum mainnet `mainnet`; Portico's own name is `ethereum`. Both are the
// same object, so a kit given either sees one network.

/** Ethereum mainnet under AppKit's name: the same network as `ethereum`. */
export const mainnet = ethereum;
