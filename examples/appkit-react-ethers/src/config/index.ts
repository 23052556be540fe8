import { type AppKitNetwork, anvil } from '@reown/appkit/networks';

export const projectId = import.meta.env.VITE_PROJECT_ID || 'appkit-example';

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [anvil];

export const metadata = {
  name: 'AppKit example',
  description: 'AppKit example (React, ethers)',
  url: 'http://127.0.0.1',
  icons: [],
};

// A local node: AppKit's customRpcUrls shape, one list of { url } per CAIP network id.
export const customRpcUrls = {
  'eip155:31337': [{ url: import.meta.env.VITE_RPC_URL || 'http://127.0.0.1:8545' }],
};
