import { builtInNetwork } from '../builtInNetwork';

/** Cosmos Hub; the CAIP-2 reference is the chain id itself. ATOM has 6 decimals (uatom). */
export const cosmosHub = /* @__PURE__ */ builtInNetwork({
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
});

/**
 * The sandbox's Cosmos chain (sandbox/cosmos): a CometBFT RPC simulator (bank and auth only), default
 * port 26657 like a CometBFT node, bech32 prefix `cosmos`, denom uatom. Not in knownNetworks: apps add it.
 */
export const cosmosSandbox = /* @__PURE__ */ builtInNetwork({
  id: 'portico-sandbox-1',
  caipNetworkId: 'cosmos:portico-sandbox-1',
  chainNamespace: 'cosmos',
  name: 'Cosmos Sandbox',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
  testnet: true,
});
