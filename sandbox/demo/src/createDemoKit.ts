import {
  type AdapterDescriptor,
  type AppKit,
  base,
  type CreateAppKitOptions,
  createAppKit,
  defineNetwork,
  ethereum,
  type Network,
  registerEmbeddedWallet,
  registerWalletConnect,
  solana,
} from 'portico';
import { viemAdapter } from 'portico/adapters/viem';
import type { DemoConfig } from '../DemoConfig';
import { demoSiwxOptions } from './demoSiwxOptions';

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

/** A sandbox anvil chain as a kit network. */
function anvilNetwork(chain: NonNullable<DemoConfig['secondChain']>, name: string): Network {
  return defineNetwork({
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  });
}

/** Creates the demo's kit the way a host app would, pointed at the sandbox's chains, API and relay. */
export function createDemoKit(config: DemoConfig): AppKit {
  // The sandbox chains on whatever ports `npm start` gave them; the second one (unknown to wallets
  // until added) and the mainnets are listed to show switching.
  const localChains = [config.chain, ...(config.secondChain ? [config.secondChain] : [])];
  const localNetworks = localChains.map((chain, index) =>
    anvilNetwork(chain, index === 0 ? 'Anvil' : `Anvil ${chain.chainId}`),
  );
  // Solana is listed only with the embedded wallet, the one demo wallet that holds a Solana key. The
  // kit has no Solana adapter: a descriptor without `load` configures the namespace, and the embedded
  // wallet's `provider:solana` is all that connects there.
  const solanaNetworks = config.secureSiteOrigin ? [solana] : [];
  const solanaNamespace: AdapterDescriptor[] = config.secureSiteOrigin ? [{ namespace: 'solana' }] : [];
  const kit = createAppKit({
    projectId: 'sandbox',
    networks: [...localNetworks, ethereum, base, ...solanaNetworks],
    adapters: [viemAdapter(), ...solanaNamespace],
    // A local chain is not something a shared RPC service knows: reads go straight to anvil.
    customRpcUrls: Object.fromEntries(localChains.map((chain) => [chain.caipNetworkId, [chain.rpcUrl]])),
    apiUrl: config.apiUrl,
    features: demoFeatures,
    // Sign-in only when the page's URL asks for it (?siwx=required or ?siwx=optional).
    ...demoSiwxOptions(config.apiUrl, window.location.search),
    metadata: {
      name: 'Portico demo',
      description: 'The Portico kit against the local sandbox',
      url: window.location.origin,
      icons: [],
    },
  });
  // WalletConnect through the sandbox's own relay: the QR flow works offline with a wallet peer.
  if (config.relayUrl) registerWalletConnect(kit, { relayUrl: config.relayUrl });
  // E-mail and social login through the sandbox's reference secure frame, on its own origin.
  if (config.secureSiteOrigin) registerEmbeddedWallet(kit, { secureSiteOrigin: config.secureSiteOrigin });
  return kit;
}
