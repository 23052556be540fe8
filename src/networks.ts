// `portico/networks`: every network Portico ships, under the names AppKit's `@reown/appkit/networks`
// gives them, testnets included, so an AppKit app's network imports change only their path. A host
// imports what it lists; its bundler leaves the rest out (each definition is a pure call).

export { mainnet } from './core/networks/appKitNames';
export * from './core/networks/chains/bitcoin';
export * from './core/networks/chains/cosmos';
export * from './core/networks/chains/evm';
export * from './core/networks/chains/evmTestnets';
export * from './core/networks/chains/polkadot';
export * from './core/networks/chains/solana';
export type { AppKitNetwork, Network } from './core/networks/network';
export { defineNetwork as defineChain, defineNetwork } from './core/networks/network';
