import { builtInNetwork } from '../builtInNetwork';

// CAIP-2 references for Solana are the first 32 characters of the cluster's genesis hash. Mainnet
// and devnet also carry the older ids that early WalletConnect integrations used; some wallets
// still put accounts under those, so lookups accept them. No older id is known for testnet.

/** SOL, 9 decimals (lamports). */
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

/** Solana mainnet-beta. */
export const solana = /* @__PURE__ */ builtInNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
});

/** Solana devnet (explorer links need `?cluster=devnet` appended). */
export const solanaDevnet = /* @__PURE__ */ builtInNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: {
    default: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
});

/** Solana testnet (explorer links need `?cluster=testnet` appended). */
export const solanaTestnet = /* @__PURE__ */ builtInNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: {
    default: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
});

/** The three public Solana clusters. */
export const SOLANA_NETWORKS = [solana, solanaDevnet, solanaTestnet] as const;

/**
 * The sandbox's local Solana chain (`npm start`, integration tests; sandbox/solana): litesvm behind a
 * JSON-RPC server, default port 8899 like solana-test-validator, websocket on the same port. The id is
 * the first 32 characters of its fixed genesis hash. Not in SOLANA_NETWORKS: apps add it themselves.
 */
export const solanaLocal = /* @__PURE__ */ builtInNetwork({
  id: 'AjE89y6tW2PT8gnVYuQLHxZSn1of9zhP',
  caipNetworkId: 'solana:AjE89y6tW2PT8gnVYuQLHxZSn1of9zhP',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8899'] } },
  testnet: true,
});
