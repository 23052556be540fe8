import { builtInNetwork } from '../builtInNetwork';

// EVM main networks: the known chains of SPEC §9 and the swap networks. RPC and explorer URLs are
// public endpoints; they are data only (apps normally route reads through the kit's RPC service).

/** Ether as the native currency of Ethereum and its rollups. */
export const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

// Multicall3 is deployed at the same address on most EVM chains (deterministic deployment).
const MULTICALL3 = { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } } as const;

/** Ethereum mainnet, the default network. */
export const ethereum = /* @__PURE__ */ builtInNetwork({
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://ethereum-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  contracts: {
    ...MULTICALL3,
    ensRegistry: { address: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e' },
  },
});

/** Base mainnet (OP stack rollup by Coinbase). */
export const base = /* @__PURE__ */ builtInNetwork({
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  contracts: MULTICALL3,
});

/** BNB Smart Chain mainnet. */
export const bsc = /* @__PURE__ */ builtInNetwork({
  id: 56,
  caipNetworkId: 'eip155:56',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  contracts: MULTICALL3,
});

/** Polygon PoS mainnet (native token renamed from MATIC to POL in 2024). */
export const polygon = /* @__PURE__ */ builtInNetwork({
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  contracts: MULTICALL3,
});

/** Metis Andromeda mainnet. */
export const metis = /* @__PURE__ */ builtInNetwork({
  id: 1088,
  caipNetworkId: 'eip155:1088',
  chainNamespace: 'eip155',
  name: 'Metis',
  nativeCurrency: { name: 'Metis', symbol: 'METIS', decimals: 18 },
  rpcUrls: { default: { http: ['https://andromeda.metis.io/?owner=1088'] } },
  blockExplorers: { default: { name: 'Metis Explorer', url: 'https://explorer.metis.io' } },
});

/** Sonic mainnet (successor of Fantom). */
export const sonic = /* @__PURE__ */ builtInNetwork({
  id: 146,
  caipNetworkId: 'eip155:146',
  chainNamespace: 'eip155',
  name: 'Sonic',
  nativeCurrency: { name: 'Sonic', symbol: 'S', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.soniclabs.com'] } },
  blockExplorers: { default: { name: 'Sonic Explorer', url: 'https://sonicscan.org' } },
});

/** Neo X mainnet (EVM sidechain of Neo; GAS is the native token). */
export const neoX = /* @__PURE__ */ builtInNetwork({
  id: 47763,
  caipNetworkId: 'eip155:47763',
  chainNamespace: 'eip155',
  name: 'Neo X',
  nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet-1.rpc.banelabs.org'] } },
  blockExplorers: { default: { name: 'Neo X Explorer', url: 'https://xexplorer.neo.org' } },
});

/** Arbitrum One. */
export const arbitrum = /* @__PURE__ */ builtInNetwork({
  id: 42161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  contracts: MULTICALL3,
});

/** OP Mainnet (Optimism). */
export const optimism = /* @__PURE__ */ builtInNetwork({
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  contracts: MULTICALL3,
});

/** ZKsync Era mainnet. */
export const zksync = /* @__PURE__ */ builtInNetwork({
  id: 324,
  caipNetworkId: 'eip155:324',
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
});

/** Gnosis Chain (formerly xDai). */
export const gnosis = /* @__PURE__ */ builtInNetwork({
  id: 100,
  caipNetworkId: 'eip155:100',
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  contracts: MULTICALL3,
});

/** Avalanche C-Chain. */
export const avalanche = /* @__PURE__ */ builtInNetwork({
  id: 43114,
  caipNetworkId: 'eip155:43114',
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  contracts: MULTICALL3,
});

/** Fantom Opera. */
export const fantom = /* @__PURE__ */ builtInNetwork({
  id: 250,
  caipNetworkId: 'eip155:250',
  chainNamespace: 'eip155',
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpcapi.fantom.network'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  contracts: MULTICALL3,
});

/** Kaia mainnet (formerly Klaytn Cypress). */
export const kaia = /* @__PURE__ */ builtInNetwork({
  id: 8217,
  caipNetworkId: 'eip155:8217',
  chainNamespace: 'eip155',
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
});

/** Aurora (EVM on NEAR; gas is paid in ETH). */
export const aurora = /* @__PURE__ */ builtInNetwork({
  id: 1313161554,
  caipNetworkId: 'eip155:1313161554',
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurora Explorer', url: 'https://explorer.aurora.dev' } },
});

/** Every EVM main network above, in SPEC §9 order (known chains first, then the swap networks). */
export const EVM_MAINNETS = [
  ethereum,
  base,
  bsc,
  polygon,
  metis,
  sonic,
  neoX,
  arbitrum,
  optimism,
  zksync,
  gnosis,
  avalanche,
  fantom,
  kaia,
  aurora,
] as const;
