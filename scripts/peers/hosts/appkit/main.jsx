import { defineChain } from '@reown/appkit/networks';
import { createAppKit } from '@reown/appkit/react';
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { DefaultSIWX } from '@reown/appkit-siwx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';

// Host app for Reown AppKit, driven by scripts/peers/capturePeers.mjs through `window.peer`.
// Query: ?theme=dark|light&rpc=<anvil url>&siwx=1
const query = new URLSearchParams(location.search);
const themeMode = query.get('theme') === 'light' ? 'light' : 'dark';
const rpc = query.get('rpc') ?? 'http://127.0.0.1:8545';
document.body.className = themeMode;

const anvil = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
});

// Offline the project id cannot be checked; any 32-hex string passes the local format check.
const projectId = '0123456789abcdef0123456789abcdef';
const wagmiAdapter = new WagmiAdapter({ networks: [anvil], projectId });

const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks: [anvil],
  projectId,
  themeMode,
  metadata: {
    name: 'Peer host',
    description: 'AppKit beside Portico',
    url: location.origin,
    icons: [`${location.origin}/app-icon.svg`],
  },
  features: { analytics: false },
  ...(query.get('siwx') === '1' ? { siwx: new DefaultSIWX() } : {}),
});

window.peer = {
  kit: 'appkit',
  open: (view) => appKit.open(view ? { view } : undefined),
  close: () => appKit.close(),
  isConnected: () => appKit.getIsConnectedState(),
  address: () => appKit.getAddress(),
};

const queryClient = new QueryClient();
createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <div id="status">AppKit host ({themeMode})</div>
    </QueryClientProvider>
  </WagmiProvider>,
);
