/** The sandbox chain and API a host app's kit points at (from the browser tests' sandbox). */
export interface HostSandbox {
  chainId: number;
  caipNetworkId: string;
  rpcUrl: string;
  apiUrl: string;
}

/** Parameters of `hostKitSource`. */
export interface HostKitSourceParameters {
  sandbox: HostSandbox;
  projectId: string;
  /** `cookie`: `createCookieStorage()` for server rendering; default the kit's own (localStorage). */
  storage?: 'cookie' | 'default';
  /** Prepends `'use client'` (a Next.js App Router module that creates the kit). */
  useClient?: boolean;
}

/**
 * The module of a host app that creates its kit as docs/getting-started.md shows (`portico` +
 * `portico/adapters/viem`), on the sandbox's anvil chain and reference API so nothing leaves the
 * machine. Exports `kit` and `kitOptions` (what `cookieToInitialState` needs).
 */
export function hostKitSource({
  sandbox,
  projectId,
  storage = 'default',
  useClient = false,
}: HostKitSourceParameters): string {
  const cookie = storage === 'cookie';
  return `${useClient ? "'use client';\n" : ''}import { createAppKit, ${cookie ? 'createCookieStorage, ' : ''}defineNetwork } from 'portico';
import { viemAdapter } from 'portico/adapters/viem';

const anvil = defineNetwork({
  id: ${sandbox.chainId},
  caipNetworkId: ${JSON.stringify(sandbox.caipNetworkId)},
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [${JSON.stringify(sandbox.rpcUrl)}] } },
  testnet: true,
});

export const kitOptions = { projectId: ${JSON.stringify(projectId)} };

export const kit = createAppKit({
  ...kitOptions,
  networks: [anvil],
  adapters: [viemAdapter()],
  customRpcUrls: { [anvil.caipNetworkId]: [${JSON.stringify(sandbox.rpcUrl)}] },
  apiUrl: ${JSON.stringify(sandbox.apiUrl)},
  metadata: { name: 'Host app', description: 'Host app', url: 'http://127.0.0.1', icons: [] },${cookie ? '\n  storage: createCookieStorage(),' : ''}
});
`;
}
