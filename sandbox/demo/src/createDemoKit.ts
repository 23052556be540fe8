import {
  type AdapterDescriptor,
  type AppKit,
  base,
  bitcoinRegtest,
  type CreateAppKitOptions,
  cosmosSandbox,
  createAppKit,
  defineNetwork,
  ethereum,
  type Network,
  polkadotLocal,
  registerEmbeddedWallet,
  registerWalletConnect,
  solana,
  solanaDevnet,
  solanaLocal,
} from 'portico';
import { bitcoinAdapter } from 'portico/adapters/bitcoin';
import { cosmosAdapter } from 'portico/adapters/cosmos';
import { polkadotAdapter } from 'portico/adapters/polkadot';
import { solanaAdapter } from 'portico/adapters/solana';
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

/**
 * The Bitcoin, Polkadot and Cosmos chains the sandbox runs (issue 27): each one's network on the URL
 * `npm start` chose, its adapter, and its `customRpcUrls` entry (reads go straight to the local chain).
 */
function familyParts(config: DemoConfig) {
  const parts: { network: Network; adapter: AdapterDescriptor; rpcUrl: [string, string[]] }[] = [];
  const { bitcoin, polkadot, cosmos } = config;
  if (bitcoin)
    parts.push({
      network: { ...bitcoinRegtest, rpcUrls: { default: { http: [bitcoin.rpcUrl] } } },
      adapter: bitcoinAdapter(),
      rpcUrl: [bitcoinRegtest.caipNetworkId, [bitcoin.rpcUrl]],
    });
  if (polkadot) {
    const http = polkadot.rpcUrl.replace(/^ws(s?):/, 'http$1:');
    parts.push({
      network: { ...polkadotLocal, rpcUrls: { default: { http: [http], webSocket: [polkadot.rpcUrl] } } },
      adapter: polkadotAdapter(),
      // customRpcUrls takes http(s) only; the adapter opens its websocket on the same port (ws://).
      rpcUrl: [polkadotLocal.caipNetworkId, [http]],
    });
  }
  if (cosmos)
    parts.push({
      network: { ...cosmosSandbox, rpcUrls: { default: { http: [cosmos.rpcUrl] } } },
      adapter: cosmosAdapter(),
      rpcUrl: [cosmosSandbox.caipNetworkId, [cosmos.rpcUrl]],
    });
  return parts;
}

/** The `locale` option from the page's URL (`?locale=...`), none when the URL has no such parameter. */
export function demoLocaleOption(search: string): Pick<CreateAppKitOptions, 'locale'> {
  const locale = new URLSearchParams(search).get('locale');
  return locale ? { locale } : {};
}

/** Creates the demo's kit the way a host app would, pointed at the sandbox's chains, API and relay. */
export function createDemoKit(config: DemoConfig): AppKit {
  // The sandbox chains on whatever ports `npm start` gave them; the second one (unknown to wallets
  // until added) and the mainnets are listed to show switching.
  const localChains = [config.chain, ...(config.secondChain ? [config.secondChain] : [])];
  const localNetworks = localChains.map((chain, index) =>
    anvilNetwork(chain, index === 0 ? 'Anvil' : `Anvil ${chain.chainId}`),
  );
  // With the sandbox's Solana chain the kit has the Solana adapter: the local chain first (the dev
  // wallet's), then devnet and mainnet to show switching clusters. Without it, Solana is listed only
  // with the embedded wallet (the one other demo wallet holding a Solana key): a descriptor without
  // `load` configures the namespace, and the embedded wallet's `provider:solana` connects there.
  const solanaChain = config.solana;
  const solanaNetworks = solanaChain
    ? [{ ...solanaLocal, rpcUrls: { default: { http: [solanaChain.rpcUrl] } } }, solanaDevnet, solana]
    : config.secureSiteOrigin
      ? [solana]
      : [];
  const solanaNamespace: AdapterDescriptor[] = solanaChain
    ? [solanaAdapter()]
    : config.secureSiteOrigin
      ? [{ namespace: 'solana' }]
      : [];
  const localRpcUrls: [string, string[]][] = [
    ...localChains.map((chain): [string, string[]] => [chain.caipNetworkId, [chain.rpcUrl]]),
    ...(solanaChain ? [[solanaChain.caipNetworkId, [solanaChain.rpcUrl]] as [string, string[]]] : []),
  ];
  const families = familyParts(config);
  const kit = createAppKit({
    projectId: 'sandbox',
    networks: [...localNetworks, ethereum, base, ...solanaNetworks, ...families.map((f) => f.network)],
    adapters: [viemAdapter(), ...solanaNamespace, ...families.map((f) => f.adapter)],
    // A local chain is not something a shared RPC service knows: reads go straight to anvil.
    customRpcUrls: Object.fromEntries([...localRpcUrls, ...families.map((f) => f.rpcUrl)]),
    apiUrl: config.apiUrl,
    // The first local chain carries the sandbox's DEX and is on the API's swap list; the second is not.
    swapNetworkIds: [config.chain.chainId],
    features: demoFeatures,
    // Sign-in only when the page's URL asks for it (?siwx=required or ?siwx=optional).
    ...demoSiwxOptions(config.apiUrl, window.location.search),
    // The UI language from the page's URL (?locale=ar, any BCP 47 tag; docs/i18n.md): without it the
    // kit reads the browser's languages. A tag that is not one throws, and the demo says why.
    ...demoLocaleOption(window.location.search),
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
