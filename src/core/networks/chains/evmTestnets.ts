import { builtInNetwork } from '../builtInNetwork';
import { ETHER } from './evm';

// EVM test networks of SPEC §9, Sepolia and the test networks of the main rollups, and the local anvil
// chain the sandbox runs.

/** BNB Smart Chain testnet (chapel). */
export const bscTestnet = /* @__PURE__ */ builtInNetwork({
  id: 97,
  caipNetworkId: 'eip155:97',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
});

/** Monad testnet. */
export const monadTestnet = /* @__PURE__ */ builtInNetwork({
  id: 10143,
  caipNetworkId: 'eip155:10143',
  chainNamespace: 'eip155',
  name: 'Monad Testnet',
  nativeCurrency: { name: 'Testnet MON', symbol: 'MON', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet-rpc.monad.xyz'] } },
  blockExplorers: { default: { name: 'Monad Explorer', url: 'https://testnet.monadexplorer.com' } },
  testnet: true,
});

/** Hedera testnet through the Hashio JSON-RPC relay (the relay exposes HBAR with 18 decimals). */
export const hederaTestnet = /* @__PURE__ */ builtInNetwork({
  id: 296,
  caipNetworkId: 'eip155:296',
  chainNamespace: 'eip155',
  name: 'Hedera Testnet',
  nativeCurrency: { name: 'HBAR', symbol: 'HBAR', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.hashio.io/api'] } },
  blockExplorers: { default: { name: 'HashScan', url: 'https://hashscan.io/testnet' } },
  testnet: true,
});

/** Flow EVM testnet. */
export const flowTestnet = /* @__PURE__ */ builtInNetwork({
  id: 545,
  caipNetworkId: 'eip155:545',
  chainNamespace: 'eip155',
  name: 'Flow EVM Testnet',
  nativeCurrency: { name: 'Flow', symbol: 'FLOW', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.evm.nodes.onflow.org'] } },
  blockExplorers: { default: { name: 'Flowscan', url: 'https://evm-testnet.flowscan.io' } },
  testnet: true,
});

/** ZetaChain Athens testnet. */
export const zetachainTestnet = /* @__PURE__ */ builtInNetwork({
  id: 7001,
  caipNetworkId: 'eip155:7001',
  chainNamespace: 'eip155',
  name: 'ZetaChain Athens Testnet',
  nativeCurrency: { name: 'Zeta', symbol: 'ZETA', decimals: 18 },
  rpcUrls: { default: { http: ['https://zetachain-athens-evm.blockpi.network/v1/rpc/public'] } },
  blockExplorers: { default: { name: 'ZetaScan', url: 'https://athens.explorer.zetachain.com' } },
  testnet: true,
});

/** ZKsync Sepolia testnet. */
export const zksyncSepolia = /* @__PURE__ */ builtInNetwork({
  id: 300,
  caipNetworkId: 'eip155:300',
  chainNamespace: 'eip155',
  name: 'ZKsync Sepolia Testnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://sepolia.era.zksync.dev'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io' } },
  testnet: true,
});

/** Ethereum Sepolia testnet. */
export const sepolia = /* @__PURE__ */ builtInNetwork({
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
  testnet: true,
});

// The test networks of the main networks AppKit apps list most (AppKit's `@reown/appkit/networks`
// names them so; ids, RPCs and explorers as viem's chain definitions have them).

/** Base Sepolia testnet. */
export const baseSepolia = /* @__PURE__ */ builtInNetwork({
  id: 84532,
  caipNetworkId: 'eip155:84532',
  chainNamespace: 'eip155',
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
  testnet: true,
});

/** Arbitrum One's Sepolia testnet. */
export const arbitrumSepolia = /* @__PURE__ */ builtInNetwork({
  id: 421614,
  caipNetworkId: 'eip155:421614',
  chainNamespace: 'eip155',
  name: 'Arbitrum Sepolia',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
  testnet: true,
});

/** OP Mainnet's Sepolia testnet. */
export const optimismSepolia = /* @__PURE__ */ builtInNetwork({
  id: 11155420,
  caipNetworkId: 'eip155:11155420',
  chainNamespace: 'eip155',
  name: 'OP Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
  testnet: true,
});

/** Polygon's Amoy testnet. */
export const polygonAmoy = /* @__PURE__ */ builtInNetwork({
  id: 80002,
  caipNetworkId: 'eip155:80002',
  chainNamespace: 'eip155',
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-amoy.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
  testnet: true,
});

/** Avalanche C-Chain's Fuji testnet. */
export const avalancheFuji = /* @__PURE__ */ builtInNetwork({
  id: 43113,
  caipNetworkId: 'eip155:43113',
  chainNamespace: 'eip155',
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
  testnet: true,
});

/** Gnosis Chain's Chiado testnet. */
export const gnosisChiado = /* @__PURE__ */ builtInNetwork({
  id: 10200,
  caipNetworkId: 'eip155:10200',
  chainNamespace: 'eip155',
  name: 'Gnosis Chiado',
  nativeCurrency: { name: 'Gnosis', symbol: 'xDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.chiadochain.net'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://blockscout.chiadochain.net' } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
  testnet: true,
});

/** The local anvil chain of the sandbox (`npm start`, integration tests); no explorer. */
export const anvil = /* @__PURE__ */ builtInNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  testnet: true,
});

/** Every EVM test network above. */
export const EVM_TESTNETS = [
  bscTestnet,
  monadTestnet,
  hederaTestnet,
  flowTestnet,
  zetachainTestnet,
  zksyncSepolia,
  sepolia,
  baseSepolia,
  arbitrumSepolia,
  optimismSepolia,
  polygonAmoy,
  avalancheFuji,
  gnosisChiado,
  anvil,
] as const;
