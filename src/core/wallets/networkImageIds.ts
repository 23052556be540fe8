/**
 * Image ids of the predefined networks (CAIP-2 id -> id served at `{apiUrl}/v1/images/networks/{id}.svg`).
 * Kept here rather than on each network so that the image registry (wallets and networks) is one place;
 * a host network can carry its own `assets.imageId`. Testnets share their mainnet's mark; local chains
 * (anvil) have none and show initials.
 */
export const NETWORK_IMAGE_IDS: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:11155111': 'ethereum',
  'eip155:8453': 'base',
  'eip155:56': 'binance-smart-chain',
  'eip155:97': 'binance-smart-chain',
  'eip155:137': 'polygon',
  'eip155:1088': 'metis-andromeda',
  'eip155:146': 'sonic',
  'eip155:47763': 'neo-x',
  'eip155:42161': 'arbitrum-one',
  'eip155:10': 'optimism',
  'eip155:324': 'zksync',
  'eip155:300': 'zksync',
  'eip155:100': 'gnosis',
  'eip155:43114': 'avalanche',
  'eip155:250': 'fantom',
  'eip155:8217': 'kaia',
  'eip155:1313161554': 'aurora',
  'eip155:10143': 'monad',
  'eip155:296': 'hedera-hashgraph',
  'eip155:7001': 'zeta-chain',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'polkadot',
  'cosmos:cosmoshub-4': 'cosmos-hub',
};
