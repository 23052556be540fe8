import '@rainbow-me/rainbowkit/styles.css';
import {
  createAuthenticationAdapter,
  darkTheme,
  getDefaultConfig,
  lightTheme,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  useAccountModal,
  useChainModal,
  useConnectModal,
} from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineChain, http } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { useAccount, WagmiProvider } from 'wagmi';

// Host app for RainbowKit, driven by scripts/peers/capturePeers.mjs through `window.peer`.
// Query: ?theme=dark|light&rpc=<anvil url>&siwe=1
const query = new URLSearchParams(location.search);
const themeMode = query.get('theme') === 'light' ? 'light' : 'dark';
const rpc = query.get('rpc') ?? 'http://127.0.0.1:8545';
const withSiwe = query.get('siwe') === '1';
document.body.className = themeMode;

const anvil = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
});

const config = getDefaultConfig({
  appName: 'Peer host',
  appIcon: `${location.origin}/app-icon.svg`,
  projectId: '0123456789abcdef0123456789abcdef',
  chains: [anvil],
  transports: { [anvil.id]: http(rpc) },
});

/** Exposes the kit's modal openers to the capture script. */
function Bridge() {
  const { openConnectModal } = useConnectModal();
  const { openAccountModal } = useAccountModal();
  const { openChainModal } = useChainModal();
  const { address, isConnected } = useAccount();
  useEffect(() => {
    window.peer = {
      kit: 'rainbowkit',
      open: (view) => {
        const opener = { Connect: openConnectModal, Account: openAccountModal, Networks: openChainModal }[
          view ?? 'Connect'
        ];
        if (!opener) throw new Error(`RainbowKit cannot open ${view} in this state`);
        opener();
      },
      isConnected: () => isConnected,
      address: () => address,
    };
  }, [openConnectModal, openAccountModal, openChainModal, address, isConnected]);
  return <div id="status">RainbowKit host ({themeMode})</div>;
}

/** RainbowKit's SIWE flow: the "Verify your account" modal shows while the status is 'unauthenticated'. */
function Authentication({ children }) {
  const [status, setStatus] = useState('unauthenticated');
  const [adapter] = useState(() =>
    createAuthenticationAdapter({
      getNonce: async () => 'peerhostnonce1234',
      createMessage: ({ nonce, address, chainId }) =>
        createSiweMessage({
          domain: location.host,
          address,
          statement: 'Sign in to Peer host.',
          uri: location.origin,
          version: '1',
          chainId,
          nonce,
        }),
      verify: async () => {
        setStatus('authenticated');
        return true;
      },
      signOut: async () => setStatus('unauthenticated'),
    }),
  );
  if (!withSiwe) return children;
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      {children}
    </RainbowKitAuthenticationProvider>
  );
}

const queryClient = new QueryClient();
createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <Authentication>
        <RainbowKitProvider theme={themeMode === 'light' ? lightTheme() : darkTheme()}>
          <Bridge />
        </RainbowKitProvider>
      </Authentication>
    </QueryClientProvider>
  </WagmiProvider>,
);
