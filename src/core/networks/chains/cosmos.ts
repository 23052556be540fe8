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
