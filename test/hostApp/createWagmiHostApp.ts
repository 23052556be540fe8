import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleHostApp } from './bundleHostApp';
import type { HostSandbox } from './hostKitSource';
import { installFromRegistry } from './installFromRegistry';
import type { PackKitReturnType } from './packKit';

/** The wagmi packages of the wagmi host, at the repository's versions (so the npm cache has them). */
export const WAGMI_HOST_VERSIONS = {
  wagmi: '3.7.7',
  '@wagmi/core': '3.6.5',
  '@tanstack/react-query': '5.108.0',
  react: '19.3.1',
  'react-dom': '19.3.1',
} as const;

/** The wagmi host's page heading. */
export const WAGMI_HOST_HEADING = 'wagmi host';

/** Parameters of `createWagmiHostApp`. */
export interface CreateWagmiHostAppParameters {
  appDir: string;
  kit: PackKitReturnType;
  sandbox: HostSandbox;
  /** viem's version (the repository's, so the npm cache has it). */
  viemVersion: string;
  /** The contract the page's button writes to: the sandbox's TestNft, whose `mint(to)` anyone may call. */
  nftAddress: string;
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${WAGMI_HOST_HEADING}</title></head>
  <body><div id="root"></div><script type="module" src="./main.jsx"></script></body>
</html>
`;

// The kit as an AppKit + wagmi app writes it (docs/wagmi.md): a WagmiAdapter from the app's networks,
// given to createAppKit, and its wagmiConfig given to <WagmiProvider>.
function kitSource(sandbox: HostSandbox): string {
  return `import { createAppKit, defineNetwork } from 'portico';
import { WagmiAdapter } from 'portico/adapters/wagmi';

const anvil = defineNetwork({
  id: ${sandbox.chainId},
  caipNetworkId: ${JSON.stringify(sandbox.caipNetworkId)},
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [${JSON.stringify(sandbox.rpcUrl)}] } },
  testnet: true,
});

const projectId = 'wagmi-host';
const customRpcUrls = { [anvil.caipNetworkId]: [{ url: ${JSON.stringify(sandbox.rpcUrl)} }] };

export const wagmiAdapter = new WagmiAdapter({ projectId, networks: [anvil], customRpcUrls });

export const kit = createAppKit({
  projectId,
  networks: [anvil],
  adapters: [wagmiAdapter],
  customRpcUrls: { [anvil.caipNetworkId]: [${JSON.stringify(sandbox.rpcUrl)}] },
  apiUrl: ${JSON.stringify(sandbox.apiUrl)},
  metadata: { name: 'wagmi host', description: 'wagmi host', url: 'http://127.0.0.1', icons: [] },
});
`;
}

// Everything on the page after the connect button is wagmi's hooks: the kit is never asked directly.
function mainSource(nftAddress: string): string {
  return `import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  WagmiProvider,
  useAccount,
  useBalance,
  useSignMessage,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi';
import { AppKitButton, AppKitProvider } from 'portico/react';
import { kit, wagmiAdapter } from './kit.js';

const NFT = ${JSON.stringify(nftAddress)};
const nftAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }],
    outputs: [{ name: 'tokenId', type: 'uint256' }],
  },
];

function WagmiPanel() {
  const { address, isConnected } = useAccount();
  const balance = useBalance({ address, query: { enabled: Boolean(address) } });
  const { writeContract, data: hash, error } = useWriteContract();
  const receipt = useWaitForTransactionReceipt({ hash, query: { enabled: Boolean(hash) } });
  const { signMessage, data: signature } = useSignMessage();
  if (!isConnected) return <p>wagmi: not connected</p>;
  return (
    <section aria-label="wagmi">
      <p>wagmi address: {address}</p>
      <p>wagmi balance: {balance.data ? balance.data.value.toString() + ' wei' : 'loading'}</p>
      <button type="button" onClick={() => writeContract({ address: NFT, abi: nftAbi, functionName: 'mint', args: [address] })}>
        Mint with wagmi
      </button>
      {receipt.data ? <p>Minted: {receipt.data.status}</p> : null}
      <button type="button" onClick={() => signMessage({ message: 'Signed with wagmi' })}>
        Sign with wagmi
      </button>
      {signature ? <p>Signature: {signature}</p> : null}
      {error ? <p role="alert">{error.shortMessage || error.message}</p> : null}
    </section>
  );
}

const queryClient = new QueryClient();

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <AppKitProvider kit={kit}>
        <main>
          <h1>${WAGMI_HOST_HEADING}</h1>
          <AppKitButton />
          <WagmiPanel />
        </main>
      </AppKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
`;
}

/**
 * Creates a React host app built on wagmi's hooks with the kit's WagmiAdapter (kit on the sandbox),
 * installs the packed kit and wagmi from the registry, and builds it for production with Vite into
 * `appDir/dist`. Serve `dist` as a static site.
 */
export async function createWagmiHostApp({
  appDir,
  kit,
  sandbox,
  viemVersion,
  nftAddress,
}: CreateWagmiHostAppParameters): Promise<void> {
  await installFromRegistry({
    appDir,
    name: 'wagmi-host-app',
    kit,
    dependencies: { ...WAGMI_HOST_VERSIONS, viem: viemVersion },
  });
  writeFileSync(join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(appDir, 'main.jsx'), mainSource(nftAddress));
  writeFileSync(join(appDir, 'kit.js'), kitSource(sandbox));
  await bundleHostApp({ bundler: 'vite', appDir, entry: 'index.html', outDir: 'dist' });
}
