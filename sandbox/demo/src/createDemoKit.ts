import {
  type AppKit,
  base,
  type CreateAppKitOptions,
  createAppKit,
  defineNetwork,
  ethereum,
  evmAdapter,
} from 'portico';
import type { DemoConfig } from '../DemoConfig';

// Every product feature on, so the demo exercises all of them. The two presentation switches stay at
// their defaults: collapseWallets hides the wallet list and legalCheckbox gates every connect behind a
// checkbox; the demo's feature panel toggles them at run time.
/** The feature switches the demo starts with (the feature panel shows them). */
export const demoFeatures = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  smartSessions: true,
  pay: true,
} satisfies CreateAppKitOptions['features'];

/** Creates the demo's kit the way a host app would, pointed at the sandbox's chain and API. */
export function createDemoKit(config: DemoConfig): AppKit {
  // The sandbox chain on whatever port `npm start` gave it; mainnets are listed to show switching.
  const sandboxChain = defineNetwork({
    id: config.chain.chainId,
    caipNetworkId: config.chain.caipNetworkId,
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.chain.rpcUrl] } },
    testnet: true,
  });
  return createAppKit({
    projectId: 'sandbox',
    networks: [sandboxChain, ethereum, base],
    adapters: [evmAdapter()],
    // A local chain is not something a shared RPC service knows: reads go straight to anvil.
    customRpcUrls: { [config.chain.caipNetworkId]: [config.chain.rpcUrl] },
    apiUrl: config.apiUrl,
    features: demoFeatures,
    metadata: {
      name: 'Portico demo',
      description: 'The Portico kit against the local sandbox',
      url: window.location.origin,
      icons: [],
    },
  });
}
