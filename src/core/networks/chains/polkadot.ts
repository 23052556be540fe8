import { builtInNetwork } from '../builtInNetwork';

/** Polkadot relay chain; the CAIP-2 reference is the first 32 hex characters of the genesis hash. */
export const polkadot = /* @__PURE__ */ builtInNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
});

/**
 * The sandbox's Polkadot SIMULATOR (`sandbox/polkadot`, docs/polkadot.md): a JSON-RPC server over the real
 * Polkadot metadata with an in-memory balances ledger, default port 9944 like a Substrate dev node. The
 * id is the first 32 hex characters of its fixed genesis hash. Apps add it themselves.
 */
export const polkadotLocal = /* @__PURE__ */ builtInNetwork({
  id: '191219afcd16009e4aba0ef96f50ed16',
  caipNetworkId: 'polkadot:191219afcd16009e4aba0ef96f50ed16',
  chainNamespace: 'polkadot',
  name: 'Polkadot Simulator',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'], webSocket: ['ws://127.0.0.1:9944'] } },
  testnet: true,
});
